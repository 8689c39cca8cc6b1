import { addBetToSlip, betSlipActiveEntries, changeBetInSlip, createBetSlip, removeBetFromSlip } from './bet-slip.js';
import { setBetSlipGamePath } from './bet-slip.events.js';
import { isCombinationAllowed } from './fixture-rules.js';
import type { BetSlipEntry, BetSlipState } from './bet-slip.types.js';
import { addAll, miniEntry, slipEntry } from '../testing/bet-slip-fixtures.js';

const ids = (s: BetSlipState): number[] => betSlipActiveEntries(s).map((e) => e.id);

const BASKETBALL = 48242;
const FOOTBALL = 6046;

describe('BetSlip aggregate', () => {
  it('starts empty on the europe path with auto-change on and revision 0', () => {
    expect(createBetSlip()).toEqual({ games: [], bets: [], esbets: [], gamePath: 'europe', autoChangeOdds: true, status: 0 });
  });

  it('adds a pick, records its game and bumps the revision', () => {
    const out = addBetToSlip(createBetSlip(), slipEntry({ id: 11, fixtureId: 5 }));
    expect(out.result).toEqual({ ok: true, value: { added: 11, removed: [] } });
    expect(out.state.games).toEqual([5]);
    expect(out.state.status).toBe(1);
  });

  it('removes a pick when the same odds id is added again', () => {
    const s = addAll([slipEntry({ id: 11, fixtureId: 5 })]);
    const out = addBetToSlip(s, slipEntry({ id: 11, fixtureId: 5 }));
    expect(out.result).toEqual({ ok: true, value: { added: null, removed: [11] } });
    expect(out.state.bets).toEqual([]);
    expect(out.state.games).toEqual([]);
  });

  it('removes the game with its last pick but keeps it while another pick on it remains', () => {
    const s = addAll([
      slipEntry({ id: 1, fixtureId: 7, sportId: BASKETBALL, marketName: '1X2' }),
      slipEntry({ id: 2, fixtureId: 7, sportId: BASKETBALL, marketName: 'Handicap' }),
      slipEntry({ id: 3, fixtureId: 8 }),
    ]);
    const one = removeBetFromSlip(s, 1).state;
    expect(one.games).toEqual([7, 8]);
    const two = removeBetFromSlip(one, 2).state;
    expect(two.games).toEqual([8]);
  });

  it('refuses to remove a pick that is not in the slip', () => {
    const s = createBetSlip();
    const out = removeBetFromSlip(s, 99);
    expect(out.state).toBe(s);
    expect(out.result).toEqual({ ok: false, error: { kind: 'betNotFound', message: '선택한 베팅을 찾을 수 없습니다.' } });
  });

  it('replaces the pick on the same fixture for a sport without combination', () => {
    const s = addAll([slipEntry({ id: 1, fixtureId: 3, sportId: FOOTBALL, marketName: '1X2' })]);
    const out = addBetToSlip(s, slipEntry({ id: 2, fixtureId: 3, sportId: FOOTBALL, marketName: 'Under/Over' }));
    expect(out.result).toEqual({ ok: true, value: { added: 2, removed: [1] } });
    expect(ids(out.state)).toEqual([2]);
  });

  it('allows two picks of different categories on one fixture of a combination sport', () => {
    const s = addAll([
      slipEntry({ id: 1, fixtureId: 3, sportId: BASKETBALL, marketName: '1X2' }),
      slipEntry({ id: 2, fixtureId: 3, sportId: BASKETBALL, marketName: 'Under/Over' }),
    ]);
    expect(ids(s)).toEqual([1, 2]);
    expect(s.games).toEqual([3]);
  });

  it('replaces the pick of the same category on a combination fixture', () => {
    const s = addAll([slipEntry({ id: 1, fixtureId: 3, sportId: BASKETBALL, marketName: '1X2' })]);
    const out = addBetToSlip(s, slipEntry({ id: 4, fixtureId: 3, sportId: BASKETBALL, marketName: '1X2', betName: 'Away' }));
    expect(ids(out.state)).toEqual([4]);
  });

  it('keeps the pick of the differing category when a fixture already has two picks', () => {
    const s = addAll([
      slipEntry({ id: 1, fixtureId: 3, sportId: BASKETBALL, marketName: '1X2' }),
      slipEntry({ id: 2, fixtureId: 3, sportId: BASKETBALL, marketName: 'Under/Over' }),
    ]);
    const sameAsFirst = addBetToSlip(s, slipEntry({ id: 5, fixtureId: 3, sportId: BASKETBALL, marketName: '1X2' }));
    expect(ids(sameAsFirst.state)).toEqual([2, 5]);
    const sameAsSecond = addBetToSlip(s, slipEntry({ id: 6, fixtureId: 3, sportId: BASKETBALL, marketName: 'Under/Over' }));
    expect(ids(sameAsSecond.state)).toEqual([1, 6]);
    // A third category: the older pick goes, the newer one stays, never more than two.
    const third = addBetToSlip(s, slipEntry({ id: 7, fixtureId: 3, sportId: BASKETBALL, marketName: 'Handicap' }));
    expect(ids(third.state)).toEqual([2, 7]);
  });

  it('uses the in-play combination list on the inplay path', () => {
    expect(isCombinationAllowed(154914, false)).toBe(true);
    expect(isCombinationAllowed(154914, true)).toBe(false);
    expect(isCombinationAllowed(687890, true)).toBe(true);
    const baseball = (id: number, marketName: string): BetSlipEntry => slipEntry({ id, fixtureId: 9, sportId: 154914, marketName });
    const prematch = addAll([baseball(1, '1X2'), baseball(2, 'Under/Over')]);
    expect(ids(prematch)).toEqual([1, 2]);
    const inplay = addAll([baseball(1, '1X2'), baseball(2, 'Under/Over')], setBetSlipGamePath(createBetSlip(), 'inplay'));
    expect(ids(inplay)).toEqual([2]);
  });

  it('keeps virtual picks in esbets on the bet365 path', () => {
    const s = addAll([slipEntry({ id: 1, fixtureId: 3 })], setBetSlipGamePath(createBetSlip(), 'bet365'));
    expect(s.esbets.map((e) => e.id)).toEqual([1]);
    expect(s.bets).toEqual([]);
    expect(s.games).toEqual([3]);
  });

  it('keeps one mini-game pick per game and round', () => {
    const s = addAll([miniEntry({ id: 1, gameId: 301, round: 10 }), miniEntry({ id: 2, gameId: 301, round: 11 })]);
    const out = addBetToSlip(s, miniEntry({ id: 3, gameId: 301, round: 10 }));
    expect(ids(out.state)).toEqual([2, 3]);
    const changed = changeBetInSlip(out.state, miniEntry({ id: 4, gameId: 301, round: 11 }));
    expect(ids(changed.state)).toEqual([3, 4]);
  });

  describe('change', () => {
    const start = (): BetSlipState =>
      addAll([
        slipEntry({ id: 1, fixtureId: 3, sportId: BASKETBALL, marketName: '1X2' }),
        slipEntry({ id: 2, fixtureId: 3, sportId: BASKETBALL, marketName: 'Under/Over' }),
        slipEntry({ id: 3, fixtureId: 4 }),
      ]);

    it("by default ('sameFixture') replaces every pick on the fixture", () => {
      const out = changeBetInSlip(start(), slipEntry({ id: 9, fixtureId: 3, sportId: BASKETBALL, marketName: 'Under/Over' }));
      expect(out.result).toEqual({ ok: true, value: { added: 9, removed: [1, 2] } });
      expect(ids(out.state)).toEqual([3, 9]);
    });

    it("under 'sameFixtureAndMarket' replaces only the pick of the same market", () => {
      const out = changeBetInSlip(
        start(),
        slipEntry({ id: 9, fixtureId: 3, sportId: BASKETBALL, marketName: 'Under/Over' }),
        'sameFixtureAndMarket',
      );
      expect(out.result).toEqual({ ok: true, value: { added: 9, removed: [2] } });
      expect(ids(out.state)).toEqual([1, 3, 9]);
    });

    it('places the pick by the add rules when nothing matches', () => {
      const s = addAll([slipEntry({ id: 1, fixtureId: 3, marketName: '1X2' })]);
      const out = changeBetInSlip(s, slipEntry({ id: 2, fixtureId: 3, marketName: 'Handicap' }), 'sameFixtureAndMarket');
      expect(ids(out.state)).toEqual([2]);
      const fresh = changeBetInSlip(s, slipEntry({ id: 5, fixtureId: 8 }));
      expect(ids(fresh.state)).toEqual([1, 5]);
    });

    it('updates a pick changed to itself without duplicating it', () => {
      const s = addAll([slipEntry({ id: 1, fixtureId: 3, marketName: '1X2' })]);
      const out = changeBetInSlip(s, slipEntry({ id: 1, fixtureId: 3, marketName: '1X2', price: 250 }));
      expect(betSlipActiveEntries(out.state).map((e) => [e.id, e.betPrice])).toEqual([[1, 250]]);
      expect(out.result).toEqual({ ok: true, value: { added: 1, removed: [] } });
    });
  });
});
