/**
 * A tiny decoder-combinator library (no dependencies). Server JSON is `unknown` until a decoder
 * has checked it; a decoder never throws, it returns a `Result` whose failure names the path of
 * the offending value: `$.bettings[2].betPrice: expected number, found string "1.85"`.
 *
 * Objects decode their known fields and ignore extra ones, so the server may add fields freely.
 */
import { fail, ok, type Result } from '../shared/domain/result.js';

export interface DecodeFailure {
  /** Where the bad value sits, from the root `$` (e.g. `$.rows[2].id`). */
  readonly path: string;
  /** Steps from the root (0 for `$`); a union reports the alternative that got deepest. */
  readonly depth: number;
  /** What the decoder wanted there (e.g. `integer`, `"G" or "A"`). */
  readonly expected: string;
  /** A short description of what was there (never the whole value). */
  readonly found: string;
  /** `path: expected X, found Y`, for logs and test messages. */
  readonly message: string;
}

export type DecodeResult<T> = Result<T, DecodeFailure>;

/** Where a decoder is looking: the printed path and its depth (for choosing a union's best error). */
export interface DecodePath {
  readonly text: string;
  readonly depth: number;
}

export const ROOT_PATH: DecodePath = { text: '$', depth: 0 };

export interface Decoder<T> {
  /** Checks `input` (found at `path`, the root by default). Never throws. */
  decode(input: unknown, path?: DecodePath): DecodeResult<T>;
}

/** A decoder whose field may be absent: `object` makes such a key optional in its type. */
export interface OptionalDecoder<T> extends Decoder<T | undefined> {
  readonly optional: true;
}

export type DecodedType<D> = D extends Decoder<infer T> ? T : never;

/* ------------------------------------------------------------------ helpers */

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export const fieldPath = (path: DecodePath, key: string): DecodePath => ({
  text: IDENTIFIER.test(key) ? `${path.text}.${key}` : `${path.text}[${JSON.stringify(key)}]`,
  depth: path.depth + 1,
});

export const indexPath = (path: DecodePath, index: number): DecodePath => ({
  text: `${path.text}[${index}]`,
  depth: path.depth + 1,
});

/** A short, bounded description of a value, so a failure never copies a large payload. */
export function describeFound(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return `string ${JSON.stringify(value.length > 24 ? `${value.slice(0, 24)}…` : value)}`;
    case 'number':
    case 'boolean':
      return `${typeof value} ${String(value)}`;
    default:
      return typeof value;
  }
}

export function decodeFailure(path: DecodePath, expected: string, value: unknown): { ok: false; error: DecodeFailure } {
  const found = describeFound(value);
  return fail({ path: path.text, depth: path.depth, expected, found, message: `${path.text}: expected ${expected}, found ${found}` });
}

/** Builds a decoder from a check function. */
export const decoder = <T>(run: (input: unknown, path: DecodePath) => DecodeResult<T>): Decoder<T> => ({
  decode: (input, path = ROOT_PATH) => run(input, path),
});

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Own property only: a missing `toString` field must not read `Object.prototype.toString`. */
const ownField = (obj: Record<string, unknown>, key: string): unknown => (Object.hasOwn(obj, key) ? obj[key] : undefined);

/* ------------------------------------------------------------------ primitives */

const primitive = <T>(expected: string, test: (v: unknown) => v is T): Decoder<T> =>
  decoder((input, path) => (test(input) ? ok(input) : decodeFailure(path, expected, input)));

export const string: Decoder<string> = primitive('string', (v): v is string => typeof v === 'string');

/** A finite number (JSON has no NaN or Infinity, but a text body parsed elsewhere might). */
export const number: Decoder<number> = primitive('number', (v): v is number => typeof v === 'number' && Number.isFinite(v));

/** A safe integer: money, ids and counts must be exact. */
export const integer: Decoder<number> = primitive('integer', (v): v is number => Number.isSafeInteger(v));

export const boolean: Decoder<boolean> = primitive('boolean', (v): v is boolean => typeof v === 'boolean');

/** Accepts anything as is (for bodies a caller inspects itself). */
export const unknown: Decoder<unknown> = decoder((input) => ok(input));

/** Ignores the input and yields `value` (e.g. a call whose answer carries nothing we use). */
export const succeed = <T>(value: T): Decoder<T> => decoder(() => ok(value));

type Literal = string | number | boolean | null;

/** One of the given exact values: `literal('G', 'A', 'T')`. */
export function literal<const L extends readonly [Literal, ...Literal[]]>(...values: L): Decoder<L[number]> {
  const expected = values.map((v) => JSON.stringify(v)).join(' or ');
  return decoder((input, path) => (values.some((v) => v === input) ? ok(input as L[number]) : decodeFailure(path, expected, input)));
}

/* ------------------------------------------------------------------ modifiers */

export const nullable = <T>(d: Decoder<T>): Decoder<T | null> =>
  decoder<T | null>((input, path) => (input === null ? ok(null) : d.decode(input, path)));

/** Absent (or `undefined`) gives `undefined`; inside `object` the key becomes optional. */
export const optional = <T>(d: Decoder<T>): OptionalDecoder<T> => ({
  optional: true,
  decode: (input, path = ROOT_PATH): DecodeResult<T | undefined> => (input === undefined ? ok(undefined) : d.decode(input, path)),
});

/**
 * Absent or null gives `fallback`; a present value must still pass `d` (bad data stays visible
 * instead of being papered over by the default).
 */
export const withDefault = <T>(d: Decoder<T>, fallback: T): Decoder<T> =>
  decoder((input, path) => (input === undefined || input === null ? ok(fallback) : d.decode(input, path)));

/** Transforms a decoded value. `f` must not throw (keep it total). */
export const map = <A, B>(d: Decoder<A>, f: (a: A) => B): Decoder<B> =>
  decoder((input, path) => {
    const r = d.decode(input, path);
    return r.ok ? ok(f(r.value)) : r;
  });

/** Checks a decoded value further: `f` returns the new value, or a failure saying what was expected. */
export const andThen = <A, B>(d: Decoder<A>, f: (a: A) => Result<B, string>): Decoder<B> =>
  decoder((input, path) => {
    const r = d.decode(input, path);
    if (!r.ok) return r;
    const next = f(r.value);
    return next.ok ? next : decodeFailure(path, next.error, input);
  });

/* ------------------------------------------------------------------ containers */

export const array = <T>(item: Decoder<T>): Decoder<T[]> =>
  decoder((input, path) => {
    if (!Array.isArray(input)) return decodeFailure(path, 'array', input);
    const out: T[] = [];
    for (let i = 0; i < input.length; i += 1) {
      const r = item.decode(input[i], indexPath(path, i));
      if (!r.ok) return r;
      out.push(r.value);
    }
    return ok(out);
  });

/** A JSON object used as a dictionary: every own value must pass `value`. */
export const dict = <T>(value: Decoder<T>): Decoder<Record<string, T>> =>
  decoder((input, path) => {
    if (!isRecord(input)) return decodeFailure(path, 'object', input);
    const out: Record<string, T> = {};
    for (const key of Object.keys(input)) {
      const r = value.decode(input[key], fieldPath(path, key));
      if (!r.ok) return r;
      Object.defineProperty(out, key, { value: r.value, enumerable: true, writable: true, configurable: true });
    }
    return ok(out);
  });

type Shape = Record<string, Decoder<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalDecoder<unknown> ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};
export type ObjectOf<S extends Shape> = Simplify<
  { readonly [K in Exclude<keyof S, OptionalKeys<S>>]: DecodedType<S[K]> } & {
    readonly [K in OptionalKeys<S>]?: DecodedType<S[K]>;
  }
>;

/** An object with the given known fields; extra fields are ignored (and dropped). */
export function object<S extends Shape>(shape: S): Decoder<ObjectOf<S>> {
  const keys = Object.keys(shape);
  return decoder((input, path) => {
    if (!isRecord(input)) return decodeFailure(path, 'object', input);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const field = shape[key] as Decoder<unknown>;
      const raw = ownField(input, key);
      const r = field.decode(raw, fieldPath(path, key));
      if (!r.ok) return r;
      if (r.value !== undefined || raw !== undefined) out[key] = r.value;
    }
    return ok(out as ObjectOf<S>);
  });
}

/**
 * The first alternative that accepts the input. When none does, the failure of the alternative
 * that got deepest is reported (it is the one the data most likely meant); failures at the same
 * depth and path are merged into one `expected A or B`; equally deep failures elsewhere are added
 * to the message (the path is the first alternative's).
 */
export function union<const Ds extends readonly [Decoder<unknown>, ...Decoder<unknown>[]]>(
  ...alternatives: Ds
): Decoder<DecodedType<Ds[number]>> {
  return decoder((input, path) => {
    const failures: DecodeFailure[] = [];
    for (const alt of alternatives) {
      const r = alt.decode(input, path);
      if (r.ok) return ok(r.value as DecodedType<Ds[number]>);
      failures.push(r.error);
    }
    const deepest = Math.max(...failures.map((f) => f.depth));
    const best = failures.filter((f) => f.depth === deepest);
    const first = best[0] as DecodeFailure;
    const sameSpot = best.filter((f) => f.path === first.path);
    const expected = [...new Set(sameSpot.map((f) => f.expected))].join(' or ');
    const elsewhere = best.filter((f) => f.path !== first.path).map((f) => f.message);
    const message = [`${first.path}: expected ${expected}, found ${first.found}`, ...elsewhere].join('; or ');
    return fail({ ...first, expected, message });
  });
}

/** Same as `union`; reads better for a choice between alternatives of one meaning. */
export const oneOf = union;
