/**
 * Wire types built from others: objects, arrays, nullable, optional and defaulted fields, domain
 * mappings and alternatives. Objects are strict on the server (unknown fields refused:
 * `additionalProperties: false`) and lenient in the client's decoder (extra fields ignored), so a
 * server may add a field before the client knows it.
 */
import { fail, ok } from '../../shared/domain/result.js';
import * as D from '../decode.js';
import { wire, type AnyWire, type JsonSchema, type Req, type TypeOf, type Wire, type WireOf } from './wire.js';

/* ------------------------------------------------------------------ presence */

/** A field that may be absent on both ends (`key?: T`). */
export const optional = <T, W>(w: Wire<T, W>): Wire<T | undefined, W | undefined, 'optional'> => ({
  schema: w.schema,
  presence: 'optional',
  encode: (v) => (v === undefined ? undefined : w.encode(v)),
  decode: (input, path) => (input === undefined ? ok(undefined) : w.decode(input, path)),
});

/**
 * A field the sender may leave out (or send null) and the reader then sees `fallback`: optional
 * on the wire, always present in the domain. A present value must still pass `w`.
 */
export const withDefault = <T, W>(w: Wire<T, W>, fallback: T): Wire<T, W | undefined, 'defaulted'> => ({
  schema: w.schema,
  presence: 'defaulted',
  encode: (v) => w.encode(v),
  decode: (input, path) => (input === undefined || input === null ? ok(fallback) : w.decode(input, path)),
});

export const nullable = <T, W>(w: Wire<T, W>): Req<T | null, W | null> =>
  wire({ anyOf: [w.schema, { type: 'null' }] }, D.nullable(w), (v) => (v === null ? null : w.encode(v)));

/* ------------------------------------------------------------------ containers */

export const array = <T, W>(item: Wire<T, W>, maxItems = 10_000): Req<T[], W[]> =>
  wire({ type: 'array', items: item.schema, maxItems }, D.array(item), (list) => list.map((v) => item.encode(v)));

/** A JSON object used as a dictionary of one value type. */
export const dict = <T, W>(value: Wire<T, W>): Req<Record<string, T>, Record<string, W>> =>
  wire({ type: 'object', additionalProperties: value.schema }, D.dict(value), (rec) =>
    Object.fromEntries(Object.entries(rec).map(([k, v]) => [k, value.encode(v)])),
  );

type Shape = Record<string, AnyWire>;
type KeysWhere<S extends Shape, P> = { [K in keyof S]: S[K]['presence'] extends P ? K : never }[keyof S];
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The domain side: optional fields are `?`, defaulted ones always present. */
export type DomainObject<S extends Shape> = Simplify<
  { readonly [K in Exclude<keyof S, KeysWhere<S, 'optional'>>]: TypeOf<S[K]> } & {
    readonly [K in KeysWhere<S, 'optional'>]?: TypeOf<S[K]>;
  }
>;

/** The wire side: optional and defaulted fields are `?` (the sender may leave them out). */
export type WireObject<S extends Shape> = Simplify<
  { readonly [K in Exclude<keyof S, KeysWhere<S, 'optional' | 'defaulted'>>]: WireOf<S[K]> } & {
    readonly [K in KeysWhere<S, 'optional' | 'defaulted'>]?: Exclude<WireOf<S[K]>, undefined>;
  }
>;

/** An object with exactly these fields on the wire; required unless optional or defaulted. */
export function obj<S extends Shape>(shape: S): Req<DomainObject<S>, WireObject<S>> {
  const keys = Object.keys(shape);
  const schema: JsonSchema = {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(keys.map((k) => [k, (shape[k] as AnyWire).schema])),
    required: keys.filter((k) => (shape[k] as AnyWire).presence === 'required'),
  };
  const decoder = D.decoder<DomainObject<S>>((input, path) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return D.decodeFailure(path, 'object', input);
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const raw = Object.hasOwn(input, key) ? (input as Record<string, unknown>)[key] : undefined;
      const r = (shape[key] as AnyWire).decode(raw, D.fieldPath(path, key));
      if (!r.ok) return r;
      if (r.value !== undefined || raw !== undefined) out[key] = r.value;
    }
    return ok(out as DomainObject<S>);
  });
  const encode = (value: DomainObject<S>): WireObject<S> => {
    const out: Record<string, unknown> = {};
    for (const key of keys) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = (shape[key] as AnyWire).encode(v);
    }
    return out as WireObject<S>;
  };
  return wire(schema, decoder, encode);
}

/* ------------------------------------------------------------------ mappings */

/**
 * A domain view of another wire type: `to` after decoding, `from` before encoding (both total).
 * E.g. a wire code 0/1/2 read as a named status.
 */
export const mapped = <A, W, B>(w: Wire<A, W>, to: (a: A) => B, from: (b: B) => A): Req<B, W> =>
  wire(w.schema, D.map(w, to), (b) => w.encode(from(b)));

/** A code table: each wire literal read as a name, and back. */
export function named<const C extends Record<string, string | number>>(codes: C): Req<keyof C & string, C[keyof C]> {
  const entries = Object.entries(codes);
  const byCode = new Map(entries.map(([name, code]) => [code, name]));
  return wire(
    { enum: entries.map(([, code]) => code) },
    D.andThen(D.unknown, (raw) => {
      const name = byCode.get(raw as string | number);
      return name === undefined ? fail(entries.map(([, c]) => JSON.stringify(c)).join(' or ')) : ok(name as keyof C & string);
    }),
    (name) => codes[name] as C[keyof C],
  );
}

/**
 * Alternatives an answer may take (decode: the first that accepts); the client never sends one,
 * so its encoder is the given function (the canonical form).
 */
export function oneOf<T, W>(alternatives: readonly AnyWire[], decoder: D.Decoder<T>, encode: (value: T) => W): Req<T, W> {
  return wire({ anyOf: alternatives.map((a) => a.schema) }, decoder, encode);
}
