import { distinctUntilChanged, filter, map, type Observable } from 'rxjs';
import type { BetSlipMiniGameEntry, BetSlipView } from '../bet-slip/index.js';
import type { MinigameMember, MinigameSlipPort } from '../minigame/index.js';
import type { SessionView } from '../session/index.js';

/** The session's member as the mini-game board reads it (the login id for the history); null for a visitor. */
export const minigameMember$ = (session: { readonly state$: Observable<SessionView> }): Observable<MinigameMember | null> =>
  session.state$.pipe(
    map((view) => (view.status === 'loggedIn' ? { userId: view.user.userId } : null)),
    distinctUntilChanged((a, b) => a?.userId === b?.userId),
  );

const sameIds = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * The bet slip as the mini-game board uses it: picks go in through `addBet`, the board marks the
 * picks in the slip, and a finished submit (phase 'done') tells it a round was used.
 */
export function minigameSlipLink(betSlip: {
  readonly state$: Observable<BetSlipView>;
  addBet(entry: BetSlipMiniGameEntry): void;
}): MinigameSlipPort {
  return {
    addBet: (entry) => betSlip.addBet(entry),
    selectedOddsIds$: betSlip.state$.pipe(
      map((view) => view.entries.map((e) => e.entry.id)),
      distinctUntilChanged(sameIds),
    ),
    placed$: betSlip.state$.pipe(
      map((view) => (view.status === 'done' ? view.success : null)),
      distinctUntilChanged(),
      filter((success) => success !== null),
    ),
  };
}
