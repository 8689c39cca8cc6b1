import { odds } from '../../shared/domain/odds.js';
import { createBetSlip } from './bet-slip.js';
import {
  applyBetSlipOddsChange,
  betSlipGamePathOfRoute,
  clearBetSlip,
  onBetSlipRouteChange,
  setBetSlipGamePath,
  toggleBetSlipAutoChange,
} from './bet-slip.events.js';
import type { BetSlipState } from './bet-slip.types.js';
import { addAll, bonusEntry, miniEntry, slipEntry } from '../testing/bet-slip-fixtures.js';

const prices = (s: BetSlipState): [number, number, number | null, number][] =>
  [...s.bets, ...s.esbets].map((e) => [e.id, e.betPrice, e.betChangedPrice, e.version]);

describe('BetSlip events', () => {
  describe('odds changes', () => {
    it('records the new price and version and replaces the price with auto-change on', () => {
      const s = addAll([slipEntry({ id: 1, price: 185, version: 1 }), slipEntry({ id: 2, fixtureId: 2 })]);
      const out = applyBetSlipOddsChange(s, 1, odds(190), 2);
      expect(out.result).toEqual({ ok: true, value: 1 });
      expect(prices(out.state)[0]).toEqual([1, 190, 190, 2]);
      expect(out.state.status).toBe(s.status + 1);
    });

    it('keeps the old price with auto-change off', () => {
      const s = toggleBetSlipAutoChange(addAll([slipEntry({ id: 1, price: 185 })]), false).state;
      expect(prices(applyBetSlipOddsChange(s, 1, odds(170), 3).state)).toEqual([[1, 185, 170, 3]]);
    });

    it('ignores unknown odds ids and events older than the pick', () => {
      const s = addAll([slipEntry({ id: 1, price: 185, version: 5 })]);
      expect(applyBetSlipOddsChange(s, 2, odds(170), 6)).toEqual({ state: s, result: { ok: true, value: 0 } });
      expect(applyBetSlipOddsChange(s, 1, odds(170), 4).state).toBe(s);
    });

    it('does not lower a pick below 1.30 while a bonus is present', () => {
      const s = addAll([slipEntry({ id: 11, price: 150 }), bonusEntry(1)]);
      expect(prices(applyBetSlipOddsChange(s, 11, odds(125), 2).state)[0]).toEqual([11, 150, 125, 2]);
    });

    it('updates virtual picks too', () => {
      const s = addAll([slipEntry({ id: 1, price: 185 })], setBetSlipGamePath(createBetSlip(), 'bet365'));
      expect(prices(applyBetSlipOddsChange(s, 1, odds(200), 2).state)).toEqual([[1, 200, 200, 2]]);
    });
  });

  describe('auto-change toggle', () => {
    it('toggles, or sets an explicit value, and accepts pending moves when turned on', () => {
      const off = toggleBetSlipAutoChange(addAll([slipEntry({ id: 1, price: 185 })])).state;
      expect(off.autoChangeOdds).toBe(false);
      const moved = applyBetSlipOddsChange(off, 1, odds(210), 2).state;
      expect(toggleBetSlipAutoChange(moved, false).state).toBe(moved);
      const on = toggleBetSlipAutoChange(moved, true);
      expect(on.result).toEqual({ ok: true, value: true });
      expect(prices(on.state)).toEqual([[1, 210, 210, 2]]);
    });

    it('keeps a pending move below 1.30 pending while a bonus is present', () => {
      let s = toggleBetSlipAutoChange(addAll([slipEntry({ id: 11, price: 150 }), bonusEntry(1)]), false).state;
      s = applyBetSlipOddsChange(s, 11, odds(120), 2).state;
      expect(prices(toggleBetSlipAutoChange(s).state)[0]).toEqual([11, 150, 120, 2]);
    });
  });

  it('clear empties bets, esbets and games and keeps the settings', () => {
    const s = toggleBetSlipAutoChange(addAll([slipEntry({ id: 1 })]), false).state;
    const cleared = clearBetSlip(s);
    expect(cleared).toMatchObject({ bets: [], esbets: [], games: [], autoChangeOdds: false, gamePath: 'europe' });
    expect(cleared.status).toBe(s.status + 1);
    expect(clearBetSlip(cleared)).toBe(cleared);
  });

  it('a new game path empties the slip; the same path changes nothing', () => {
    const s = addAll([slipEntry({ id: 1 })]);
    expect(setBetSlipGamePath(s, 'europe')).toBe(s);
    const korea = setBetSlipGamePath(s, 'korea');
    expect(korea).toMatchObject({ gamePath: 'korea', bets: [], games: [] });
    expect(korea.status).toBeGreaterThan(s.status);
    expect(setBetSlipGamePath(createBetSlip(), 'inplay').status).toBe(1);
  });

  describe('route changes', () => {
    it('maps routes to game paths', () => {
      expect(betSlipGamePathOfRoute('/europe?sportId=1')).toBe('europe');
      expect(betSlipGamePathOfRoute('/korea')).toBe('korea');
      expect(betSlipGamePathOfRoute('/bet365/dog')).toBe('bet365');
      expect(betSlipGamePathOfRoute('/minigame/lotus/')).toBe('minigame');
      expect(betSlipGamePathOfRoute('/inplay')).toBe('inplay');
      expect(betSlipGamePathOfRoute('/mypage/message')).toBeNull();
      expect(betSlipGamePathOfRoute('/')).toBeNull();
    });

    it('drops virtual picks when the route changes', () => {
      const s = addAll([slipEntry({ id: 1, fixtureId: 4 })], setBetSlipGamePath(createBetSlip(), 'bet365'));
      expect(onBetSlipRouteChange(s, '/bet365/soccer', '/bet365/soccer?x=1')).toBe(s);
      const next = onBetSlipRouteChange(s, '/bet365/soccer', '/bet365/dog');
      expect(next).toMatchObject({ esbets: [], games: [], gamePath: 'bet365' });
    });

    it('drops mini-game picks when the route changes but keeps sports picks on pages without a slip', () => {
      const mini = addAll([miniEntry({ id: 1, gameId: 301, round: 5 })], setBetSlipGamePath(createBetSlip(), 'minigame'));
      expect(onBetSlipRouteChange(mini, '/minigame/lotus', '/minigame/token')).toMatchObject({ bets: [], games: [] });
      const sports = addAll([slipEntry({ id: 1 })]);
      expect(onBetSlipRouteChange(sports, '/europe', '/mypage/message')).toBe(sports);
    });

    it('empties the slip when the new route belongs to another game path', () => {
      const sports = addAll([slipEntry({ id: 1 })]);
      expect(onBetSlipRouteChange(sports, '/europe', '/korea')).toMatchObject({ gamePath: 'korea', bets: [] });
      expect(onBetSlipRouteChange(sports, '/europe?a=1', '/europe?a=2')).toBe(sports);
    });

    it('sets the game path of the first page even though the pathname did not change (a page loaded directly)', () => {
      const first = onBetSlipRouteChange(createBetSlip(), '/bet365/soccer', '/bet365/soccer');
      expect(first.gamePath).toBe('bet365');
      expect(onBetSlipRouteChange(first, '/mypage/message', '/mypage/message')).toBe(first);
    });
  });
});
