/**
 * Point history of spec section 7 "Points/money" (conversion itself is in ./money.ts): one
 * contract per call (both ends read these).
 *
 * GET    /point/count?memberId&pointToCashFlg=1        -> { count }
 * GET    /point?memberId&pointToCashFlg=1&page&perpage -> PointRecordDto[] (10 a page)
 * DELETE /point/{id}                                   -> { message } (ignored)
 * DELETE /point/allPoinToCash/{userId}                 -> { message, count } (ignored; spec spelling kept)
 */
import * as W from '../contract/index.js';
import { countWire, ignoredAnswer, noticeShape, pagingShape } from './common.js';

const pointRecordWire = W.obj({
  id: W.idOrZero(),
  /** Negative on a conversion to cash. */
  point: W.points(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER),
  pointMemo: W.withDefault(W.string(), ''),
  createdAt: W.dateText(),
  updatedAt: W.withDefault(W.dateText(), ''),
  status: W.withDefault(W.int(), 0),
  pointToCashFlg: W.withDefault(W.int(), 1),
});
export type PointRecordDto = W.TypeOf<typeof pointRecordWire>;

/** 1 lists conversions to cash only (the client always sends it), 0 the other movements. */
const filterShape = { memberId: W.id(), pointToCashFlg: W.optional(W.literal(0, 1)) };

const listQuery = W.obj({ ...filterShape, ...pagingShape });
export type PointListQuery = Omit<W.TypeOf<typeof listQuery>, 'pointToCashFlg'>;

export const pointCountCall = W.defineCall({ method: 'GET', path: '/point/count', query: W.obj(filterShape), response: countWire });

export const pointListCall = W.defineCall({ method: 'GET', path: '/point', query: listQuery, response: W.array(pointRecordWire) });

export const pointDeleteOneCall = W.defineCall({
  method: 'DELETE',
  path: '/point/:id',
  params: W.obj({ id: W.id() }),
  response: ignoredAnswer(W.obj(noticeShape)),
});

/** Spec spelling kept. */
export const pointDeleteAllCall = W.defineCall({
  method: 'DELETE',
  path: '/point/allPoinToCash/:userId',
  params: W.obj({ userId: W.text(64, 1) }),
  response: ignoredAnswer(W.obj({ ...noticeShape, count: W.int(0) })),
});
