import { BehaviorSubject } from 'rxjs';
import type { BetSlipEntry, BetSlipView } from '../bet-slip/index.js';
import { virtualSlipLink } from './virtual-links.js';

describe('virtualSlipLink', () => {
  it('adds picks to the slip and tells the picks in it, once per change', () => {
    const state$ = new BehaviorSubject({ entries: [] } as unknown as BetSlipView);
    const added: BetSlipEntry[] = [];
    const link = virtualSlipLink({ state$, addBet: (e) => added.push(e) });
    const seen: (readonly number[])[] = [];
    link.selectedOddsIds$.subscribe((ids) => seen.push(ids));
    link.addBet({ id: 5 } as BetSlipEntry);
    state$.next({ entries: [{ entry: { id: 5 } }] } as unknown as BetSlipView);
    state$.next({ entries: [{ entry: { id: 5 } }] } as unknown as BetSlipView);
    expect(added.map((e) => e.id)).toEqual([5]);
    expect(seen).toEqual([[], [5]]);
  });
});
