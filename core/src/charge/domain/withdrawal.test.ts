import fc from 'fast-check';
import { KST_OFFSET_MS } from '../../shared/domain/kst.js';
import { won } from '../../shared/domain/money.js';
import type { ChargeRecord } from './records.js';
import {
  buildWithdrawalPayload,
  lastWithdrawalAt,
  validateWithdrawal,
  WITHDRAWAL_COOLDOWN_MS,
  WITHDRAWAL_QUICK_AMOUNTS,
  type WithdrawalInput,
} from './withdrawal.js';

const NOON_KST = Date.UTC(2026, 10, 22, 12, 0) - KST_OFFSET_MS;
const input = (over: Partial<WithdrawalInput> = {}): WithdrawalInput => ({
  accountRequested: true,
  amountText: '50,000',
  emoney: 1_000_000,
  lastWithdrawalAt: null,
  now: NOON_KST,
  ...over,
});
const messageOf = (over: Partial<WithdrawalInput>): string | undefined => {
  const r = validateWithdrawal(input(over));
  return r.ok ? undefined : r.error.message;
};

describe('validateWithdrawal', () => {
  it('accepts a valid request and returns the amount', () => {
    expect(validateWithdrawal(input({ amountText: '120,000' }))).toEqual({ ok: true, value: 120_000 });
  });

  it('asks for the account request before anything else', () => {
    expect(messageOf({ accountRequested: false, amountText: '' })).toBe('출금계좌요청을 진행해주세요.');
  });

  it('names each amount problem', () => {
    expect(messageOf({ amountText: '' })).toBe('금액을 입력하세요.');
    expect(messageOf({ amountText: '오만원' })).toBe('출금금액은 숫자로 입력해주세요.');
    expect(messageOf({ amountText: '10000.1' })).toBe('소수점으로 출금신청 불가합니다.');
    expect(messageOf({ amountText: '0' })).toBe('10,000원 이상 출금신청 가능합니다.');
    expect(messageOf({ amountText: '15,000' })).toBe('10,000원 단위로 출금신청 가능합니다.');
    expect(messageOf({ amountText: '2,000,000' })).toBe('보유머니보다 많은 금액을 입력했습니다.');
    expect(messageOf({ amountText: '30,010,000', emoney: 50_000_000 })).toBe('1회 최대 30,000,000원까지 출금신청 가능합니다.');
  });

  it('allows a new request only two hours after the last one', () => {
    const cooldown = '출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.';
    expect(messageOf({ lastWithdrawalAt: NOON_KST - WITHDRAWAL_COOLDOWN_MS + 1 })).toBe(cooldown);
    expect(messageOf({ lastWithdrawalAt: NOON_KST - WITHDRAWAL_COOLDOWN_MS })).toBeUndefined();
  });

  it('refuses during bank maintenance in KST, whatever the UTC time reads', () => {
    const at = (h: number, m: number): number => Date.UTC(2026, 10, 22, h, m) - KST_OFFSET_MS;
    const maintenance = '은행 점검시간(23:30~00:30)에는 입출금 신청이 불가합니다.';
    expect(messageOf({ now: at(23, 29) })).toBeUndefined();
    expect(messageOf({ now: at(23, 30), accountRequested: false })).toBe(maintenance);
    expect(messageOf({ now: at(24, 29) })).toBe(maintenance);
    expect(messageOf({ now: at(24, 30) })).toBeUndefined();
  });

  it('accepts exactly integers of at least 10,000, in steps of 10,000, within held money and 30,000,000', () => {
    const amount = fc.oneof(
      fc.integer({ min: -100_000, max: 40_000_000 }),
      fc.integer({ min: 0, max: 4_000 }).map((k) => k * 10_000),
      fc.double({ min: 0, max: 4e7, noNaN: true }),
    );
    fc.assert(
      fc.property(amount, fc.integer({ min: 0, max: 60_000_000 }), (value, emoney) => {
        const expected = Number.isInteger(value) && value >= 10_000 && value % 10_000 === 0 && value <= emoney && value <= 30_000_000;
        expect(validateWithdrawal(input({ amountText: String(value), emoney })).ok).toBe(expected);
      }),
    );
  });
});

describe('lastWithdrawalAt', () => {
  const row = (id: number, depositDate: string, status: number | string): ChargeRecord => ({
    id,
    depositDate,
    status,
    chargeType: 0,
    depositAmount: 10_000,
    userDisplayFlag: 1,
  });

  it('takes the newest request that was not cancelled, read as KST', () => {
    const rows = [row(1, '2026-11-22 09:00:00', 1), row(2, '2026-11-22 11:00:00', 2), row(3, '2026-11-22 10:00:00', 0)];
    expect(lastWithdrawalAt(rows)).toBe(Date.UTC(2026, 10, 22, 10, 0) - KST_OFFSET_MS);
  });

  it('is null without a counting row, and skips unreadable dates', () => {
    expect(lastWithdrawalAt([])).toBeNull();
    expect(lastWithdrawalAt([row(1, 'soon', 0), row(2, '2026-11-22 11:00:00', 2)])).toBeNull();
  });
});

describe('withdrawal payload and quick amounts', () => {
  it('builds the POST /charge body with KST dates from the clock', () => {
    const now = Date.UTC(2026, 10, 22, 15, 4, 5); // 2026-11-23 00:04:05 KST
    expect(buildWithdrawalPayload({ memberId: 7, depositName: '홍길동', amount: won(20_000), now })).toEqual({
      memberId: 7,
      depositMode: 1,
      depositAmount: 20_000,
      depositName: '홍길동',
      userDisplayFlag: 1,
      duplicate: 0,
      status: 0,
      type: 0,
      depositDate: '2026-11-23 00:04:05',
      confirmFlag: 0,
      createdAt: '2026-11-23 00:04:05',
      updatedAt: '2026-11-23 00:04:05',
    });
  });

  it('offers quick amounts that are all valid withdrawal steps', () => {
    expect(WITHDRAWAL_QUICK_AMOUNTS.every((a) => a % 10_000 === 0)).toBe(true);
  });
});
