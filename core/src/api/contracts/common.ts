/**
 * Building blocks shared by the resource families: money, odds, flags, ids, `{ count }`, `{ id }`.
 *
 * Naming rule for member keys (docs/api-conventions.md leaves it open, so this file fixes it):
 * a path segment, query key or field named `userId` (also `memberUserId`) carries the member's
 * login id `User.userId` (text); `memberId` and a member's `{id}` carry the numeric `User.id`.
 */
import { fail, ok } from '../../shared/domain/result.js';
import {
  microUsdt as toMicroUsdt,
  points as toPoints,
  won as toWon,
  type MicroUsdt,
  type Points,
  type Won,
} from '../../shared/domain/money.js';
import { oddsFromPrice, type Odds } from '../../shared/domain/odds.js';
import * as D from '../decode.js';
import * as W from '../contract/index.js';

/** Positive-or-zero safe integer id (row ids, fixture ids, odds ids). */
export const idDecoder: D.Decoder<number> = D.andThen(D.integer, (n) => (n >= 0 ? ok(n) : fail('id (integer >= 0)')));

/** Whole won, any sign (a balance row may be negative). */
export const wonDecoder: D.Decoder<Won> = D.map(D.integer, toWon);
export const pointsDecoder: D.Decoder<Points> = D.map(D.integer, toPoints);
/** USDT amounts travel as integer micro-units (1 USDT = 1,000,000). */
export const microUsdtDecoder: D.Decoder<MicroUsdt> = D.map(D.integer, toMicroUsdt);

/** A decimal price (`1.85`) truncated to core's integer hundredths (185) by `oddsFromPrice`. */
export const oddsDecoder: D.Decoder<Odds> = D.andThen(D.number, (price) => {
  const o = oddsFromPrice(price);
  return o === null ? fail('odds price (decimal number >= 0)') : ok(o);
});

/** A switch the spec calls "on/off" or "true": the server may send a boolean or 0/1. */
export const flagDecoder: D.Decoder<boolean> = D.map(D.union(D.boolean, D.literal(0, 1)), (v) => v === true || v === 1);

/** An id or code that may arrive as text or as a number; kept as text. */
export const textIdDecoder: D.Decoder<string> = D.map(D.union(D.string, D.integer), String);

/** A call whose answer carries nothing the client uses (any body, or none, is accepted). */
export const nothingDecoder: D.Decoder<void> = D.succeed(undefined);

/** A text answer: a JSON string, or an object holding the text in `field` (e.g. `{ "url": "..." }`). */
export const textOrFieldDecoder = (field: string): D.Decoder<string> =>
  D.union(
    D.string,
    D.map(D.object({ [field]: D.string }), (o) => o[field] as string),
  );

/** An optional Korean text for an alert, e.g. `{ "message": "쿠폰이 지급되었습니다." }`. */
export interface ServerNoticeDto {
  readonly message: string | null;
}
const noticeObject = W.obj({ message: W.withDefault(W.nullable(W.string()), null) });

/** The wire type of `ServerNoticeDto`: an object, a bare text, or no body at all. */
export const serverNoticeWire = W.withDefault(
  W.oneOf(
    [noticeObject, W.string()],
    D.union(
      noticeObject,
      D.map(D.string, (message) => ({ message })),
    ),
    noticeObject.encode,
  ),
  { message: null },
);
export const serverNoticeDtoDecoder: D.Decoder<ServerNoticeDto> = serverNoticeWire;

/* ------------------------------------------------------------------ wire building blocks */

/** The paging fields of a list query (`page` from 1), as every list validates them. */
export const pagingShape = { page: W.int(1, 100_000), perpage: W.int(1, W.MAX_PER_PAGE) };

/** `GET .../count` answers. */
export const countWire = W.obj({ count: W.int(0) });
export type CountDto = W.TypeOf<typeof countWire>;
export const countDtoDecoder: D.Decoder<CountDto> = countWire;

/**
 * The same wire type with extra JSON Schema keywords (a `default` the server fills in, a `type`
 * beside an `enum` so a wrong type gets its own Korean message). Decoder and encoder unchanged.
 */
export const withSchema = <T, Wv, P extends W.Presence>(w: W.Wire<T, Wv, P>, extra: W.JsonSchema): W.Wire<T, Wv, P> => ({
  ...w,
  schema: { ...w.schema, ...extra },
});

/**
 * An answer the client does not read: the server must send exactly `w` (its schema and wire
 * type), the client accepts any body, or none, and sees nothing. Never encoded (the client does
 * not send answers).
 */
export const ignoredAnswer = <T, Wv>(w: W.Wire<T, Wv>): W.Req<void, Wv> =>
  W.wire(w.schema, D.succeed(undefined), () => {
    throw new Error('an ignored answer has no wire form');
  });

/** The `{ message }` notice an ignored answer carries. */
export const noticeShape = { message: W.string() };

/**
 * A stake in won: a whole number in the domain, validated by the server as any number within
 * ±MAX_WON so that a decimal stake gets the betting rules' own Korean message, not a schema error.
 */
export const stakeWire = (): W.Req<Won, number> => withSchema(W.won(-W.MAX_WON, W.MAX_WON), { type: 'number' });

/**
 * A call that takes no query: the server refuses any query key (400, like unknown body fields);
 * the client sends none.
 */
export const noQueryWire: W.Req<Readonly<Record<string, never>>, Readonly<Record<string, never>> | undefined> = W.wire(
  { type: 'object', additionalProperties: false, properties: {} },
  D.succeed({}),
  () => undefined,
);

/** An object that may carry more fields than these (path parameters; rows sent back whole). */
export function looseObj<S extends Record<string, W.AnyWire>>(shape: S): W.Req<W.DomainObject<S>, W.WireObject<S>> {
  const { additionalProperties: _open, ...schema } = W.obj(shape).schema;
  return { ...W.obj(shape), schema };
}

/** An object wire whose required fields the server checks in this order (ajv names the first missing one). */
export const requiredInOrder = <T, Wv>(w: W.Req<T, Wv>, order: readonly (keyof Wv & string)[]): W.Req<T, Wv> =>
  withSchema(w, { required: order });

/** Won of an answer, any safe integer (a balance row may be negative). */
export const anyWonWire = (): W.Req<Won, number> => W.won(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
