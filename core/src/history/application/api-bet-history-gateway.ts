import type { ApiClient } from '../../api/api-client.js';
import type { ApiDecodeError } from '../../api/client/call.js';
import type { BetHistoryQuery, BetHistorySlipDto } from '../../api/contracts/sports.js';
import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import { formatKstDate } from '../../shared/domain/kst.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type { BetHistorySlip } from '../domain/bet-history-records.js';
import { BET_HISTORY_PAGE_SIZE } from '../domain/page-links.js';
import { slipSettlementOf } from '../domain/slip-settlement.js';
import { slipStatusOf } from '../domain/slip-status.js';
import type { BetHistoryFilter, BetHistoryGateway } from './bet-history.gateway.js';

type HistoryMember = { readonly userId: string };

/** A decoded row as the feature's slip: the `status` and `settlement_flag` codes named here, once; the rest as decoded. */
export const betHistorySlipOf = ({ settlement_flag, ...dto }: BetHistorySlipDto): BetHistorySlip => ({
  ...dto,
  status: slipStatusOf(dto.status),
  settlement: slipSettlementOf(settlement_flag),
});

/**
 * Mini-game history codes are text in the feature (ntry's '08' keeps its zero) and numbers in
 * the api; a code that is not all digits cannot be sent (it would silently widen the query).
 */
function detailTypesOf(codes: readonly string[]): Result<number[] | undefined, ApiDecodeError> {
  if (codes.length === 0) return ok(undefined);
  const numbers: number[] = [];
  for (const [i, code] of codes.entries()) {
    if (!/^\d{1,9}$/.test(code)) {
      return fail({
        kind: 'decode',
        message: DEFAULT_PROBLEM_MESSAGE,
        path: `$.gameDetailTypes[${i}]`,
        detail: `${JSON.stringify(code)} is not a code`,
      });
    }
    numbers.push(Number(code));
  }
  return ok(numbers);
}

/**
 * The filter as the api's query: the date range (epoch ms, both inclusive) becomes the KST
 * calendar days `startDate`/`endDate` (inclusive), the codes become numbers, the result filter
 * 'all' is left out. The count call takes the same query; its paging fields are ignored by the
 * server but required by the client contract, so it sends the first page of 10.
 */
function historyQuery(
  member: HistoryMember,
  filter: BetHistoryFilter,
  page: number,
  perpage: number,
): Result<BetHistoryQuery, ApiDecodeError> {
  const types = detailTypesOf(filter.gameDetailTypes);
  if (!types.ok) return types;
  return ok({
    page,
    perpage,
    gameType: filter.gameType,
    memberUserId: member.userId,
    ...(types.value ? { gameDetailTypes: types.value } : {}),
    startDate: formatKstDate(filter.range.start),
    endDate: formatKstDate(filter.range.end),
    ...(filter.result === 'all' ? {} : { result: filter.result }),
  });
}

/**
 * The BetHistoryGateway over core's typed API client (GET /sports-prematch/count and
 * /bettings with user=1 added by the client). `member` reads the session's login id at call
 * time for `memberUserId`; with nobody logged in nothing is sent and the answer is the
 * server's own 401 (code 'notLoggedIn'). Rows become the feature's BetHistorySlip through
 * `betHistorySlipOf` (the slip status named). Deleting sends `{ id }` per slip.
 */
export function createApiBetHistoryGateway(api: Pick<ApiClient, 'sports'>, member: () => HistoryMember | null): BetHistoryGateway {
  const { sports } = api;
  const withQuery = async <T>(
    filter: BetHistoryFilter,
    page: number,
    perpage: number,
    send: (q: BetHistoryQuery) => Promise<Result<T, ApiError>>,
  ): Promise<Result<T, ApiError>> => {
    const m = member();
    if (!m) return fail(apiError('http', DEFAULT_PROBLEM_MESSAGE, { status: 401, code: 'notLoggedIn' }));
    const query = historyQuery(m, filter, page, perpage);
    return query.ok ? send(query.value) : query;
  };
  return {
    count: (filter) =>
      withQuery(filter, 1, BET_HISTORY_PAGE_SIZE, async (q) => {
        const r = await sports.historyCount(q);
        return r.ok ? ok(r.value.count) : r;
      }),
    list: ({ page, perPage, ...filter }) =>
      withQuery(filter, page, perPage, async (q) => {
        const r = await sports.history(q);
        return r.ok ? ok(r.value.map(betHistorySlipOf)) : r;
      }),
    cancel: (slipId) => sports.cancelBet(slipId),
    delete: (slips) => sports.deleteHistory(slips.map((s) => ({ id: s.id }))),
  };
}
