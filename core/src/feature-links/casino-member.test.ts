import { BehaviorSubject, toArray, take, lastValueFrom } from 'rxjs';
import type { SessionView } from '../session/index.js';
import { loggedInSessionView, loggedOutSessionView } from '../session/testing/session-fixtures.js';
import { won } from '../shared/domain/money.js';
import { casinoMember$, casinoMemberOf } from './casino-member.js';

const loggedOut = loggedOutSessionView;
const loggedIn = (emoney: number, casinoMoney: number): SessionView =>
  loggedInSessionView({ id: 7, emoney: won(emoney), casinoMoney: won(casinoMoney) });

describe('the casino member of the session', () => {
  it('is the id, held cash and casino wallet of the logged-in member, and null for a visitor', () => {
    expect(casinoMemberOf(loggedIn(12_000, 3_000))).toEqual({ id: 7, cash: 12_000, casino: 3_000 });
    expect(casinoMemberOf(loggedOut)).toBeNull();
  });

  it('changes only when one of them does (the session polls every 5 s)', async () => {
    const state$ = new BehaviorSubject<SessionView>(loggedOut);
    const seen = lastValueFrom(casinoMember$({ state$ }).pipe(take(3), toArray()));
    state$.next(loggedIn(1_000, 0));
    state$.next(loggedIn(1_000, 0));
    state$.next(loggedIn(1_000, 500));
    expect(await seen).toEqual([null, { id: 7, cash: 1_000, casino: 0 }, { id: 7, cash: 1_000, casino: 500 }]);
  });
});
