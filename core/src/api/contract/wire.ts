/**
 * A wire type: one value that is at the same time
 * - the JSON Schema of a value on the wire (the server validates requests with it, the OpenAPI
 *   document shows it, a test validates real answers against it),
 * - the decoder from the wire to the domain type (the client decodes answers with it),
 * - the encoder from the domain type to the wire (the client encodes requests with it),
 * - and, through `TypeOf` / `WireOf`, the TypeScript types of both sides.
 *
 * Money and odds cross the wire through one wire type each (`won`, `points`, `microUsdt`, `odds`),
 * so no call converts them by hand. Builders for containers are in `wire-containers.ts`.
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
import { oddsFromPrice, oddsToPrice, type Odds } from '../../shared/domain/odds.js';
import * as D from '../decode.js';

export type JsonSchema = Readonly<Record<string, unknown>>;

/** How an object field behaves when absent: required, optional (`?`), or filled with a default. */
export type Presence = 'required' | 'optional' | 'defaulted';

declare const wireBrand: unique symbol;

/** `T` is the domain value, `W` what JSON carries. */
export interface Wire<T, W = T, P extends Presence = Presence> extends D.Decoder<T> {
  readonly schema: JsonSchema;
  readonly presence: P;
  /** Domain value -> JSON value. Total: every `T` has a wire form. */
  encode(value: T): W;
  /** Type-level only: the wire type (never read at run time). */
  readonly [wireBrand]?: W;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- inference over any wire type
export type AnyWire = Wire<any, any>;
/** A wire value that must be present. */
export type Req<T, W = T> = Wire<T, W, 'required'>;

export type TypeOf<X> = X extends Wire<infer T, infer _W> ? T : never;
export type WireOf<X> = X extends Wire<infer _T, infer W> ? W : never;

/** The one constructor: a schema, a decoder and an encoder that agree. */
export function wire<T, W>(schema: JsonSchema, decoder: D.Decoder<T>, encode: (value: T) => W): Req<T, W> {
  return { schema, presence: 'required', encode, decode: (input, path) => decoder.decode(input, path) };
}

const identity = <T>(v: T): T => v;

/* ------------------------------------------------------------------ limits */

/** Ids of rows: positive safe integers. */
export const MAX_ID = Number.MAX_SAFE_INTEGER;
/** A won amount no request may exceed (one trillion). */
export const MAX_WON = 1_000_000_000_000;
/** Micro-USDT no request may exceed (one billion USDT). */
export const MAX_MICRO_USDT = 1_000_000_000_000_000;
/** Points no request may exceed. */
export const MAX_POINTS = 1_000_000_000_000;
/** The highest decimal price a request may carry (odds are capped far below). */
export const MAX_PRICE = 1_000_000;
export const MAX_PER_PAGE = 100;

/* ------------------------------------------------------------------ numbers */

const inRange = (min: number, max: number) => (n: number) => (n >= min && n <= max ? ok(n) : fail(`integer from ${min} to ${max}`));

/** A whole number in [min, max]. */
export const int = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): Req<number> =>
  wire({ type: 'integer', minimum: min, maximum: max }, D.andThen(D.integer, inRange(min, max)), identity);

/** A row id (1 .. MAX_ID). */
export const id = (): Req<number> => int(1, MAX_ID);

/** A row id or 0 (answers may carry 0 for "none"). */
export const idOrZero = (): Req<number> => int(0, MAX_ID);

/** A decimal number (rates). */
export const number = (min = -Number.MAX_VALUE, max = Number.MAX_VALUE): Req<number> =>
  wire(
    { type: 'number', minimum: min, maximum: max },
    D.andThen(D.number, (n) => (n >= min && n <= max ? ok(n) : fail(`number from ${min} to ${max}`))),
    identity,
  );

/** Whole won: the one way won crosses the wire. */
export const won = (min = 0, max = MAX_WON): Req<Won, number> =>
  wire({ type: 'integer', minimum: min, maximum: max }, D.map(D.andThen(D.integer, inRange(min, max)), toWon), (w) => w as number);

/** A signed won amount of an answer (a ledger movement, a net result). */
export const signedWon = (): Req<Won, number> => won(-MAX_WON, MAX_WON);

export const points = (min = 0, max = MAX_POINTS): Req<Points, number> =>
  wire({ type: 'integer', minimum: min, maximum: max }, D.map(D.andThen(D.integer, inRange(min, max)), toPoints), (p) => p as number);

/** USDT as integer micro-units (1 USDT = 1,000,000) on the wire as in the domain. */
export const microUsdt = (min = 0, max = MAX_MICRO_USDT): Req<MicroUsdt, number> =>
  wire({ type: 'integer', minimum: min, maximum: max }, D.map(D.andThen(D.integer, inRange(min, max)), toMicroUsdt), (u) => u as number);

/**
 * Odds: a decimal price on the wire (`1.85`), integer hundredths in the domain (185), truncated
 * to 2 decimals by `oddsFromPrice` (spec 9). The one place odds are converted.
 */
export const odds = (): Req<Odds, number> =>
  wire(
    { type: 'number', minimum: 0, maximum: MAX_PRICE },
    D.andThen(D.number, (price) => {
      const o = oddsFromPrice(price);
      return o === null ? fail('odds price (decimal number >= 0)') : ok(o);
    }),
    oddsToPrice,
  );

/* ------------------------------------------------------------------ text and flags */

/** Any text of an answer (no length limit). */
export const string = (): Req<string> => wire({ type: 'string' }, D.string, identity);

/** Member-typed text: no HTML tags, no control characters, no script URLs (server format). */
export const text = (maxLength: number, minLength = 0): Req<string> =>
  wire(
    { type: 'string', minLength, maxLength, format: 'plain-text' },
    D.andThen(D.string, (s) =>
      s.length >= minLength && s.length <= maxLength ? ok(s) : fail(`text of ${minLength}-${maxLength} characters`),
    ),
    identity,
  );

/** Text matching a pattern (ids, codes, digits). */
export const pattern = (source: string, maxLength: number): Req<string> => {
  const re = new RegExp(source, 'u');
  return wire(
    { type: 'string', pattern: source, maxLength },
    D.andThen(D.string, (s) => (s.length <= maxLength && re.test(s) ? ok(s) : fail(`text matching ${source}`))),
    identity,
  );
};

/** Admin-written HTML (notices, messages): the server refuses scripts and handlers (format). */
export const html = (maxLength: number): Req<string> =>
  wire(
    { type: 'string', maxLength, format: 'safe-html' },
    D.andThen(D.string, (s) => (s.length <= maxLength ? ok(s) : fail(`html of at most ${maxLength}`))),
    identity,
  );

/** A real calendar day 'YYYY-MM-DD' (the server checks the calendar: format). */
export const day = (): Req<string> =>
  wire(
    { type: 'string', maxLength: 10, format: 'calendar-day' },
    D.andThen(D.string, (s) => (/^\d{4}-\d{2}-\d{2}$/.test(s) ? ok(s) : fail('YYYY-MM-DD'))),
    identity,
  );

/** A real month 'YYYY-MM'. */
export const month = (): Req<string> =>
  wire(
    { type: 'string', maxLength: 7, format: 'calendar-month' },
    D.andThen(D.string, (s) => (/^\d{4}-\d{2}$/.test(s) ? ok(s) : fail('YYYY-MM'))),
    identity,
  );

/** Date-times stay text as sent ("YYYY-MM-DD HH:mm:ss" KST or ISO 8601); features parse them. */
export const dateText = (): Req<string> => wire({ type: 'string', maxLength: 40 }, D.string, identity);

export const bool = (): Req<boolean> => wire({ type: 'boolean' }, D.boolean, identity);

/** A switch that may arrive as a boolean or 0/1; the client sends a boolean. */
export const flag = (): Req<boolean, boolean | 0 | 1> =>
  wire(
    { anyOf: [{ type: 'boolean' }, { enum: [0, 1] }] },
    D.map(D.union(D.boolean, D.literal(0, 1)), (v) => v === true || v === 1),
    identity,
  );

/** An id or code that may arrive as text or as a number; kept as text. */
export const textId = (): Req<string, string | number> =>
  wire({ type: ['string', 'integer'] }, D.map(D.union(D.string, D.integer), String), identity);

type Literal = string | number | boolean | null;

/** One of the given exact values. */
export function literal<const L extends readonly [Literal, ...Literal[]]>(...values: L): Req<L[number]> {
  return wire({ enum: [...values] }, D.literal(...values), identity);
}

/** Anything (a body the caller inspects itself); schema `{}`. */
export const unknown = (): Req<unknown> => wire({}, D.unknown, identity);

/** An answer whose content the client does not use: any body, or none. */
export const nothing = (): Req<void, unknown> => wire({}, D.succeed(undefined), () => undefined);
