import { invoke } from '../contract/index.js';
import { pointCountCall, pointDeleteAllCall, pointDeleteOneCall, pointListCall, type PointListQuery } from '../contracts/points.js';
import type { ApiCaller } from './call.js';

/** Only conversions are listed: the spec sends pointToCashFlg=1 on both calls. */
const POINT_TO_CASH_FLG = 1;

/** Point conversion history (spec section 7 "Points/money"), from the calls' contracts. */
export const createPointsApi = (call: ApiCaller) => ({
  count: (memberId: number) => invoke(call, pointCountCall, { query: { memberId, pointToCashFlg: POINT_TO_CASH_FLG } }),
  list: (query: PointListQuery) => invoke(call, pointListCall, { query: { ...query, pointToCashFlg: POINT_TO_CASH_FLG } }),
  deleteOne: (pointId: number) => invoke(call, pointDeleteOneCall, { params: { id: pointId } }),
  /** DELETE /point/allPoinToCash/{userId} (spec spelling kept). */
  deleteAll: (userId: string) => invoke(call, pointDeleteAllCall, { params: { userId } }),
});
export type PointsApi = ReturnType<typeof createPointsApi>;
