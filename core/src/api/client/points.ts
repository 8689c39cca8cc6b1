import { invoke } from '../contract/index.js';
import { pointCountCall, pointDeleteAllCall, pointDeleteOneCall, pointListCall, type PointListQuery } from '../contracts/points.js';
import type { ApiCaller } from './call.js';

/** The point exchange page sends pointToCashFlg=1 on both calls (spec 7): conversions only. */
const POINT_TO_CASH_FLG = 1;

/** 'conversions' (the spec's pointToCashFlg=1, the default) or 'all' (my page's point history: no flag sent). */
export type PointRecordScope = 'conversions' | 'all';

const flagOf = (scope: PointRecordScope) => (scope === 'all' ? {} : ({ pointToCashFlg: POINT_TO_CASH_FLG } as const));

/** Point history (spec section 7 "Points/money"), from the calls' contracts. */
export const createPointsApi = (call: ApiCaller) => ({
  count: (memberId: number, scope: PointRecordScope = 'conversions') =>
    invoke(call, pointCountCall, { query: { memberId, ...flagOf(scope) } }),
  list: (query: PointListQuery, scope: PointRecordScope = 'conversions') =>
    invoke(call, pointListCall, { query: { ...query, ...flagOf(scope) } }),
  deleteOne: (pointId: number) => invoke(call, pointDeleteOneCall, { params: { id: pointId } }),
  /** DELETE /point/allPoinToCash/{userId} (spec spelling kept). */
  deleteAll: (userId: string) => invoke(call, pointDeleteAllCall, { params: { userId } }),
});
export type PointsApi = ReturnType<typeof createPointsApi>;
