import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { BetHistorySlip } from '../domain/bet-history-records.js';
import type { BetHistoryDateRange } from '../domain/date-range.js';
import type { BetResultFilter } from '../domain/result-filter.js';
import { portToken } from '../../shared/ports/port-token.js';

/** What the history asks for; the adapter turns it into the query of spec 7 (memberUserId and user=1 from the session). */
export interface BetHistoryFilter {
  readonly gameType: number;
  /** Empty means every detail type of the game type. */
  readonly gameDetailTypes: readonly string[];
  readonly range: BetHistoryDateRange;
  readonly result: BetResultFilter;
}

export interface BetHistoryPageQuery extends BetHistoryFilter {
  /** From 1. */
  readonly page: number;
  readonly perPage: number;
}

/** Server calls of the bet history (spec 7). */
export interface BetHistoryGateway {
  /** GET /sports-prematch/count with the filter. */
  count(filter: BetHistoryFilter): Promise<Result<number, ApiError>>;
  /** GET /sports-prematch/bettings with the filter and page. */
  list(query: BetHistoryPageQuery): Promise<Result<readonly BetHistorySlip[], ApiError>>;
  /** POST /sports-prematch/user/cancelAll/{slipId}: cancels a waiting slip (irreversible). */
  cancel(slipId: number): Promise<Result<void, ApiError>>;
  /** POST /sports-prematch/user-delete with the slips' descriptors: hides settled slips. */
  delete(slips: readonly BetHistorySlip[]): Promise<Result<void, ApiError>>;
}
export const BetHistoryGateway = portToken<BetHistoryGateway>('BetHistoryGateway');
