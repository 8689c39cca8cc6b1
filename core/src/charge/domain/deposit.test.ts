import fc from 'fast-check';
import { KST_OFFSET_MS } from '../../shared/domain/kst.js';
import { withThousands } from '../../shared/domain/money.js';
import {
  buildDepositPayload,
  DEPOSIT_QUICK_AMOUNTS,
  effectiveBonusPointType,
  validateChargeAccountPassword,
  validateDeposit,
  type DepositInput,
} from './deposit.js';

const NOON_KST = Date.UTC(2026, 10, 22, 12, 0) - KST_OFFSET_MS;
const input = (over: Partial<DepositInput> = {}): DepositInput => ({
  amountText: '50,000',
  pointType: 1,
  chargePointFlag: false,
  isChargeData: false,
  now: NOON_KST,
  ...over,
});
const messageOf = (over: Partial<DepositInput>): string | undefined => {
  const r = validateDeposit(input(over));
  return r.ok ? undefined : r.error.message;
};

describe('validateDeposit', () => {
  it('accepts a whole amount of at least 10,000 in steps of 1,000 with a bonus chosen', () => {
    expect(validateDeposit(input({ amountText: '11,000', pointType: 4 }))).toEqual({
      ok: true,
      value: { amount: 11_000, pointType: 4 },
    });
  });

  it('asks for a bonus first', () => {
    expect(messageOf({ pointType: 0, amountText: 'abc' })).toBe('보너스를 선택해 주세요.');
    expect(messageOf({ pointType: 8 })).toBe('보너스를 선택해 주세요.');
  });

  it('fixes the bonus to "no point" (3) while chargePointFlag is on, whatever was selected', () => {
    const r = validateDeposit(input({ pointType: 0, chargePointFlag: true }));
    expect(r).toEqual({ ok: true, value: { amount: 50_000, pointType: 3 } });
    expect(effectiveBonusPointType(5, true)).toBe(3);
    expect(effectiveBonusPointType(5, false)).toBe(5);
  });

  it("names each amount problem in the spec's order", () => {
    expect(messageOf({ amountText: '' })).toBe('충전금액을 입력해주세요.');
    expect(messageOf({ amountText: '만원' })).toBe('충전금액은 숫자로 입력해주세요.');
    expect(messageOf({ amountText: '9999.5' })).toBe('소수점으로 충전신청 불가합니다.');
    expect(messageOf({ amountText: '9,000' })).toBe('10,000원 이상 충전신청 가능합니다.');
    expect(messageOf({ amountText: '10,500' })).toBe('1,000원 단위로 충전신청 가능합니다.');
  });

  it('refuses while a request is pending, before looking at the form', () => {
    expect(messageOf({ isChargeData: true, pointType: 0 })).toBe('처리 대기 중인 충전신청이 있습니다. 처리가 끝난 후 다시 신청해주세요.');
  });

  it('refuses during bank maintenance (23:30 to 00:30 KST)', () => {
    expect(messageOf({ now: Date.UTC(2026, 10, 22, 23, 45) - KST_OFFSET_MS })).toBe(
      '은행 점검시간(23:30~00:30)에는 입출금 신청이 불가합니다.',
    );
  });

  it('accepts an amount exactly when it is an integer, at least 10,000 and a multiple of 1,000', () => {
    const amount = fc.oneof(
      fc.integer({ min: -50_000, max: 5_000_000 }),
      fc.integer({ min: 0, max: 5_000 }).map((k) => k * 1_000),
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
    );
    fc.assert(
      fc.property(amount, fc.boolean(), (value, separators) => {
        const text = separators && Number.isInteger(value) ? withThousands(value) : String(value);
        const expected = Number.isInteger(value) && value >= 10_000 && value % 1_000 === 0;
        expect(validateDeposit(input({ amountText: text })).ok).toBe(expected);
      }),
    );
  });
});

describe('deposit payload and quick amounts', () => {
  it('builds the POST /charge body of a deposit', () => {
    const accepted = { amount: 30_000, pointType: 2 } as const;
    expect(buildDepositPayload({ memberId: 7, depositName: '홍길동', accountType: 'regular', accepted: accepted as never })).toEqual({
      memberId: 7,
      depositMode: 0,
      depositAmount: 30_000,
      depositName: '홍길동',
      userDisplayFlag: 1,
      type: 0,
      pointType: 2,
    });
    expect(buildDepositPayload({ memberId: 7, depositName: 'x', accountType: 'virtual', accepted: accepted as never }).type).toBe(2);
  });

  it('offers the six quick amounts of spec 2', () => {
    expect(DEPOSIT_QUICK_AMOUNTS).toEqual([10_000, 30_000, 50_000, 100_000, 500_000, 1_000_000]);
  });
});

describe('validateChargeAccountPassword', () => {
  it('takes exactly four digits', () => {
    expect(validateChargeAccountPassword('0123')).toEqual({ ok: true, value: '0123' });
  });

  it("refuses anything else with the spec's password message", () => {
    for (const text of ['', '123', '12345', '12 4', 'abcd', '１２３４']) {
      const r = validateChargeAccountPassword(text);
      expect(r.ok ? '' : r.error.message).toBe('공백을 제외한 숫자 4자로 입력해주세요.');
    }
  });
});
