import fc from 'fast-check';
import { ballMarketPrefix, isBallSumMarket, oddsIdSuffix, prefixedMarketLabel } from './market-prefix.js';

describe('odds id suffix', () => {
  it('is the last two digits of the id', () => {
    expect(oddsIdSuffix(1234518)).toBe(18);
    expect(oddsIdSuffix(7)).toBe(7);
    expect(oddsIdSuffix(101)).toBe(1);
    expect(oddsIdSuffix(100)).toBe(0);
    expect(oddsIdSuffix('0019')).toBe(19);
    expect(oddsIdSuffix('3001-21')).toBe(21);
  });

  it('is null for ids that do not end in digits or are not non-negative integers', () => {
    expect(oddsIdSuffix('abc')).toBeNull();
    expect(oddsIdSuffix('18x')).toBeNull();
    expect(oddsIdSuffix('')).toBeNull();
    expect(oddsIdSuffix(-18)).toBeNull();
    expect(oddsIdSuffix(18.5)).toBeNull();
  });

  it('equals id modulo 100 for every non-negative integer id, as number or text', () => {
    fc.assert(
      fc.property(fc.maxSafeNat(), (id) => {
        expect(oddsIdSuffix(id)).toBe(id % 100);
        expect(oddsIdSuffix(String(id))).toBe(id % 100);
      }),
    );
  });
});

describe('ball market prefix', () => {
  it.each([
    [1, 'normal'],
    [4, 'normal'],
    [18, 'power'],
    [21, 'power'],
    [0, null],
    [5, null],
    [17, null],
    [22, null],
    [99, null],
    [201, 'normal'],
    [5518, 'power'],
    [1005, null],
  ] as const)('gives odds id %d the prefix %s', (id, prefix) => {
    expect(ballMarketPrefix(id)).toBe(prefix);
  });

  it('depends only on the last two digits', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.integer({ min: 0, max: 99 }), (head, suffix) => {
        const expected = suffix >= 1 && suffix <= 4 ? 'normal' : suffix >= 18 && suffix <= 21 ? 'power' : null;
        expect(ballMarketPrefix(head * 100 + suffix)).toBe(expected);
      }),
    );
  });

  it('is null for an id without a suffix', () => {
    expect(ballMarketPrefix('power')).toBeNull();
  });
});

describe('prefixedMarketLabel', () => {
  it('prefixes ball-sum odd/even and under/over markets', () => {
    expect(prefixedMarketLabel('Odd/Even', 3)).toBe('일반 홀짝');
    expect(prefixedMarketLabel('Under/Over', 104)).toBe('일반 언더오버');
    expect(prefixedMarketLabel('Odd/Even', 18)).toBe('파워 홀짝');
    expect(prefixedMarketLabel('언더오버', '221')).toBe('파워 언더오버');
    expect(prefixedMarketLabel('홀짝', 20)).toBe('파워 홀짝');
  });

  it('leaves other markets and ids without a prefix plain', () => {
    expect(prefixedMarketLabel('1X2', 3)).toBe('승무패');
    expect(prefixedMarketLabel('Odd/Even', 10)).toBe('홀짝');
    expect(isBallSumMarket('Odd/Even Halftime')).toBe(false);
    expect(isBallSumMarket('over/under')).toBe(true);
  });
});
