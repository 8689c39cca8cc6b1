import fc from 'fast-check';
import { oddsFromPrice } from '../../shared/domain/odds.js';
import * as W from './index.js';

const decodes = <T>(w: W.Wire<T, unknown>, input: unknown): T => {
  const r = w.decode(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const refuses = (w: W.Wire<unknown, unknown>, input: unknown): string => {
  const r = w.decode(input);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(input)}`);
  return r.error.message;
};

describe('wire types', () => {
  it('describe integers, ids and money with the same ranges the server validates', () => {
    expect(W.id().schema).toEqual({ type: 'integer', minimum: 1, maximum: W.MAX_ID });
    expect(W.idOrZero().schema).toEqual({ type: 'integer', minimum: 0, maximum: W.MAX_ID });
    expect(W.won().schema).toEqual({ type: 'integer', minimum: 0, maximum: W.MAX_WON });
    expect(W.signedWon().schema).toEqual({ type: 'integer', minimum: -W.MAX_WON, maximum: W.MAX_WON });
    expect(W.points().schema).toEqual({ type: 'integer', minimum: 0, maximum: W.MAX_POINTS });
    expect(W.microUsdt().schema).toEqual({ type: 'integer', minimum: 0, maximum: W.MAX_MICRO_USDT });
    expect(W.int(1, 5).schema).toEqual({ type: 'integer', minimum: 1, maximum: 5 });
    expect(W.int().decode(-3)).toEqual({ ok: true, value: -3 });
    expect(refuses(W.id(), 0)).toMatch('integer from 1');
    expect(refuses(W.won(), 1.5)).toMatch('expected integer');
    expect(refuses(W.points(), -1)).toMatch('integer from 0');
    expect(refuses(W.microUsdt(), '1')).toMatch('expected integer');
  });

  it('carry odds as a decimal price on the wire and integer hundredths in the domain, truncated', () => {
    const o = W.odds();
    expect(o.schema).toEqual({ type: 'number', minimum: 0, maximum: W.MAX_PRICE });
    expect(decodes(o, 1.859)).toBe(185);
    expect(decodes(o, 1.15)).toBe(115);
    expect(o.encode(oddsFromPrice(2.5)!)).toBe(2.5);
    expect(refuses(o, -1)).toMatch('odds price');
  });

  it('round-trip every odds and won value through the wire', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: W.MAX_WON }), (hundredths, amount) => {
        const o = decodes(W.odds(), hundredths / 100);
        expect(decodes(W.odds(), W.odds().encode(o))).toBe(o);
        expect(decodes(W.won(), W.won().encode(decodes(W.won(), amount)))).toBe(amount);
      }),
    );
  });

  it('describe decimal numbers with a range', () => {
    expect(W.number(0, 10).schema).toEqual({ type: 'number', minimum: 0, maximum: 10 });
    expect(decodes(W.number(0, 10), 2.5)).toBe(2.5);
    expect(refuses(W.number(0, 10), 11)).toMatch('number from 0 to 10');
  });

  it('describe member text, patterns, HTML, days and months with the server formats', () => {
    expect(W.text(10, 1).schema).toEqual({ type: 'string', minLength: 1, maxLength: 10, format: 'plain-text' });
    expect(decodes(W.text(3), 'abc')).toBe('abc');
    expect(refuses(W.text(3, 1), '')).toMatch('text of 1-3');
    expect(W.pattern('^[0-9]{4}$', 4).schema).toEqual({ type: 'string', pattern: '^[0-9]{4}$', maxLength: 4 });
    expect(decodes(W.pattern('^[0-9]{4}$', 4), '1234')).toBe('1234');
    expect(refuses(W.pattern('^[0-9]{4}$', 4), '12a4')).toMatch('matching');
    expect(W.html(100).schema).toEqual({ type: 'string', maxLength: 100, format: 'safe-html' });
    expect(decodes(W.html(10), '<b>x</b>')).toBe('<b>x</b>');
    expect(refuses(W.html(2), '<b>')).toMatch('html of at most 2');
    expect(W.day().schema).toMatchObject({ format: 'calendar-day' });
    expect(decodes(W.day(), '2026-11-25')).toBe('2026-11-25');
    expect(refuses(W.day(), '2026-1-5')).toMatch('YYYY-MM-DD');
    expect(W.month().schema).toMatchObject({ format: 'calendar-month' });
    expect(decodes(W.month(), '2026-11')).toBe('2026-11');
    expect(refuses(W.month(), '11-2026')).toMatch('YYYY-MM');
    expect(decodes(W.dateText(), '2026-11-25 10:00:00')).toBe('2026-11-25 10:00:00');
    expect(decodes(W.string(), '')).toBe('');
  });

  it('read flags, text ids, literals, anything and nothing', () => {
    expect(decodes(W.flag(), 1)).toBe(true);
    expect(decodes(W.flag(), false)).toBe(false);
    expect(W.flag().encode(true)).toBe(true);
    expect(decodes(W.bool(), true)).toBe(true);
    expect(decodes(W.textId(), 12)).toBe('12');
    expect(W.textId().schema).toEqual({ type: ['string', 'integer'] });
    expect(W.literal(1, 2).schema).toEqual({ enum: [1, 2] });
    expect(refuses(W.literal(1, 2), 3)).toMatch('1 or 2');
    expect(decodes(W.unknown(), { a: 1 })).toEqual({ a: 1 });
    expect(decodes(W.nothing(), 'whatever')).toBeUndefined();
    expect(W.nothing().encode(undefined)).toBeUndefined();
  });
});

describe('wire objects', () => {
  const shape = W.obj({
    id: W.id(),
    price: W.odds(),
    note: W.optional(W.text(20)),
    page: W.withDefault(W.int(1, 100), 1),
    tags: W.array(W.string(), 3),
    owner: W.nullable(W.string()),
  });

  it('refuse unknown fields on the server and require what is neither optional nor defaulted', () => {
    expect(shape.schema).toMatchObject({ type: 'object', additionalProperties: false, required: ['id', 'price', 'tags', 'owner'] });
    expect((shape.schema.properties as Record<string, unknown>).tags).toEqual({ type: 'array', items: { type: 'string' }, maxItems: 3 });
    expect((shape.schema.properties as Record<string, unknown>).owner).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
  });

  it('decode leniently: extra fields dropped, defaults filled, optional ones left out', () => {
    expect(decodes(shape, { id: 3, price: 1.5, tags: [], owner: null, extra: true })).toEqual({
      id: 3,
      price: 150,
      page: 1,
      tags: [],
      owner: null,
    });
    expect(refuses(shape, { id: 3, price: 1.5, tags: [1], owner: null })).toBe('$.tags[0]: expected string, found number 1');
    expect(refuses(shape, [])).toMatch('expected object');
    expect(refuses(shape, { id: 3, price: 1.5, tags: [], owner: null, note: 5 })).toMatch('$.note');
  });

  it('encode the domain value to the wire (odds as prices, absent optional fields left out)', () => {
    const value = decodes(shape, { id: 3, price: 1.85, tags: ['a'], owner: 'x', page: 2 });
    expect(shape.encode(value)).toEqual({ id: 3, price: 1.85, tags: ['a'], owner: 'x', page: 2 });
    expect(W.optional(W.odds()).encode(undefined)).toBeUndefined();
    expect(W.nullable(W.odds()).encode(null)).toBeNull();
  });

  it('map dictionaries, domain views and code tables both ways', () => {
    const d = W.dict(W.odds());
    expect(d.schema).toEqual({ type: 'object', additionalProperties: W.odds().schema });
    expect(decodes(d, { a: 1.2 })).toEqual({ a: 120 });
    expect(d.encode(decodes(d, { a: 1.2 }))).toEqual({ a: 1.2 });

    const status = W.named({ waiting: 0, won: 1, lost: 2 });
    expect(status.schema).toEqual({ enum: [0, 1, 2] });
    expect(decodes(status, 1)).toBe('won');
    expect(status.encode('lost')).toBe(2);
    expect(refuses(status, 9)).toMatch('0 or 1 or 2');

    const upper = W.mapped(
      W.string(),
      (s) => s.toUpperCase(),
      (s) => s.toLowerCase(),
    );
    expect(decodes(upper, 'ab')).toBe('AB');
    expect(upper.encode('AB')).toBe('ab');
  });
});

describe('call contracts', () => {
  const call = W.defineCall({
    method: 'POST',
    path: '/member/:id/items/:name',
    params: W.obj({ id: W.id(), name: W.string() }),
    query: W.obj({ page: W.int(1, 9) }),
    body: W.obj({ price: W.odds() }),
    response: W.obj({ ok: W.bool() }),
    moneyMoving: true,
  });

  it('give the server its JSON Schemas keyed as Fastify reads them', () => {
    expect(Object.keys(W.routeSchemas(call))).toEqual(['params', 'querystring', 'body']);
    const bare = W.defineCall({ method: 'GET', path: '/x', response: W.nothing() });
    expect(W.routeSchemas(bare)).toEqual({});
    expect(bare.moneyMoving).toBe(false);
  });

  it('give the client one request: path filled and encoded, query and body encoded, the intent key kept', () => {
    const price = decodes(W.odds(), 1.9);
    const req = W.toApiCall(
      call,
      { params: { id: 7, name: 'a b' }, query: { page: 2 }, body: { price } },
      {
        intent: { idempotencyKey: 'key-12345678' } as never,
        headers: { 'X-A': '1' },
      },
    );
    expect(req).toMatchObject({
      method: 'POST',
      path: '/member/7/items/a%20b',
      query: { page: 2 },
      body: { price: 1.9 },
      headers: { 'X-A': '1' },
      moneyMoving: true,
      idempotencyKey: 'key-12345678',
    });
    expect(req.decoder).toBe(call.response);
  });

  it('refuses to build a path without its parameter (a programmer error)', () => {
    expect(() => W.fillPath('/member/:id', {})).toThrow('missing path parameter id');
  });

  it('invokes through the one caller', async () => {
    const seen: unknown[] = [];
    const result = await W.invoke(
      async (spec) => {
        seen.push(spec.path);
        return spec.decoder.decode({ ok: true }) as never;
      },
      W.defineCall({ method: 'GET', path: '/ping', response: W.obj({ ok: W.bool() }) }),
      {},
    );
    expect(seen).toEqual(['/ping']);
    expect(result).toEqual({ ok: true, value: { ok: true } });
  });
});
