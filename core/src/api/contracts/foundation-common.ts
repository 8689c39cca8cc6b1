/**
 * Wire pieces shared by the foundation families (auth, member, settings, money, charge, boards,
 * games, admin): answers that are a text or an object holding it, money of answers in any range,
 * text without the plain-text format, and notices the client does not read.
 */
import type { MicroUsdt, Points, Won } from '../../shared/domain/money.js';
import * as D from '../decode.js';
import * as W from '../contract/index.js';
import { ignoredAnswer, noticeShape, withSchema } from './common.js';

/** Won of an answer in any safe range (a balance row may be negative): the client stays lenient. */
export const answerWon = (): W.Req<Won, number> => W.won(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
export const answerPoints = (): W.Req<Points, number> => W.points(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
export const answerMicroUsdt = (): W.Req<MicroUsdt, number> => W.microUsdt(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);

/** A string of bounded length without the plain-text format (passwords, login ids as typed). */
export const boundedString = (maxLength: number, minLength?: number): W.Req<string> =>
  withSchema(W.string(), minLength === undefined ? { maxLength } : { minLength, maxLength });

/** Text that may be absent or null on the wire; the reader sees null. */
export const nullableText = () => W.withDefault(W.nullable(W.string()), null);

/**
 * A text answer: a JSON string, or an object holding the text in `field` (e.g. `{ "url": "..." }`).
 * The server sends the object; the client reads either.
 */
export function textOrField<const F extends string>(field: F): W.Req<string, string | { readonly [K in F]: string }> {
  const holder = W.obj({ [field]: W.string() } as Record<F, W.Req<string>>);
  return W.oneOf(
    [W.string(), holder],
    D.union(
      D.string,
      D.map(holder, (o) => (o as Record<string, string>)[field] as string),
    ),
    (text: string) => ({ [field]: text }) as { readonly [K in F]: string },
  );
}

/** The `:id` path parameter of a call on one row. */
export const idParam = W.obj({ id: W.id() });

/** The `{ message }` notice the client does not read (any body, or none, is accepted). */
export const noticeAnswer = ignoredAnswer(W.obj(noticeShape));

/** A money-moving answer the client ignores: the notice and the new row's id. */
export const idNoticeAnswer = ignoredAnswer(W.obj({ id: W.id(), ...noticeShape }));

/** A number the server validates as any number in [min, max] (decimals reach the rules' own message). */
export const anyNumberWon = (min = 0, max = W.MAX_WON): W.Req<Won, number> => withSchema(W.won(min, max), { type: 'number' });

/** A created row's id the client reads, with a notice it does not. */
export const idWithNoticeWire = W.obj({ id: W.idOrZero(), message: W.optional(W.string()) });

/** A domain value whose arrays the caller may hand over read-only (the encoders never mutate them). */
export type ReadonlyInput<T> = T extends (infer I)[]
  ? readonly ReadonlyInput<I>[]
  : T extends object
    ? { readonly [K in keyof T]: ReadonlyInput<T[K]> }
    : T;
