import type { ExchangeRate } from '@bet/core/charge';
import { checkPoints, quoteCashToUsd, quoteUsdToCash } from './money-use-cases.js';

const RATE = 138_000 as ExchangeRate; // 1,380.00 won per USD

describe('money use cases: the checks before a conversion', () => {
  it('refuses fewer than one point with the exact message', () => {
    expect(checkPoints(0)).toEqual({ ok: false, kind: 'point-minimum', message: '포인트가 부족합니다. 최소 전환 포인트는 1원입니다.' });
    expect(checkPoints(1)).toEqual({ ok: true, value: 1 });
  });

  it('refuses a conversion of nothing', () => {
    expect(quoteUsdToCash(0, RATE)).toEqual({ ok: false, kind: 'amount-required', message: '전환할 금액을 입력해주세요.' });
    expect(quoteCashToUsd(0, RATE)).toMatchObject({ ok: false, kind: 'amount-required' });
  });

  it('refuses a conversion whose floored result is zero', () => {
    expect(quoteUsdToCash(1, RATE)).toEqual({
      ok: false,
      kind: 'result-zero',
      message: '전환 후 받을 금액이 없습니다. 금액을 늘려주세요.',
    });
  });

  it('quotes whole won for micro-USDT and micro-USDT for won at the rate', () => {
    expect(quoteUsdToCash(1_000_000, RATE)).toEqual({ ok: true, value: 1_380 });
    expect(quoteCashToUsd(1_380, RATE)).toEqual({ ok: true, value: 1_000_000 });
  });

  it("applies core's 1 USD / 10,000 won minimums only under the enforced policy, and the 1-point minimum under both", () => {
    expect(quoteUsdToCash(999_999, RATE, 'enforced')).toEqual({
      ok: false,
      kind: 'below-minimum',
      message: '최소 1 USD부터 전환 가능합니다.',
    });
    expect(quoteCashToUsd(9_999, RATE, 'enforced')).toEqual({
      ok: false,
      kind: 'below-minimum',
      message: '최소 10,000원부터 전환 가능합니다.',
    });
    expect(quoteUsdToCash(1_000_000, RATE, 'enforced')).toEqual({ ok: true, value: 1_380 });
    expect(quoteCashToUsd(10_000, RATE, 'enforced')).toMatchObject({ ok: true });
    expect(quoteUsdToCash(999_999, RATE, 'display-only')).toEqual({ ok: true, value: 1_379 });
    expect(quoteCashToUsd(9_999, RATE, 'display-only')).toMatchObject({ ok: true });
  });
});
