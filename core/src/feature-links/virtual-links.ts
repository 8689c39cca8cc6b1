import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { BetSlipEntry, BetSlipView } from '../bet-slip/index.js';
import type { VirtualSlipPort } from '../virtual/index.js';

const sameIds = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((id, i) => id === b[i]);

/** The bet slip as the virtual board uses it: picks go in through `addBet`; the board marks the picks in the slip. */
export function virtualSlipLink(betSlip: { readonly state$: Observable<BetSlipView>; addBet(entry: BetSlipEntry): void }): VirtualSlipPort {
  return {
    addBet: (entry) => betSlip.addBet(entry),
    selectedOddsIds$: betSlip.state$.pipe(
      map((view) => view.entries.map((e) => e.entry.id)),
      distinctUntilChanged(sameIds),
    ),
  };
}
