import fc from 'fast-check';
import { won } from '../../shared/domain/money.js';
import { odds, totalOdds } from '../../shared/domain/odds.js';
import { historyTime, type BetHistoryLeg, type BetHistorySlip } from './bet-history-records.js';
import { LEG_WIN_FLAG_POLICIES } from './leg-win-flag.js';
import { betHistoryLegScore, betHistorySlipSummary } from './slip-summary.js';

const leg = (flag: number, price: number): BetHistoryLeg => ({
  startdate: '2026-11-22 19:00:00',
  league_name: 'K리그1',
  sports_betting_home_participants_name: '울산',
  sports_betting_away_participants_name: '전북',
  sports_betting_market_name: '승무패',
  sports_betting_bet_name: '홈',
  sports_betting_bet_price: odds(price),
  sports_betting_score: null,
  sports_betting_win_flag: flag,
});

const slip = (over: Partial<BetHistorySlip> = {}): BetHistorySlip => ({
  id: 5,
  created_at: '2026-11-22T09:00:00Z',
  amount: won(10_000),
  settlement: 'won',
  settlement_name: null,
  total_ratio: odds(388),
  expect_amount: won(38_800),
  win_amount: won(38_800),
  legs: [leg(2, 185), leg(2, 210)],
  ...over,
});

describe('slip summary', () => {
  it('shows the summary columns of a settled slip', () => {
    const s = betHistorySlipSummary(slip());
    expect(s).toMatchObject({
      id: 5,
      placedAt: '2026-11-22 18:00:00',
      stake: 10_000,
      odds: 388,
      realOdds: 388,
      expectedPayout: 38_800,
      actualPayout: 38_800,
      settlementLabel: '적중',
      tone: 'red',
      action: 'delete',
      winBetName: null,
    });
    expect(s.legs[0]).toEqual({
      startTime: '2026-11-22 19:00:00',
      league: 'K리그1',
      home: '울산',
      away: '전북',
      market: '승무패',
      pick: '홈',
      score: '-',
      price: 185,
      oddsId: null,
      outcome: 'won',
      outcomeLabel: '적중',
      tone: 'red',
    });
  });

  it("shows a leg's score as the server wrote it, and '-' for a leg without one (never an empty cell)", () => {
    const scored = betHistorySlipSummary(slip({ legs: [{ ...leg(2, 185), sports_betting_score: '2:1' }] }));
    expect(scored.legs[0]?.score).toBe('2:1');
    expect(betHistoryLegScore(null)).toBe('-');
    expect(betHistoryLegScore(undefined)).toBe('-');
    expect(betHistoryLegScore(' ')).toBe('-');
    expect(betHistoryLegScore('0:0')).toBe('0:0');
  });

  it('shows a waiting slip with Cancel and no payout yet, and a lost one with zero real odds', () => {
    const waiting = betHistorySlipSummary(slip({ settlement: 'waiting', win_amount: null, win_bet_name: '홀' }));
    expect([waiting.action, waiting.actualPayout, waiting.winBetName]).toEqual(['cancel', 0, '홀']);
    const lost = betHistorySlipSummary(slip({ settlement: 'lost', legs: [leg(1, 150), leg(2, 200)] }), LEG_WIN_FLAG_POLICIES.simple);
    expect([lost.realOdds, lost.tone, lost.legs[0]?.outcomeLabel]).toEqual([0, 'blue', '미적중']);
  });

  it('shows server times in KST, converting zoned text and keeping unreadable text', () => {
    expect(historyTime('2026-11-22 10:00:00')).toBe('2026-11-22 10:00:00');
    expect(historyTime('2026-11-22T01:00:00+09:00')).toBe('2026-11-22 01:00:00');
    expect(historyTime('어제')).toBe('어제');
    expect(historyTime(undefined)).toBe('');
  });

  it('property: real odds never exceed the product of the leg prices', () => {
    const legs = fc.array(fc.record({ flag: fc.integer({ min: -1, max: 5 }), price: fc.integer({ min: 100, max: 2_000 }) }), {
      minLength: 1,
      maxLength: 6,
    });
    fc.assert(
      fc.property(legs, fc.constantFrom(...Object.values(LEG_WIN_FLAG_POLICIES)), (rows, policy) => {
        const s = betHistorySlipSummary(slip({ legs: rows.map((r) => leg(r.flag, r.price)) }), policy);
        expect(s.realOdds).toBeLessThanOrEqual(totalOdds(rows.map((r) => odds(r.price))));
      }),
    );
  });
});
