/**
 * Wire building blocks shared by the resource families: notices, paging, `{ count }`, stakes,
 * extra schema keywords, ignored answers, queries without keys and open objects.
 *
 * Naming rule for member keys (docs/api-conventions.md leaves it open, so this file fixes it):
 * a path segment, query key or field named `userId` (also `memberUserId`) carries the member's
 * login id `User.userId` (text); `memberId` and a member's `{id}` carry the numeric `User.id`.
 */
import type { Won } from '../../shared/domain/money.js';
import * as D from '../decode.js';
import * as W from '../contract/index.js';

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

/* ------------------------------------------------------------------ wire building blocks */

/** The paging fields of a list query (`page` from 1), as every list validates them. */
export const pagingShape = { page: W.int(1, 100_000), perpage: W.int(1, W.MAX_PER_PAGE) };

/** `GET .../count` answers. */
export const countWire = W.obj({ count: W.int(0) });

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

/**
 * The body of every answer that is not a 2xx (docs/api-conventions.md): `message`, the Korean
 * sentence the member reads, and `code`, the machine code clients branch on (never the text).
 * Some refusals add fields of their own (the moved odds of a slip), so others are allowed. The
 * server sends it (server/src/plugins/errors.ts); the OpenAPI document shows it for 4xx and 5xx.
 */
export const errorAnswer = withSchema(W.obj({ message: W.string(), code: W.string() }), { additionalProperties: true });

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
