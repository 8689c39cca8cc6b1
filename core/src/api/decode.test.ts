import { ok, fail } from '../shared/domain/result.js';
import * as D from './decode.js';

const errorOf = <T>(d: D.Decoder<T>, input: unknown): D.DecodeFailure => {
  const r = d.decode(input);
  if (r.ok) throw new Error(`expected a failure, got ${JSON.stringify(r.value)}`);
  return r.error;
};

describe('decode: primitives', () => {
  it('accepts matching values and names what it expected and found', () => {
    expect(D.string.decode('a')).toEqual(ok('a'));
    expect(D.boolean.decode(false)).toEqual(ok(false));
    expect(errorOf(D.number, '1.85').message).toBe('$: expected number, found string "1.85"');
    expect(errorOf(D.string, null).message).toBe('$: expected string, found null');
    expect(errorOf(D.boolean, undefined).message).toBe('$: expected boolean, found nothing');
    expect(errorOf(D.string, [1]).found).toBe('array');
    expect(errorOf(D.string, {}).found).toBe('object');
  });

  it('refuses non-finite numbers and integers that are fractional or unsafe', () => {
    expect(errorOf(D.number, Number.NaN).expected).toBe('number');
    expect(errorOf(D.number, Number.POSITIVE_INFINITY).expected).toBe('number');
    expect(D.integer.decode(-42)).toEqual(ok(-42));
    expect(errorOf(D.integer, 1.5).message).toBe('$: expected integer, found number 1.5');
    expect(errorOf(D.integer, 2 ** 53).expected).toBe('integer');
  });

  it('cuts long strings in the description so a failure never copies a payload', () => {
    expect(D.describeFound('x'.repeat(100))).toBe(`string "${'x'.repeat(24)}…"`);
    expect(D.describeFound(() => 1)).toBe('function');
  });

  it('literal accepts only the listed values', () => {
    const userType = D.literal('G', 'A', 'T');
    expect(userType.decode('T')).toEqual(ok('T'));
    expect(errorOf(userType, 'X').message).toBe('$: expected "G" or "A" or "T", found string "X"');
    expect(errorOf(D.literal(0, 1), true).expected).toBe('0 or 1');
  });

  it('unknown and succeed accept anything', () => {
    expect(D.unknown.decode({ a: 1 })).toEqual(ok({ a: 1 }));
    expect(D.succeed(7).decode('ignored')).toEqual(ok(7));
  });
});

describe('decode: modifiers', () => {
  it('nullable admits null only', () => {
    expect(D.nullable(D.string).decode(null)).toEqual(ok(null));
    expect(errorOf(D.nullable(D.string), undefined).expected).toBe('string');
  });

  it('optional admits a missing value only', () => {
    expect(D.optional(D.string).decode(undefined)).toEqual(ok(undefined));
    expect(errorOf(D.optional(D.string), null).expected).toBe('string');
  });

  it('withDefault fills absent or null values but still refuses a wrong one', () => {
    const d = D.withDefault(D.integer, 0);
    expect(d.decode(undefined)).toEqual(ok(0));
    expect(d.decode(null)).toEqual(ok(0));
    expect(d.decode(5)).toEqual(ok(5));
    expect(errorOf(d, '5').expected).toBe('integer');
  });

  it('map transforms and andThen refines with a named expectation', () => {
    expect(D.map(D.integer, (n) => n * 2).decode(4)).toEqual(ok(8));
    expect(
      errorOf(
        D.map(D.integer, (n) => n * 2),
        'x',
      ).expected,
    ).toBe('integer');
    const positive = D.andThen(D.integer, (n) => (n > 0 ? ok(n) : fail('positive integer')));
    expect(positive.decode(3)).toEqual(ok(3));
    expect(errorOf(positive, 0).message).toBe('$: expected positive integer, found number 0');
    expect(errorOf(positive, 'x').expected).toBe('integer');
  });
});

describe('decode: containers', () => {
  const leg = D.object({ betPrice: D.number, betName: D.optional(D.string) });
  const slip = D.object({ bettings: D.array(leg) });

  it('names the path of a bad value deep inside', () => {
    const input = { bettings: [{ betPrice: 1.5 }, { betPrice: 2 }, { betPrice: '1.85' }] };
    expect(errorOf(slip, input).message).toBe('$.bettings[2].betPrice: expected number, found string "1.85"');
    expect(errorOf(slip, input).depth).toBe(3);
    expect(errorOf(slip, { bettings: {} }).path).toBe('$.bettings');
  });

  it('quotes keys that are not identifiers', () => {
    expect(errorOf(D.object({ 'a b': D.string }), {}).path).toBe('$["a b"]');
    expect(errorOf(D.dict(D.integer), { ok: 1, 'x-y': 'z' }).path).toBe('$["x-y"]');
  });

  it('object keeps known fields, drops extra ones and leaves absent optional fields out', () => {
    const r = leg.decode({ betPrice: 1.5, extra: true });
    expect(r).toEqual(ok({ betPrice: 1.5 }));
    expect(r.ok && 'betName' in r.value).toBe(false);
    expect(leg.decode({ betPrice: 1.5, betName: '홈승' })).toEqual(ok({ betPrice: 1.5, betName: '홈승' }));
  });

  it('object reads own fields only, never the prototype', () => {
    expect(errorOf(D.object({ toString: D.unknown, constructor: D.string }), {}).path).toBe('$.constructor');
    expect(errorOf(D.object({ a: D.string }), [1]).expected).toBe('object');
    expect(errorOf(D.object({ a: D.string }), null).expected).toBe('object');
  });

  it('dict decodes every own value, including a "__proto__" key, without touching prototypes', () => {
    const input = JSON.parse('{"a":1,"__proto__":2}') as unknown;
    const r = D.dict(D.integer).decode(input);
    expect(r.ok && Object.keys(r.value)).toEqual(['a', '__proto__']);
    expect(r.ok && Object.getPrototypeOf(r.value)).toBe(Object.prototype);
    expect(errorOf(D.dict(D.integer), [1]).expected).toBe('object');
  });

  it('array refuses non-arrays', () => {
    expect(errorOf(D.array(D.string), 'abc').message).toBe('$: expected array, found string "abc"');
  });
});

describe('decode: union', () => {
  it('takes the first alternative that accepts', () => {
    const d = D.union(
      D.map(D.string, (s) => `s:${s}`),
      D.map(D.integer, (n) => `n:${n}`),
    );
    expect(d.decode('a')).toEqual(ok('s:a'));
    expect(d.decode(3)).toEqual(ok('n:3'));
    expect(D.oneOf).toBe(D.union);
  });

  it('merges expectations that failed at the same spot', () => {
    expect(errorOf(D.union(D.string, D.integer), true).message).toBe('$: expected string or integer, found boolean true');
  });

  it('reports the alternative that got deepest', () => {
    const d = D.union(D.string, D.object({ account: D.string }));
    expect(errorOf(d, { account: 3 }).message).toBe('$.account: expected string, found number 3');
  });

  it('mentions equally deep failures at other paths in the message', () => {
    const d = D.union(D.object({ a: D.string }), D.object({ b: D.string }));
    const e = errorOf(d, {});
    expect(e.path).toBe('$.a');
    expect(e.message).toBe('$.a: expected string, found nothing; or $.b: expected string, found nothing');
  });
});
