import { BehaviorSubject } from 'rxjs';
import type { BetSlipMiniGameEntry, BetSlipView } from '../bet-slip/index.js';
import { minigameSlipLink } from './minigame-links.js';

describe('minigameSlipLink', () => {
  it('passes picks to the slip, follows its picks and says when a submit finished', () => {
    const view = (status: string, ids: number[], success?: object) =>
      ({ status, success, entries: ids.map((id) => ({ entry: { id } })) }) as unknown as BetSlipView;
    const state$ = new BehaviorSubject(view('idle', []));
    const added: number[] = [];
    const link = minigameSlipLink({ state$, addBet: (e) => added.push(e.id) });
    const selected: (readonly number[])[] = [];
    let placed = 0;
    link.selectedOddsIds$.subscribe((ids) => selected.push(ids));
    link.placed$.subscribe(() => placed++);
    link.addBet({ id: 42_001 } as BetSlipMiniGameEntry);
    state$.next(view('idle', [42_001]));
    state$.next(view('idle', [42_001]));
    const success = { title: '' };
    state$.next(view('done', [], success));
    state$.next(view('done', [], success));
    expect(added).toEqual([42_001]);
    expect(selected).toEqual([[], [42_001], []]);
    expect(placed).toBe(1);
  });
});
