import fc from 'fast-check';
import { groupPointText, POINT_EXCHANGE_MINIMUM, validatePointExchange } from './point-exchange.js';
import { pointPageCount, POINTS_PER_PAGE, toPointRecordItem } from './point-record.js';
import { POINT_MESSAGES } from './points.messages.js';

describe('the point exchange rule', () => {
  it('says the spec 8 texts in Korean', () => {
    expect(POINT_MESSAGES.conversionDone).toBe('포인트 전환성공');
    expect(POINT_MESSAGES.conversionFailed).toBe('문제가 발생했습니다. 관리자에게 문의해주세요.');
    expect(POINT_MESSAGES.confirmDeleteAll).toBe('전체 내역을 삭제하시겠습니까?');
    expect(POINT_MESSAGES.processed).toBe('처리완료');
  });

  it('refuses less than 1 point with the spec 5 minimum text', () => {
    expect(POINT_EXCHANGE_MINIMUM).toBe(1);
    expect(validatePointExchange('0', 500)).toEqual({ ok: false, error: { kind: 'minimum', message: POINT_MESSAGES.minimum } });
    expect(validatePointExchange('10', 0)).toEqual({ ok: false, error: { kind: 'minimum', message: POINT_MESSAGES.minimum } });
  });

  it('refuses an empty or unreadable field, a fraction and more than is held', () => {
    const refusal = (text: string, held: number) => {
      const r = validatePointExchange(text, held);
      return r.ok ? null : [r.error.kind, r.error.message];
    };
    expect(refusal('', 10)).toEqual(['amount-required', POINT_MESSAGES.amountRequired]);
    expect(refusal('1a', 10)).toEqual(['amount-required', POINT_MESSAGES.amountRequired]);
    expect(refusal('1.5', 10)).toEqual(['amount-fraction', POINT_MESSAGES.amountFraction]);
    expect(refusal('11', 10)).toEqual(['above-held', POINT_MESSAGES.aboveHeld]);
  });

  it('accepts every whole amount from 1 up to the held points, separators or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (amount, extra) => {
        const held = amount + extra;
        expect(validatePointExchange(groupPointText(String(amount)), held)).toEqual({ ok: true, value: amount });
        expect(validatePointExchange(`${amount}.0`, held)).toEqual({ ok: true, value: amount });
      }),
      { numRuns: 100 },
    );
  });

  it('groups what is typed with thousands separators and keeps a typed fraction for the rule to name', () => {
    expect(groupPointText('001234567')).toBe('1,234,567');
    expect(groupPointText('12a3')).toBe('123');
    expect(groupPointText('1000.5')).toBe('1,000.5');
  });
});

describe('point history rows', () => {
  it('shows a conversion as processed with its negative amount, a credit with a plus', () => {
    const conversion = toPointRecordItem({ id: 1, point: -1500, memo: '', createdAt: '2026-11-22 10:00:00', pointToCashFlg: 1 });
    expect(conversion).toMatchObject({ kind: '캐쉬 전환', amountText: '-1,500', positive: false, status: '처리완료' });
    const credit = toPointRecordItem({ id: 2, point: 100, memo: '출석체크', createdAt: '2026-11-22 10:00:00', pointToCashFlg: 0 });
    expect(credit).toMatchObject({ kind: '포인트 지급', amountText: '+100', positive: true, memo: '출석체크' });
  });

  it('counts pages of 10, rounded up, at least one', () => {
    expect(POINTS_PER_PAGE).toBe(10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (total) => {
        const pages = pointPageCount(total);
        expect(pages).toBe(Math.max(1, Math.ceil(total / 10)));
        expect((pages - 1) * 10 < Math.max(total, 1)).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
