/**
 * Point history of spec section 7 "Points/money" (conversion itself is in ./money.ts).
 *
 * GET    /point/count?memberId&pointToCashFlg=1        -> { count }
 * GET    /point?memberId&pointToCashFlg=1&page&perpage -> PointRecordDto[] (10 a page)
 * DELETE /point/{id}                                   -> ignored body
 * DELETE /point/allPoinToCash/{userId}                 -> ignored body (spec spelling kept)
 */
import type { Points } from '../../shared/domain/money.js';
import * as D from '../decode.js';
import { dateTextDecoder, idDecoder, pointsDecoder } from './common.js';

export interface PointRecordDto {
  readonly id: number;
  /** Negative on a conversion to cash. */
  readonly point: Points;
  readonly pointMemo: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly status: number;
  readonly pointToCashFlg: number;
}

export const pointRecordDtoDecoder: D.Decoder<PointRecordDto> = D.object({
  id: idDecoder,
  point: pointsDecoder,
  pointMemo: D.withDefault(D.string, ''),
  createdAt: dateTextDecoder,
  updatedAt: D.withDefault(dateTextDecoder, ''),
  status: D.withDefault(D.integer, 0),
  pointToCashFlg: D.withDefault(D.integer, 1),
});

export interface PointListQuery {
  readonly memberId: number;
  readonly page: number;
  readonly perpage: number;
}
