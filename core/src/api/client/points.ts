import * as D from '../decode.js';
import { countDtoDecoder, nothingDecoder } from '../contracts/common.js';
import { pointRecordDtoDecoder, type PointListQuery } from '../contracts/points.js';
import { path, type ApiCaller } from './call.js';

/** Only conversions are listed: the spec sends pointToCashFlg=1 on both calls. */
const POINT_TO_CASH_FLG = 1;

/** Point conversion history (spec section 7 "Points/money"). */
export const createPointsApi = (call: ApiCaller) => ({
  count: (memberId: number) =>
    call({ method: 'GET', path: '/point/count', query: { memberId, pointToCashFlg: POINT_TO_CASH_FLG }, decoder: countDtoDecoder }),
  list: (query: PointListQuery) =>
    call({
      method: 'GET',
      path: '/point',
      query: { ...query, pointToCashFlg: POINT_TO_CASH_FLG },
      decoder: D.array(pointRecordDtoDecoder),
    }),
  deleteOne: (pointId: number) => call({ method: 'DELETE', path: path`/point/${pointId}`, decoder: nothingDecoder }),
  /** DELETE /point/allPoinToCash/{userId} (spec spelling kept). */
  deleteAll: (userId: string) => call({ method: 'DELETE', path: path`/point/allPoinToCash/${userId}`, decoder: nothingDecoder }),
});
export type PointsApi = ReturnType<typeof createPointsApi>;
