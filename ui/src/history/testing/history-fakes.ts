import {
  BetHistoryViewModel,
  type BetHistoryFilter,
  type BetHistoryGateway,
  type BetHistoryPageQuery,
  type BetHistorySlip,
} from '@bet/core/history';
import { odds, ok, won, type ApiError, type Result } from '@bet/core/shared';
import { standingClock } from '../../charge/testing/charge-fakes.js';

/** A bet-history gateway serving `total` slips built by `slipAt(index)`, recording every call. */
export class ScreenHistoryGateway implements BetHistoryGateway {
  readonly queries: BetHistoryPageQuery[] = [];
  readonly cancelled: number[] = [];
  readonly deleted: number[][] = [];
  total = 2;

  async count(_filter: BetHistoryFilter): Promise<Result<number, ApiError>> {
    return ok(this.total);
  }
  async list(query: BetHistoryPageQuery): Promise<Result<readonly BetHistorySlip[], ApiError>> {
    this.queries.push(query);
    const first = (query.page - 1) * query.perPage;
    const count = Math.max(0, Math.min(query.perPage, this.total - first));
    return ok(Array.from({ length: count }, (_, i) => historySlip(first + i + 1)));
  }
  async cancel(slipId: number): Promise<Result<void, ApiError>> {
    this.cancelled.push(slipId);
    return ok(undefined);
  }
  async delete(slips: readonly BetHistorySlip[]): Promise<Result<void, ApiError>> {
    this.deleted.push(slips.map((s) => s.id));
    return ok(undefined);
  }
}

/** Slip 1 waits, slip 2 won, then alternating; two football legs each. */
export function historySlip(id: number): BetHistorySlip {
  const flag = id % 2 === 1 ? 0 : 1;
  return {
    id,
    created_at: '2026-11-22 10:15:00',
    amount: won(10_000),
    settlement: flag === 0 ? 'waiting' : 'won',
    settlement_name: flag === 0 ? '' : '적중',
    total_ratio: odds(388),
    expect_amount: won(38_800),
    win_amount: won(flag === 0 ? 0 : 38_800),
    // Spec 6: odd slips by a member of type A (shown '(A)'), even ones by a G member (shown nothing).
    user_type: flag === 0 ? 'A' : 'G',
    legs: [
      {
        startdate: '2026-11-22 19:00:00',
        league_name: 'K리그1',
        sports_betting_home_participants_name: '서울',
        sports_betting_away_participants_name: '부산',
        sports_betting_market_name: '1X2',
        sports_betting_bet_name: '1',
        sports_betting_bet_price: odds(185),
        sports_betting_score: flag === 0 ? null : '2:1',
        sports_betting_win_flag: flag === 0 ? 0 : 2,
      },
      {
        startdate: '2026-11-22 21:00:00',
        league_name: 'NBA',
        sports_betting_home_participants_name: '보스턴',
        sports_betting_away_participants_name: 'LA 레이커스',
        sports_betting_market_name: 'Under/Over',
        sports_betting_bet_name: 'Over 210.5',
        sports_betting_bet_price: odds(210),
        sports_betting_score: null,
        sports_betting_win_flag: flag === 0 ? 0 : 2,
      },
    ],
  };
}

export function historySetup() {
  const gateway = new ScreenHistoryGateway();
  return { gateway, viewModel: new BetHistoryViewModel({ gateway, clock: standingClock }) };
}
