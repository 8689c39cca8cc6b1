import fc from 'fast-check';
import {
  BONUS_OPTIONS,
  bonusOption,
  bonusOptionsWith,
  bonusPoints,
  DEFAULT_DEPOSIT_BONUS_RATES,
  depositBonusRatesOf,
  isBonusPointType,
  isRatedBonusPointType,
} from './bonus-options.js';

describe('bonus options', () => {
  it('lists pointType 0 to 7 in order with their Korean labels', () => {
    expect(BONUS_OPTIONS.map((o) => [o.pointType, o.label])).toEqual([
      [0, '보너스를 선택해 주세요'],
      [1, '카지노 무한 5%'],
      [2, '스포츠 무한 5%'],
      [3, '포인트 받지 않음'],
      [4, '슬롯 무한 10%'],
      [5, '미니게임 5%'],
      [6, '가상스포츠 5%'],
      [7, '홀덤 5%'],
    ]);
  });

  it("gives each bonus its percent, rolling 100% and the same-day exchange rule for mini-game and hold'em", () => {
    expect(BONUS_OPTIONS.map((o) => o.percent)).toEqual([0, 5, 5, 0, 10, 5, 5, 5]);
    expect(BONUS_OPTIONS.every((o) => o.rollingPercent === 100)).toBe(true);
    expect(BONUS_OPTIONS.filter((o) => o.forfeitedIfExchangedToday).map((o) => o.pointType)).toEqual([5, 7]);
  });

  it('shows the rule and penalty texts under each bonus', () => {
    expect(bonusOption(2).rules).toEqual([
      '롤링 100% 충족 후 출금 가능합니다.',
      '스포츠 2폴더 1.50 미만 배당 베팅 시 포인트가 회수됩니다.',
      '다른 게임 이용 시 최종 금액의 5%가 회수됩니다.',
    ]);
    expect(bonusOption(4).rules).toContain('다른 게임 이용 시 최종 금액의 10%가 회수됩니다.');
    expect(bonusOption(5).rules).toContain('당일 환전 내역이 있으면 포인트가 지급되지 않습니다.');
    expect(bonusOption(3).rules).toEqual(['충전 포인트가 지급되지 않습니다.']);
    expect(bonusOption(0).rules).toEqual([]);
  });

  it('reads an unknown pointType as "not chosen"', () => {
    expect(bonusOption(9).pointType).toBe(0);
    expect(bonusOption(1.5).pointType).toBe(0);
    expect(isBonusPointType(7)).toBe(true);
    expect(isBonusPointType(-1)).toBe(false);
  });
});

describe('bonusPoints', () => {
  it('pays the percent of the deposit, floored to whole points', () => {
    expect(bonusPoints(1, 10_000, { exchangedToday: false })).toBe(500);
    expect(bonusPoints(4, 12_345, { exchangedToday: false })).toBe(1_234);
    expect(bonusPoints(3, 100_000, { exchangedToday: false })).toBe(0);
    expect(bonusPoints(0, 100_000, { exchangedToday: false })).toBe(0);
  });

  it("pays nothing for mini-game and hold'em bonuses after a same-day exchange, others still pay", () => {
    expect(bonusPoints(5, 100_000, { exchangedToday: true })).toBe(0);
    expect(bonusPoints(7, 100_000, { exchangedToday: true })).toBe(0);
    expect(bonusPoints(5, 100_000, { exchangedToday: false })).toBe(5_000);
    expect(bonusPoints(2, 100_000, { exchangedToday: true })).toBe(5_000);
  });

  it('pays nothing for a non-positive or non-integer amount', () => {
    expect(bonusPoints(1, 0, { exchangedToday: false })).toBe(0);
    expect(bonusPoints(1, -10_000, { exchangedToday: false })).toBe(0);
    expect(bonusPoints(1, 10_000.5, { exchangedToday: false })).toBe(0);
  });

  it('is exactly floor(amount * percent / 100), even near the largest safe amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.maxSafeNat(), fc.boolean(), (pointType, amount, exchangedToday) => {
        const o = bonusOption(pointType);
        const expected = amount === 0 || (o.forfeitedIfExchangedToday && exchangedToday) ? 0n : (BigInt(amount) * BigInt(o.percent)) / 100n;
        const got = bonusPoints(pointType, amount, { exchangedToday });
        expect(Number.isSafeInteger(got)).toBe(true);
        expect(BigInt(got)).toBe(expected);
      }),
    );
  });
});

describe("the operator's deposit bonus rates", () => {
  const rates = { ...DEFAULT_DEPOSIT_BONUS_RATES, 1: 7, 4: 12 };

  it('titles each rated choice with its rate and keeps the penalty at the same share', () => {
    const options = bonusOptionsWith(rates);
    expect(options.map((o) => o.label)).toEqual([
      '보너스를 선택해 주세요',
      '카지노 무한 7%',
      '스포츠 무한 5%',
      '포인트 받지 않음',
      '슬롯 무한 12%',
      '미니게임 5%',
      '가상스포츠 5%',
      '홀덤 5%',
    ]);
    expect(bonusOption(4, options).rules).toContain('다른 게임 이용 시 최종 금액의 12%가 회수됩니다.');
    expect(bonusOption(3, options).percent).toBe(0);
  });

  it('pays at the given rates', () => {
    expect(bonusPoints(1, 100_000, { exchangedToday: false, rates })).toBe(7_000);
    expect(bonusPoints(4, 12_345, { exchangedToday: false, rates })).toBe(1_481);
    expect(bonusPoints(1, 100_000, { exchangedToday: false, rates: { ...rates, 1: 0 } })).toBe(0);
  });

  it("reads rows of the server's table, keeping spec 3's rate for a choice left out and ignoring unrated ones", () => {
    expect(
      depositBonusRatesOf([
        { pointType: 1, percent: 7 },
        { pointType: 3, percent: 50 },
        { pointType: 9, percent: 50 },
      ]),
    ).toEqual({ ...DEFAULT_DEPOSIT_BONUS_RATES, 1: 7 });
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].filter(isRatedBonusPointType)).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('is exactly floor(amount * rate / 100) for any rate from 0 to 100', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 4, 5, 6, 7), fc.integer({ min: 0, max: 100 }), fc.maxSafeNat(), (pointType, percent, amount) => {
        const got = bonusPoints(pointType, amount, {
          exchangedToday: false,
          rates: { ...DEFAULT_DEPOSIT_BONUS_RATES, [pointType]: percent },
        });
        expect(BigInt(got)).toBe((BigInt(amount) * BigInt(percent)) / 100n);
      }),
      { numRuns: 200 },
    );
  });
});
