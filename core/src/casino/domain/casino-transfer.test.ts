import fc from 'fast-check';
import { won } from '../../shared/domain/money.js';
import {
  CASH_TO_CASINO_MINIMUM,
  CASINO_TO_CASH_MINIMUM,
  casinoTransferPayload,
  checkCasinoTransfer,
  walletAfterTransfer,
  type CasinoTransferDirection,
} from './casino-transfer.js';

const wallet = (cash: number, casino: number) => ({ cash: won(cash), casino: won(casino) });
const direction = fc.constantFrom<CasinoTransferDirection>('cash-to-casino', 'casino-to-cash');
const balances = fc.record({ cash: fc.integer({ min: 0, max: 10_000_000 }), casino: fc.integer({ min: 0, max: 10_000_000 }) });
const messageOf = (d: CasinoTransferDirection, text: string, cash = 100_000, casino = 50_000): string | null => {
  const r = checkCasinoTransfer(d, text, wallet(cash, casino));
  return r.ok ? null : r.error.message;
};

describe('the casino wallet transfer rules (spec 5)', () => {
  it('says each refusal in the Korean of the site', () => {
    expect(messageOf('cash-to-casino', '')).toBe('전환할 금액을 입력해주세요.');
    expect(messageOf('cash-to-casino', '29,999')).toBe('30,000원 이상 전환 가능합니다.');
    expect(messageOf('cash-to-casino', '30000.5')).toBe('소수점으로 전환할 수 없습니다.');
    expect(messageOf('cash-to-casino', '100,001')).toBe('보유머니보다 많은 금액을 입력했습니다.');
    expect(messageOf('casino-to-cash', '0')).toBe('1원 이상 전환 가능합니다.');
    expect(messageOf('casino-to-cash', '50,001')).toBe('카지노머니보다 많은 금액을 입력했습니다.');
    expect(messageOf('cash-to-casino', '30,000')).toBeNull();
    expect(messageOf('casino-to-cash', '1')).toBeNull();
  });

  it('accepts exactly the whole amounts from the minimum up to the source balance', () => {
    fc.assert(
      fc.property(direction, balances, fc.integer({ min: 0, max: 12_000_000 }), (d, b, amount) => {
        const minimum = d === 'cash-to-casino' ? CASH_TO_CASINO_MINIMUM : CASINO_TO_CASH_MINIMUM;
        const source = d === 'cash-to-casino' ? b.cash : b.casino;
        const r = checkCasinoTransfer(d, amount.toLocaleString('en-US'), wallet(b.cash, b.casino));
        expect(r.ok).toBe(amount >= minimum && amount <= source);
        if (r.ok) expect(r.value).toBe(amount);
      }),
      { numRuns: 200 },
    );
  });

  it('never accepts an amount with a fraction', () => {
    fc.assert(
      fc.property(direction, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 99 }), (d, whole, cents) => {
        expect(checkCasinoTransfer(d, `${whole}.${cents}`, wallet(10_000_000, 10_000_000)).ok).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('keeps the total of the two balances and never makes one negative', () => {
    fc.assert(
      fc.property(direction, balances, fc.integer({ min: 1, max: 10_000_000 }), (d, b, amount) => {
        const before = wallet(b.cash, b.casino);
        const r = checkCasinoTransfer(d, String(amount), before);
        fc.pre(r.ok);
        const after = walletAfterTransfer(d, r.ok ? r.value : won(0), before);
        expect(after.cash + after.casino).toBe(before.cash + before.casino);
        expect(Math.min(after.cash, after.casino)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });

  it('sends code 4 with held cash, or code 3 with the casino money, as totalEmoney', () => {
    expect(casinoTransferPayload(7, 'cash-to-casino', won(30_000), wallet(80_000, 1_000))).toEqual({
      memberId: 7,
      emoney: 30_000,
      totalEmoney: 80_000,
      code: 4,
    });
    expect(casinoTransferPayload(7, 'casino-to-cash', won(500), wallet(80_000, 1_000))).toEqual({
      memberId: 7,
      emoney: 500,
      totalEmoney: 1_000,
      code: 3,
    });
  });
});
