import fc from 'fast-check';
import { addBetToSlip, createBetSlip } from '../../bet-slip/domain/bet-slip.js';
import { odds } from '../../shared/domain/odds.js';
import { fixtureRecord, oddsRecord } from '../testing/sports-test-kit.js';
import { findSportsPick, sportsFixtureFromRecord, type SportsFixture } from './sports-fixture.js';
import { applySportsLiveUpdate } from './sports-live.js';
import { sportsPickRefusal, sportsSlipEntry, sportsSlipEntryFor } from './sports-slip-entry.js';

const fixtures = (): readonly SportsFixture[] => [sportsFixtureFromRecord(fixtureRecord(1)), sportsFixtureFromRecord(fixtureRecord(2))];

describe('sportsSlipEntry', () => {
  it('builds exactly the slip entry of spec section 3', () => {
    const pick = findSportsPick(fixtures(), 1, 14);
    expect(pick && sportsSlipEntry(pick)).toEqual({
      id: 14,
      betPrice: 190,
      betChangedPrice: null,
      fixtureId: 1,
      sportId: 6046,
      marketId: 2,
      marketName: 'Under/Over',
      marketNameKorean: '언더오버',
      version: 1,
      betName: 'Over',
      betNameKorean: '오버',
      betLine: '2.5',
      betBaseline: '2.5',
      slipName: '서울 vs 부산',
      gameInfo: { home_participants_name: '서울', away_participants_name: '부산', league_name: 'K리그1', sport_id: 6046 },
    });
  });

  it('is accepted by the real bet slip, which then holds exactly that entry', () => {
    const entry = sportsSlipEntryFor(fixtures(), 2, 21, 'prematch');
    if (!entry.ok) throw new Error('expected an entry');
    const { state, result } = addBetToSlip(createBetSlip({ gamePath: 'europe' }), entry.value);
    expect(result).toEqual({ ok: true, value: { added: 21, removed: [] } });
    expect(state.bets).toEqual([entry.value]);
    expect(state.games).toEqual([2]);
  });

  it('any open pick of the list goes into an empty slip unchanged', () => {
    const list = fixtures();
    const ids = list.flatMap((f) => f.markets.flatMap((m) => m.odds.map((o) => [f.id, o.id] as const)));
    fc.assert(
      fc.property(fc.constantFrom(...ids), ([fixtureId, oddsId]) => {
        const entry = sportsSlipEntryFor(list, fixtureId, oddsId, 'prematch');
        expect(entry.ok).toBe(true);
        if (!entry.ok) return;
        const { state, result } = addBetToSlip(createBetSlip(), entry.value);
        expect(result.ok).toBe(true);
        expect(state.bets).toEqual([entry.value]);
      }),
    );
  });

  it('keeps the version the member saw, for the bet request', () => {
    const moved = applySportsLiveUpdate(fixtures(), { kind: 'odds', oddsId: 11, price: odds(199), version: 6, suspended: null }).fixtures;
    expect(sportsSlipEntryFor(moved, 1, 11, 'prematch')).toMatchObject({ ok: true, value: { betPrice: 199, version: 6 } });
  });

  it('takes the pick baseline before the market baseline', () => {
    const rec = fixtureRecord(1);
    const withOwn = { ...rec, markets: [{ ...rec.markets[1]!, odds: [oddsRecord(14, 'Over', 190, { betBaseline: '3.5' })] }] };
    const pick = findSportsPick([sportsFixtureFromRecord(withOwn)], 1, 14);
    expect(pick && sportsSlipEntry(pick).betBaseline).toBe('3.5');
  });
});

describe('sportsPickRefusal', () => {
  it('refuses a suspended market or odds with the Korean message', () => {
    const suspended = applySportsLiveUpdate(fixtures(), { kind: 'market', fixtureId: 1, marketRowId: 10, suspended: true }).fixtures;
    expect(sportsSlipEntryFor(suspended, 1, 11, 'prematch')).toEqual({
      ok: false,
      error: { kind: 'oddsSuspended', message: '배당이 일시 중지되었습니다. 잠시 후 다시 선택해주세요.' },
    });
    const oddsOff = applySportsLiveUpdate(fixtures(), { kind: 'odds', oddsId: 12, price: odds(320), version: 1, suspended: true }).fixtures;
    expect(sportsSlipEntryFor(oddsOff, 1, 12, 'prematch')).toMatchObject({ ok: false, error: { kind: 'oddsSuspended' } });
  });

  it('refuses a price below 1.00 as closed', () => {
    const pick = findSportsPick(fixtures(), 1, 11);
    if (!pick) throw new Error('no pick');
    expect(sportsPickRefusal({ ...pick, odds: { ...pick.odds, price: odds(0) } }, 'prematch')?.kind).toBe('oddsSuspended');
  });

  it('refuses a pre-match pick once the game is live, and an in-play pick before it is', () => {
    const live = applySportsLiveUpdate(fixtures(), { kind: 'fixture', fixtureId: 1, status: 'inPlay' }).fixtures;
    expect(sportsSlipEntryFor(live, 1, 11, 'prematch')).toEqual({
      ok: false,
      error: { kind: 'bettingClosed', message: '베팅이 마감된 경기입니다.' },
    });
    expect(sportsSlipEntryFor(live, 1, 11, 'inplay').ok).toBe(true);
    expect(sportsSlipEntryFor(fixtures(), 1, 11, 'inplay')).toMatchObject({ ok: false, error: { kind: 'bettingClosed' } });
  });

  it('says when the pick is no longer on the list', () => {
    expect(sportsSlipEntryFor(fixtures(), 1, 99, 'prematch')).toEqual({
      ok: false,
      error: { kind: 'pickNotFound', message: '선택한 배당을 찾을 수 없습니다.' },
    });
  });
});
