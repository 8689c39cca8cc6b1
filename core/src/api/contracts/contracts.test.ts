import fc from 'fast-check';
import { apiError } from '../../shared/domain/api-error.js';
import { odds, type Odds } from '../../shared/domain/odds.js';
import type { Decoder } from '../decode.js';
import * as W from '../contract/index.js';
import * as contracts from './index.js';
import { answerMicroUsdt, answerPoints, answerWon, textOrField } from './foundation-common.js';

const isDecoder = (v: unknown): v is Decoder<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { decode?: unknown }).decode === 'function';
/** Every exported wire type and the answer of every exported call contract. */
const decoders = Object.entries(contracts as Record<string, unknown>).flatMap(([name, v]): [string, Decoder<unknown>][] => {
  if (isDecoder(v)) return [[name, v]];
  const response = (v as { response?: unknown } | null)?.response;
  return isDecoder(response) ? [[`${name}.response`, response]] : [];
});
const anyOdds = fc.integer({ min: 0, max: 100_000_000 }).map((n) => odds(n));

describe('API contracts', () => {
  it("exports a decoder for every response shape (the calls' answers included)", () => {
    expect(decoders.length).toBeGreaterThanOrEqual(30);
  });

  it('no contract decoder throws on arbitrary JSON', () => {
    const all = [...decoders, ['textOrField(url)', textOrField('url')] as const];
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), (json) => all.every(([, d]) => typeof d.decode(json).ok === 'boolean')),
      { numRuns: 100 },
    );
  });

  it('odds survive the trip to a decimal price and back', () => {
    fc.assert(fc.property(anyOdds, (o) => expect(W.odds().decode(W.odds().encode(o))).toEqual({ ok: true, value: o })));
  });

  it('odds prices are truncated to 2 decimals, never rounded, and negatives are refused', () => {
    expect(W.odds().decode(1.859)).toEqual({ ok: true, value: 185 });
    expect(W.odds().decode(1.15)).toEqual({ ok: true, value: 115 });
    expect(W.odds().decode(-1.5).ok).toBe(false);
  });

  it('money decoders accept every safe integer and refuse fractions', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (n) => {
        expect(answerWon().decode(n)).toEqual({ ok: true, value: n });
        expect(answerMicroUsdt().decode(n)).toEqual({ ok: true, value: n });
        expect(answerPoints().decode(n)).toEqual({ ok: true, value: n });
      }),
    );
    fc.assert(fc.property(fc.double({ noInteger: true, noNaN: true }), (x) => expect(answerWon().decode(x).ok).toBe(false)));
  });

  it('the bet contract sends decimal prices the odds decoder reads back exactly', () => {
    const leg = fc.record({
      betPrice: anyOdds,
      fixtureId: fc.nat(),
      oddsId: fc.nat(),
      sportId: fc.nat(),
      marketId: fc.integer(),
      version: fc.nat(),
      betNameKorean: fc.string(),
    });
    fc.assert(
      fc.property(anyOdds, fc.array(leg, { maxLength: 5 }), (total, legs) => {
        const body = contracts.prematchBetCall.body.encode({
          memberId: 1,
          totalRatio: total,
          amounts: 5_000 as never,
          bettings: legs,
          gameDetailType: 91,
          gameStyle: 'EU',
          changeFlag: false,
        });
        expect(W.odds().decode(body.totalRatio)).toEqual({ ok: true, value: total });
        body.bettings.forEach((b, i) => expect(W.odds().decode(b.betPrice)).toEqual({ ok: true, value: legs[i]?.betPrice }));
      }),
      { numRuns: 100 },
    );
  });

  it('flags accept booleans and 0/1 only', () => {
    expect([true, 1, false, 0].map((v) => W.flag().decode(v))).toEqual([true, true, false, false].map((value) => ({ ok: true, value })));
    expect(W.flag().decode('1').ok).toBe(false);
    expect(W.flag().decode(2).ok).toBe(false);
  });

  it('text answers may be a JSON string or an object holding the text', () => {
    const d = textOrField('url');
    expect(d.decode('https://a')).toEqual({ ok: true, value: 'https://a' });
    expect(d.decode({ url: 'https://b', other: 1 })).toEqual({ ok: true, value: 'https://b' });
    expect(d.decode(5).ok).toBe(false);
  });

  it('a server notice may be an object, a string or nothing', () => {
    const d = contracts.serverNoticeWire;
    expect(d.decode({ message: '쿠폰이 지급되었습니다.' })).toEqual({ ok: true, value: { message: '쿠폰이 지급되었습니다.' } });
    expect(d.decode('지급 완료')).toEqual({ ok: true, value: { message: '지급 완료' } });
    expect(d.decode(undefined)).toEqual({ ok: true, value: { message: null } });
    expect(d.decode({})).toEqual({ ok: true, value: { message: null } });
  });

  it('reads the new odds of a bet refused with 409, and nothing from other errors', () => {
    const body = {
      message: '배당이 변경되었습니다.',
      code: 'oddsMoved',
      comment: '배당 변경',
      bettings: [{ oddsId: 9001, betPrice: 1.7 }],
    };
    expect(contracts.readOddsMoved(apiError('http', 'x', { status: 409, body }))).toEqual({
      comment: '배당 변경',
      bettings: [{ oddsId: 9001, betPrice: 170 }],
    });
    expect(contracts.readOddsMoved(apiError('http', 'x', { status: 409, body: { message: 'dup' } }))).toBeNull();
    expect(contracts.readOddsMoved(apiError('http', 'x', { status: 400, body }))).toBeNull();
    expect(contracts.readOddsMoved(apiError('transport', 'x'))).toBeNull();
  });

  it('describes the in-play slip stream for the SSE port and decodes its frames', () => {
    expect(contracts.slipStreamRequest(12, [9001, 9002])).toEqual({
      path: '/sports-inplay/slip-stream',
      query: { id: 12, betIds: [9001, 9002] },
    });
    expect(contracts.slipOddsFrameDtoDecoder.decode({ id: 9001, betPrice: 1.72, version: 4 })).toEqual({
      ok: true,
      value: { id: 9001, betPrice: 172 as Odds, version: 4 },
    });
    expect(
      contracts.slipOddsMarketFrameDtoDecoder.decode({
        fixtureId: 5,
        marketId: 1,
        odds: [{ id: 9001, betPrice: 1.72, version: 4, suspended: false }],
      }),
    ).toEqual({
      ok: true,
      value: { fixtureId: 5, marketId: 1, odds: [{ id: 9001, betPrice: 172 as Odds, version: 4, suspended: false }] },
    });
  });

  it('file paths stay under /file/download whatever the input', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('..', '.', '', 'a', 'b c', '%', '공지'), { maxLength: 6 }), (parts) => {
        const p = contracts.fileDownloadPath(parts.join('/'));
        expect(p.startsWith('/file/download/')).toBe(true);
        expect(p.split('/').slice(3)).not.toContain('..');
        expect(p.split('/').slice(3)).not.toContain('.');
      }),
    );
  });

  it('join fills the spec defaults and lets the form override them', () => {
    const body = contracts.encodeJoin({
      userId: 'u',
      password: 'p',
      nickname: 'n',
      phoneNumber: '010',
      bankAccountPssword: '1234',
      accountHolder: '홍',
      bankAccountNumber: '1',
      bankCode: 1,
      carrierCode: 1,
      birthDate: '19900101',
      sex: 1,
      userType: 'T',
    });
    expect(body).toMatchObject({
      userType: 'T',
      suggestionType: 1,
      managementType: 99,
      managementStatus: 99,
      casinoUseFlag: 1,
      slotUseFlag: 1,
      type: 0,
    });
  });
});
