import fc from 'fast-check';
import * as D from './decode.js';

/**
 * Random schemas, each interpreted twice: as a decoder, and as an "encoder" (an arbitrary of
 * JSON inputs the schema describes, with the value they must decode to). `exact` is false where
 * the expected value cannot be known up front (a union may be answered by an earlier branch).
 */
type Literal = string | number | boolean | null;
type Schema =
  | { readonly t: 'string' | 'number' | 'integer' | 'boolean' }
  | { readonly t: 'literal'; readonly values: readonly [Literal, ...Literal[]] }
  | { readonly t: 'nullable' | 'array' | 'dict' | 'mapped'; readonly of: Schema }
  | { readonly t: 'withDefault'; readonly of: Schema; readonly fallback: string }
  | { readonly t: 'object'; readonly fields: readonly (readonly [string, Schema, boolean])[] }
  | { readonly t: 'union'; readonly of: readonly [Schema, ...Schema[]] };

interface Sample {
  readonly input: unknown;
  readonly expected: unknown;
  readonly exact: boolean;
}

const key = fc.stringMatching(/^[a-z][a-zA-Z0-9 _-]{0,6}$/);
// No null literal: every schema must be able to produce a non-null input (the modifiers filter on it).
const literalValue: fc.Arbitrary<Literal> = fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean());

const { schema } = fc.letrec<{ schema: Schema }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Schema>({ t: 'string' }, { t: 'number' }, { t: 'integer' }, { t: 'boolean' }),
    fc.array(literalValue, { minLength: 1, maxLength: 3 }).map((v) => ({ t: 'literal', values: v as [Literal, ...Literal[]] }) as Schema),
    fc.record({ t: fc.constantFrom('nullable', 'array', 'dict', 'mapped' as const), of: tie('schema') }) as fc.Arbitrary<Schema>,
    fc.record({ t: fc.constant('withDefault' as const), of: tie('schema'), fallback: fc.string({ maxLength: 3 }) }),
    fc.record({
      t: fc.constant('object' as const),
      fields: fc.uniqueArray(fc.tuple(key, tie('schema'), fc.boolean()), { maxLength: 4, selector: (f) => f[0] }),
    }),
    fc
      .array(tie('schema'), { minLength: 1, maxLength: 3 })
      .map((of): Schema => ({ t: 'union', of: of as unknown as readonly [Schema, ...Schema[]] })),
  ),
}));

function toDecoder(s: Schema): D.Decoder<unknown> {
  switch (s.t) {
    case 'string':
      return D.string;
    case 'number':
      return D.number;
    case 'integer':
      return D.integer;
    case 'boolean':
      return D.boolean;
    case 'literal':
      return D.literal(...s.values);
    case 'nullable':
      return D.nullable(toDecoder(s.of));
    case 'array':
      return D.array(toDecoder(s.of));
    case 'dict':
      return D.dict(toDecoder(s.of));
    case 'mapped':
      return D.map(toDecoder(s.of), (v) => ({ wrapped: v }));
    case 'withDefault':
      return D.withDefault(toDecoder(s.of), s.fallback as unknown);
    case 'object':
      return D.object(Object.fromEntries(s.fields.map(([k, f, opt]) => [k, opt ? D.optional(toDecoder(f)) : toDecoder(f)])));
    case 'union': {
      const [first, ...rest] = s.of.map(toDecoder);
      return D.union(first as D.Decoder<unknown>, ...rest);
    }
  }
}

const all = (samples: readonly Sample[]): boolean => samples.every((x) => x.exact);

function samples(s: Schema): fc.Arbitrary<Sample> {
  const same = (v: unknown): Sample => ({ input: v, expected: v, exact: true });
  switch (s.t) {
    case 'string':
      return fc.string().map(same);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true }).map(same);
    case 'integer':
      return fc.maxSafeInteger().map(same);
    case 'boolean':
      return fc.boolean().map(same);
    case 'literal':
      return fc.constantFrom(...s.values).map(same);
    // null is answered by `nullable` itself, before the inner decoder sees it.
    case 'nullable':
      return fc.oneof(
        fc.constant(same(null)),
        samples(s.of).filter((x) => x.input !== null),
      );
    case 'array':
      return fc
        .array(samples(s.of), { maxLength: 4 })
        .map((xs) => ({ input: xs.map((x) => x.input), expected: xs.map((x) => x.expected), exact: all(xs) }));
    case 'dict':
      return fc.uniqueArray(fc.tuple(key, samples(s.of)), { maxLength: 3, selector: (e) => e[0] }).map((es) => ({
        input: Object.fromEntries(es.map(([k, x]) => [k, x.input])),
        expected: Object.fromEntries(es.map(([k, x]) => [k, x.expected])),
        exact: all(es.map((e) => e[1])),
      }));
    case 'mapped':
      return samples(s.of).map((x) => ({ ...x, expected: { wrapped: x.expected } }));
    case 'withDefault':
      return fc.oneof(
        fc.constant({ input: undefined, expected: s.fallback, exact: true }),
        fc.constant({ input: null, expected: s.fallback, exact: true }),
        samples(s.of).filter((x) => x.input !== null && x.input !== undefined),
      );
    case 'object': {
      const fields = s.fields.map(([k, f, opt]) =>
        fc.tuple(fc.constant(k), opt ? fc.option(samples(f), { nil: undefined }) : samples(f), fc.constant(opt)),
      );
      // Extra keys start with a capital letter, so they never meet a schema key.
      const extra = fc.dictionary(fc.stringMatching(/^X_[a-z]{1,3}$/), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 });
      return fc.tuple(fc.tuple(...fields), extra).map(([fs, ex]) => {
        const input: Record<string, unknown> = { ...ex };
        const expected: Record<string, unknown> = {};
        let exact = true;
        for (const [k, x, opt] of fs) {
          if (x === undefined) continue; // an optional field left out
          if (x.input !== undefined) input[k] = x.input;
          if (opt && x.input === undefined) continue; // optional wins over an inner default
          expected[k] = x.expected;
          exact &&= x.exact;
        }
        return { input, expected, exact };
      });
    }
    case 'union':
      return fc.oneof(...s.of.map(samples)).map((x) => ({ ...x, exact: false }));
  }
}

const schemaWithSample = schema.chain((s) => samples(s).map((x) => [s, x] as const));

describe('decode properties', () => {
  it('accepts every value its encoder produces, and yields the expected value', () => {
    fc.assert(
      fc.property(schemaWithSample, ([s, x]) => {
        const r = toDecoder(s).decode(x.input);
        expect(r.ok).toBe(true);
        if (r.ok && x.exact) expect(r.value).toEqual(x.expected);
      }),
      { numRuns: 100 },
    );
  });

  it('never throws on arbitrary JSON, and every failure names a path from the root', () => {
    fc.assert(
      fc.property(schema, fc.jsonValue(), (s, json) => {
        const r = toDecoder(s).decode(json);
        if (!r.ok) {
          expect(r.error.path.startsWith('$')).toBe(true);
          expect(r.error.message.startsWith(`${r.error.path}: expected `)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('points at the index of the one bad element of an array', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeInteger(), { minLength: 1, maxLength: 20 }), fc.nat(), fc.string(), (xs, at, bad) => {
        const i = at % xs.length;
        const input: unknown[] = [...xs];
        input[i] = bad;
        const r = D.array(D.integer).decode(input);
        expect(r.ok ? null : r.error.path).toBe(`$[${i}]`);
      }),
    );
  });
});
