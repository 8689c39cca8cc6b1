import { belowMinimumOf } from './bet-slip.messages.js';
import fc from 'fast-check';
import { won } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import type { BetLimits } from './limits.js';
import { maxBetBoundaryOf, validateBetSubmit, type BetSubmitCheck } from './submit-validation.js';

const LIMITS: BetLimits = { minBet: won(5_000), maxBet: won(3_000_000), maxWinnings: won(10_000_000) };
const good: BetSubmitCheck = { loggedIn: true, entryCount: 2, amount: 10_000, totalOdds: odds(350), limits: LIMITS };
const refusal = (c: Partial<BetSubmitCheck>, boundary?: 'exclusive' | 'inclusive'): unknown => {
  const r = validateBetSubmit({ ...good, ...c }, boundary);
  return r.ok ? null : r.error;
};

describe('bet submit validation', () => {
  it('accepts a valid stake and returns it', () => {
    expect(validateBetSubmit(good)).toEqual({ ok: true, value: 10_000 });
  });

  it('asks a guest to log in first', () => {
    expect(refusal({ loggedIn: false, entryCount: 0, amount: null })).toEqual({
      kind: 'loginRequired',
      message: '로그인 후 이용해주세요.',
    });
  });

  it("refuses an empty slip with '베팅을 선택해주세요.'", () => {
    expect(refusal({ entryCount: 0, amount: null })).toEqual({ kind: 'emptySlip', message: '베팅을 선택해주세요.' });
  });

  it("refuses a missing amount with '베팅액수를 입력해주세요.'", () => {
    expect(refusal({ amount: null })).toEqual({ kind: 'amountRequired', message: '베팅액수를 입력해주세요.' });
    expect(refusal({ amount: Number.NaN })).toEqual({ kind: 'amountRequired', message: '베팅액수를 입력해주세요.' });
  });

  it("refuses a negative amount with '베팅은 0원 이상 가능합니다.'", () => {
    expect(refusal({ amount: -10_000 })).toEqual({ kind: 'negativeAmount', message: '베팅은 0원 이상 가능합니다.' });
  });

  it("refuses less than 5,000 won with '최소 베팅은 5000원 이상입니다.'", () => {
    expect(refusal({ amount: 4_990 })).toEqual({ kind: 'belowMinimum', message: '최소 베팅은 5000원 이상입니다.' });
    expect(refusal({ amount: 0 })).toEqual({ kind: 'belowMinimum', message: '최소 베팅은 5000원 이상입니다.' });
    expect(refusal({ amount: 5_000 })).toBeNull();
  });

  it("refuses decimals with '소수점으로 베팅 불가합니다.'", () => {
    expect(refusal({ amount: 5_000.5 })).toEqual({ kind: 'decimalAmount', message: '소수점으로 베팅 불가합니다.' });
  });

  it('refuses the max bet or more with the max shown with separators', () => {
    expect(refusal({ amount: 3_000_000 })).toEqual({ kind: 'aboveMaxBet', message: '최대베팅금 3,000,000이상 베팅하실수 없습니다.' });
    expect(refusal({ amount: 2_999_990, totalOdds: odds(100) })).toBeNull();
  });

  it("under the 'inclusive' reading accepts exactly the max bet and refuses more", () => {
    expect(refusal({ amount: 3_000_000, totalOdds: odds(100) }, 'inclusive')).toBeNull();
    expect(refusal({ amount: 3_000_010, totalOdds: odds(100) }, 'inclusive')).toEqual({
      kind: 'aboveMaxBet',
      message: '최대베팅금 3,000,000이상 베팅하실수 없습니다.',
    });
  });

  it("reads the operator's site setting maxBetInclusive: off (the default) is 'exclusive', on is 'inclusive'", () => {
    expect(maxBetBoundaryOf(false)).toBe('exclusive');
    expect(maxBetBoundaryOf(true)).toBe('inclusive');
    expect(refusal({ amount: 3_000_000, totalOdds: odds(100) }, maxBetBoundaryOf(false))).toMatchObject({ kind: 'aboveMaxBet' });
    expect(refusal({ amount: 3_000_000, totalOdds: odds(100) }, maxBetBoundaryOf(true))).toBeNull();
  });

  it('refuses a payout above max winnings with the max shown with separators', () => {
    expect(refusal({ amount: 2_000_000, totalOdds: odds(501) })).toEqual({
      kind: 'aboveMaxWinnings',
      message: '최대당첨금 10,000,000을 초과하여 베팅하실수 없습니다.',
    });
    expect(refusal({ amount: 2_000_000, totalOdds: odds(500) })).toBeNull();
  });

  it("refuses a stake that is not a multiple of 10 with '베팅금액은 10원 단위로 입력해주세요.'", () => {
    expect(refusal({ amount: 5_005 })).toEqual({ kind: 'stakeStep', message: '베팅금액은 10원 단위로 입력해주세요.' });
    expect(refusal({ amount: 5_010 })).toBeNull();
  });

  it("refuses a suspended pick with '베팅이 일시 중지된 배당이 포함되어 있습니다.' right after the empty-slip check", () => {
    expect(refusal({ lockedPicks: 1, amount: null })).toEqual({
      kind: 'oddsSuspended',
      message: '베팅이 일시 중지된 배당이 포함되어 있습니다.',
    });
    expect(refusal({ lockedPicks: 1, entryCount: 0 })).toMatchObject({ kind: 'emptySlip' });
    expect(refusal({ lockedPicks: 0 })).toBeNull();
  });

  it("refuses a stake above the given cash with '보유 캐쉬가 부족합니다.', last", () => {
    expect(refusal({ cash: 9_990 })).toEqual({ kind: 'insufficientCash', message: '보유 캐쉬가 부족합니다.' });
    expect(refusal({ cash: 10_000 })).toBeNull();
    expect(refusal({ cash: 0, amount: 3_000_000 })).toMatchObject({ kind: 'aboveMaxBet' });
  });

  it('refuses while the limits are unknown', () => {
    expect(refusal({ limits: null })).toEqual({
      kind: 'limitsUnavailable',
      message: '베팅 한도 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
    });
  });

  it('checks in the spec order: the first broken rule wins', () => {
    expect(refusal({ entryCount: 0, amount: -1 })).toMatchObject({ kind: 'emptySlip' });
    expect(refusal({ amount: -1.5 })).toMatchObject({ kind: 'negativeAmount' });
    expect(refusal({ amount: 4_000.5 })).toMatchObject({ kind: 'belowMinimum' });
    expect(refusal({ amount: 3_000_000.5 })).toMatchObject({ kind: 'decimalAmount' });
    expect(refusal({ amount: 3_000_005 })).toMatchObject({ kind: 'stakeStep' });
    expect(refusal({ amount: 5_000_000, totalOdds: odds(9_000) })).toMatchObject({ kind: 'aboveMaxBet' });
  });

  it('property: an accepted stake is whole, within the bounds and pays out at most max winnings', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 5_000_000 }), fc.integer({ min: 100, max: 5_000 }), (amount, total) => {
        const r = validateBetSubmit({ ...good, amount, totalOdds: odds(total) });
        if (!r.ok) return;
        expect(Number.isSafeInteger(r.value)).toBe(true);
        expect(r.value).toBeGreaterThanOrEqual(5_000);
        expect(r.value).toBeLessThan(LIMITS.maxBet);
        expect(r.value % 10).toBe(0);
        expect(Math.floor((r.value * total) / 100)).toBeLessThanOrEqual(LIMITS.maxWinnings);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the minimum stake from the member settings (issue 8 item 6)', () => {
  it("names the member's own minimum, and the spec's exact text at 5,000 won", () => {
    expect(belowMinimumOf(5_000)).toBe('최소 베팅은 5000원 이상입니다.');
    expect(belowMinimumOf(10_000)).toBe('최소 베팅은 10000원 이상입니다.');
    const ownMinimum = { ...LIMITS, minBet: won(10_000) };
    expect(refusal({ amount: 9_990, limits: ownMinimum })).toEqual({ kind: 'belowMinimum', message: '최소 베팅은 10000원 이상입니다.' });
    expect(refusal({ amount: 10_000, limits: ownMinimum })).toBeNull();
  });
});
