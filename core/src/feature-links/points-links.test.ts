import { BehaviorSubject, firstValueFrom } from 'rxjs';
import type { SessionView } from '../session/index.js';
import { pointsMember$ } from './points-links.js';

describe('pointsMember$', () => {
  it("maps the logged-in member's balances and is null for a visitor", async () => {
    const user = { id: 7, userId: 'member01', emoney: 1000, point: 50, updatedAt: 'u' };
    const state$ = new BehaviorSubject({ status: 'loggedIn', user } as unknown as SessionView);
    expect(await firstValueFrom(pointsMember$({ state$ }))).toEqual(user);
    state$.next({ status: 'guest' } as unknown as SessionView);
    expect(await firstValueFrom(pointsMember$({ state$ }))).toBeNull();
  });

  it('emits again only when the id, a balance or the record time changes (the session polls every 5 s)', () => {
    const user = { id: 7, userId: 'member01', emoney: 1000, point: 50, updatedAt: 'u' };
    const state$ = new BehaviorSubject({ status: 'loggedIn', user } as unknown as SessionView);
    const seen: unknown[] = [];
    const sub = pointsMember$({ state$ }).subscribe((m) => seen.push(m));
    state$.next({ status: 'loggedIn', user: { ...user } } as unknown as SessionView);
    state$.next({ status: 'loggedIn', user: { ...user, point: 40 } } as unknown as SessionView);
    state$.next({ status: 'guest' } as unknown as SessionView);
    state$.next({ status: 'guest' } as unknown as SessionView);
    sub.unsubscribe();
    expect(seen).toEqual([user, { ...user, point: 40 }, null]);
  });
});
