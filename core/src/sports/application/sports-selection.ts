import { map, of, type Observable } from 'rxjs';
import type { BetSlipView } from '../../bet-slip/application/bet-slip.view.js';

export const SPORTS_NO_SELECTED_ODDS: ReadonlySet<number> = new Set<number>();

/** Odds ids in the bet slip, for marking picks on the lists: `sportsSelectedOddsIds(betSlip.state$)`. */
export const sportsSelectedOddsIds = (betSlip$: Observable<Pick<BetSlipView, 'entries'>>): Observable<ReadonlySet<number>> =>
  betSlip$.pipe(map((v) => new Set(v.entries.map((e) => e.entry.id))));

export const sportsNoSelectedOdds$: Observable<ReadonlySet<number>> = of(SPORTS_NO_SELECTED_ODDS);
