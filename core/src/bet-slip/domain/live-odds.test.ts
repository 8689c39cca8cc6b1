import fc from 'fast-check';
import { odds } from '../../shared/domain/odds.js';
import { bonusEntry, miniEntry, slipEntry } from '../testing/bet-slip-fixtures.js';
import { addBetToSlip, createBetSlip } from './bet-slip.js';
import { acceptBetSlipOddsChanges, setBetSlipGamePath, toggleBetSlipAutoChange } from './bet-slip.events.js';
import type { BetSlipEntry, BetSlipState } from './bet-slip.types.js';
import {
  applyBetSlipOddsUpdate,
  betSlipFollowedOddsIds,
  betSlipLockedCount,
  NO_BET_SLIP_LIVE_MARKS,
  pruneBetSlipLiveMarks,
  type BetSlipOddsUpdate,
} from './live-odds.js';

const slipOf = (entries: BetSlipEntry[], state: BetSlipState = createBetSlip()): BetSlipState =>
  entries.reduce((s, e) => addBetToSlip(s, e).state, state);
const frame = (oddsId: number, price: number, version: number, suspended: boolean | null = null): BetSlipOddsUpdate => ({
  oddsId,
  price: odds(price),
  version,
  suspended,
});

describe('the slip on the live odds feed', () => {
  const a = slipEntry({ id: 11, fixtureId: 1, price: 185, version: 2 });
  const b = slipEntry({ id: 12, fixtureId: 2, price: 150, version: 7 });

  it('follows the sports picks of prematch and in-play slips only, never the bonus', () => {
    const slip = slipOf([b, a, slipEntry({ id: 13, fixtureId: 3, price: 140 }), bonusEntry(3)]);
    expect(betSlipFollowedOddsIds(slip)).toEqual([11, 12, 13]);
    expect(betSlipFollowedOddsIds(setBetSlipGamePath(slip, 'bet365'))).toEqual([]);
    const mini = slipOf([miniEntry({ id: 9001, gameId: 303, round: 4 })], createBetSlip({ gamePath: 'minigame' }));
    expect(betSlipFollowedOddsIds(mini)).toEqual([]);
  });

  it('moves the price with auto-change on and marks the direction', () => {
    const up = applyBetSlipOddsUpdate(slipOf([a]), NO_BET_SLIP_LIVE_MARKS, frame(11, 200, 3));
    expect(up.slip.bets[0]).toMatchObject({ betPrice: 200, betChangedPrice: 200, version: 3 });
    expect(up.marks.movement).toEqual({ 11: 'up' });
    const down = applyBetSlipOddsUpdate(up.slip, up.marks, frame(11, 170, 4));
    expect(down.marks.movement).toEqual({ 11: 'down' });
  });

  it('keeps the price with auto-change off: the move waits as betChangedPrice', () => {
    const off = toggleBetSlipAutoChange(slipOf([a]), false).state;
    const r = applyBetSlipOddsUpdate(off, NO_BET_SLIP_LIVE_MARKS, frame(11, 200, 3));
    expect(r.slip.bets[0]).toMatchObject({ betPrice: 185, betChangedPrice: 200 });
    expect(acceptBetSlipOddsChanges(r.slip).state.bets[0]).toMatchObject({ betPrice: 200 });
    expect(acceptBetSlipOddsChanges(off)).toEqual({ state: off, result: { ok: true, value: 0 } });
  });

  it('locks on suspension at the same version, unlocks on resume, and never goes back a version', () => {
    const slip = slipOf([a, b]);
    const locked = applyBetSlipOddsUpdate(slip, NO_BET_SLIP_LIVE_MARKS, frame(12, 150, 7, true));
    expect(locked.slip).toBe(slip);
    expect(betSlipLockedCount(slip, locked.marks)).toBe(1);
    const stale = applyBetSlipOddsUpdate(locked.slip, locked.marks, frame(12, 999, 6, false));
    expect(stale.marks).toBe(locked.marks);
    expect(stale.slip).toBe(slip);
    const resumed = applyBetSlipOddsUpdate(locked.slip, locked.marks, frame(12, 150, 7, false));
    expect(betSlipLockedCount(slip, resumed.marks)).toBe(0);
    expect(applyBetSlipOddsUpdate(slip, NO_BET_SLIP_LIVE_MARKS, frame(99, 150, 9, true)).marks).toBe(NO_BET_SLIP_LIVE_MARKS);
  });

  it('forgets the marks of picks that left the slip', () => {
    const slip = slipOf([a, b]);
    const marks = { suspended: [12], movement: { 11: 'up' as const, 12: 'down' as const } };
    expect(pruneBetSlipLiveMarks(slip, marks)).toBe(marks);
    expect(pruneBetSlipLiveMarks(slipOf([a]), marks)).toEqual({ suspended: [], movement: { 11: 'up' } });
  });

  it('property: whatever order frames arrive in, the pick ends at the newest version with auto-change on', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ v: fc.integer({ min: 0, max: 50 }), p: fc.integer({ min: 101, max: 900 }) }), { minLength: 1, maxLength: 20 }),
        (frames) => {
          let state = { slip: slipOf([slipEntry({ id: 11, price: 185, version: 0 })]), marks: NO_BET_SLIP_LIVE_MARKS };
          for (const f of frames) state = applyBetSlipOddsUpdate(state.slip, state.marks, frame(11, f.p, f.v));
          const top = Math.max(...frames.map((f) => f.v));
          const entry = state.slip.bets[0]!;
          expect(entry.version).toBe(top);
          if (top > 0) expect(frames.some((f) => f.v === top && f.p === entry.betPrice)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});
