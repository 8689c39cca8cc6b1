import fc from 'fast-check';
import { won } from '../../shared/domain/money.js';
import {
  buildCasinoTransferPayload,
  buildPointToCashPayload,
  validateCasinoTransfer,
  type CasinoTransferInput,
} from './wallet-transfer.js';

const input = (over: Partial<CasinoTransferInput> = {}): CasinoTransferInput => ({
  direction: 'cash-to-casino',
  amountText: '30,000',
  emoney: 100_000,
  casinoMoney: 5_000,
  ...over,
});
const messageOf = (over: Partial<CasinoTransferInput>): string | undefined => {
  const r = validateCasinoTransfer(input(over));
  return r.ok ? undefined : r.error.message;
};

describe('validateCasinoTransfer', () => {
  it('moves cash to the casino wallet from 30,000 won up to held cash', () => {
    expect(validateCasinoTransfer(input())).toEqual({ ok: true, value: 30_000 });
    expect(messageOf({ amountText: '29,999' })).toBe('30,000원 이상 전환 가능합니다.');
    expect(messageOf({ amountText: '100,001' })).toBe('보유머니보다 많은 금액을 입력했습니다.');
  });

  it('moves casino money back from 1 won up to the casino balance', () => {
    expect(validateCasinoTransfer(input({ direction: 'casino-to-cash', amountText: '1' }))).toEqual({ ok: true, value: 1 });
    expect(messageOf({ direction: 'casino-to-cash', amountText: '0' })).toBe('1원 이상 전환 가능합니다.');
    expect(messageOf({ direction: 'casino-to-cash', amountText: '5,001' })).toBe('카지노머니보다 많은 금액을 입력했습니다.');
  });

  it('wants a whole number', () => {
    expect(messageOf({ amountText: '' })).toBe('전환할 금액을 입력해주세요.');
    expect(messageOf({ amountText: 'abc' })).toBe('전환할 금액을 입력해주세요.');
    expect(messageOf({ amountText: '30000.5' })).toBe('소수점으로 전환할 수 없습니다.');
  });

  it('accepts exactly whole amounts between the minimum and the source balance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('cash-to-casino' as const, 'casino-to-cash' as const),
        fc.oneof(fc.integer({ min: -10, max: 200_000 }), fc.double({ min: 0, max: 200_000, noNaN: true })),
        fc.nat({ max: 200_000 }),
        fc.nat({ max: 200_000 }),
        (direction, amount, emoney, casinoMoney) => {
          const [min, max] = direction === 'cash-to-casino' ? [30_000, emoney] : [1, casinoMoney];
          const expected = Number.isInteger(amount) && amount >= min && amount <= max;
          expect(validateCasinoTransfer({ direction, amountText: String(amount), emoney, casinoMoney }).ok).toBe(expected);
        },
      ),
    );
  });
});

describe('transfer payloads', () => {
  it('sends code 4 to the casino and 3 back, with the source balance as totalEmoney', () => {
    expect(buildCasinoTransferPayload({ memberId: 7, direction: 'cash-to-casino', amount: won(30_000), sourceBalance: 100_000 })).toEqual({
      memberId: 7,
      emoney: 30_000,
      totalEmoney: 100_000,
      code: 4,
    });
    expect(buildCasinoTransferPayload({ memberId: 7, direction: 'casino-to-cash', amount: won(1), sourceBalance: 5_000 }).code).toBe(3);
  });

  it("sends the point conversion with the member's updatedAt", () => {
    expect(buildPointToCashPayload({ memberId: 7, point: 500, userUpdatedAt: '2026-11-22 12:00:00' })).toEqual({
      memberId: 7,
      point: 500,
      userUpdatedAt: '2026-11-22 12:00:00',
    });
  });
});
