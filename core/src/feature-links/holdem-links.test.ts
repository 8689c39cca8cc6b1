import { BehaviorSubject, firstValueFrom } from 'rxjs';
import type { SessionView } from '../session/index.js';
import { holdemMaintenance$, holdemMember$ } from './holdem-links.js';

/** What the holdem member repeats of the session's member. */
const sameFields = {
  userId: 'member01',
  nickname: '회원01',
  realpokerUid: null,
  realpokerUseFlag: 0,
  revolutionUid: 'rv-1',
  revolutionUseFlag: 0,
};
const user = { ...sameFields, managementTarget1UserId: null, managementTarget2UserId: 'partner01', managementTarget3UserId: 'partner00' };
const member = { ...sameFields, agentCode: 'partner01' };
const view = (v: unknown) => v as SessionView;

describe('holdemMember$', () => {
  it('maps the member with the first non-null management target as agent code, null for a visitor, and emits on changes only', () => {
    const state$ = new BehaviorSubject(view({ status: 'loggedIn', user }));
    const seen: unknown[] = [];
    const sub = holdemMember$({ state$ }).subscribe((m) => seen.push(m));
    state$.next(view({ status: 'loggedIn', user: { ...user } }));
    state$.next(view({ status: 'loggedIn', user: { ...user, realpokerUid: 'rp-1' } }));
    state$.next(view({ status: 'loggedIn', user: { ...user, managementTarget2UserId: null, managementTarget3UserId: null } }));
    state$.next(view({ status: 'loggedOut' }));
    state$.next(view({ status: 'loggedOut' }));
    sub.unsubscribe();
    expect(seen).toEqual([member, { ...member, realpokerUid: 'rp-1' }, { ...member, agentCode: null }, null]);
  });
});

describe('holdemMaintenance$', () => {
  it("reads the settings' flags, off until the settings arrive", async () => {
    const state$ = new BehaviorSubject(view({ status: 'loggedOut', settings: null }));
    expect(await firstValueFrom(holdemMaintenance$({ state$ }))).toEqual({ revolution: false, realpoker: false });
    state$.next(view({ status: 'loggedOut', settings: { revolutionMaintenanceFlag: true, realpokerMaintenanceFlag: false } }));
    expect(await firstValueFrom(holdemMaintenance$({ state$ }))).toEqual({ revolution: true, realpoker: false });
    const seen: unknown[] = [];
    const sub = holdemMaintenance$({ state$ }).subscribe((m) => seen.push(m));
    state$.next(view({ status: 'loggedIn', settings: { revolutionMaintenanceFlag: true, realpokerMaintenanceFlag: false } }));
    state$.next(view({ status: 'loggedIn', settings: { revolutionMaintenanceFlag: true, realpokerMaintenanceFlag: true } }));
    sub.unsubscribe();
    expect(seen).toEqual([
      { revolution: true, realpoker: false },
      { revolution: true, realpoker: true },
    ]);
  });
});
