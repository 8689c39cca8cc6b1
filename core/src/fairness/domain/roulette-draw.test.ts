import fc from 'fast-check';
import { rouletteSpinOfRoll, ROULETTE_WHEEL_WEIGHTS } from '../../roulette/domain/roulette-wheel.js';
import { drawFair } from './fair-draws.js';
import { FairStream } from './fair-stream.js';
import { checkFairRound, describeFairResult } from './fair-verification.js';
import { describeRouletteResult, drawRoulette, ROULETTE_FAIR_GAMES, rouletteKindOfGameId } from './roulette-draw.js';
import { sha256Hex } from './sha256.js';

describe('the roulette wheels', () => {
  it('have weights of 100 in all, one per segment and the miss', () => {
    for (const weights of Object.values(ROULETTE_WHEEL_WEIGHTS)) expect(weights.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('read a roll on the wheel by its weights', () => {
    expect(rouletteSpinOfRoll('normal', 0)).toEqual({ index: 0, value: 3_000, name: '3,000 포인트', points: 3_000, vipCoupons: 0 });
    expect(rouletteSpinOfRoll('normal', 24).index).toBe(0);
    expect(rouletteSpinOfRoll('normal', 25)).toMatchObject({ index: 1, value: 4_000 });
    expect(rouletteSpinOfRoll('normal', 68)).toEqual({ index: 7, value: 1, name: 'vip-1', points: 0, vipCoupons: 1 });
    expect(rouletteSpinOfRoll('normal', 99)).toEqual({ index: 8, value: 0, name: '꽝', points: 0, vipCoupons: 0 });
    expect(rouletteSpinOfRoll('vip', 99)).toMatchObject({ index: 7, name: 'vip-1' });
    expect(rouletteSpinOfRoll('vip', 0)).toMatchObject({ value: 20_000, points: 20_000 });
  });
});

describe('drawRoulette', () => {
  it('draws a pinned spin from a seed and a round key (the server and the page agree)', () => {
    const stream = () => new FairStream('pinned-seed', '9001:42');
    const drawn = drawRoulette('normal', stream());
    expect(drawn.roll).toBe(stream().nextInt(100));
    expect(drawn).toEqual({ roll: drawn.roll, ...pick(rouletteSpinOfRoll('normal', drawn.roll)) });
    expect(drawFair('rouletteNormal', stream())).toEqual(drawn);
    expect(drawFair('rouletteVip', stream())).toEqual(drawRoulette('vip', stream()));
  });

  it('rolls 0..99 for any seed and key', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), (seed, spinId) => {
        const { roll } = drawRoulette('vip', new FairStream(seed, `9002:${spinId}`));
        return Number.isInteger(roll) && roll >= 0 && roll < 100;
      }),
    );
  });

  it('verifies a spin from its seed and fails a seed altered by one character', () => {
    const seed = sha256Hex('spin-seed');
    const published = drawRoulette('vip', new FairStream(seed, '9002:7'));
    const input = { kind: 'rouletteVip' as const, gameId: 9002, roundNo: 7, seed, seedHash: sha256Hex(seed), publishedResult: published };
    expect(checkFairRound(input)).toMatchObject({ hashMatches: true, resultMatches: true, verified: true });
    expect(checkFairRound({ ...input, seed: `${seed.slice(0, -1)}${seed.endsWith('a') ? 'b' : 'a'}` })).toMatchObject({
      hashMatches: false,
      verified: false,
    });
  });

  it('names the wheels and describes a spin in Korean', () => {
    expect(ROULETTE_FAIR_GAMES.map((g) => [g.id, g.nameKorean, g.drawKind])).toEqual([
      [9001, '일반 룰렛', 'rouletteNormal'],
      [9002, 'VIP 룰렛', 'rouletteVip'],
    ]);
    expect([rouletteKindOfGameId(9001), rouletteKindOfGameId(9002), rouletteKindOfGameId(301)]).toEqual(['normal', 'vip', null]);
    expect(describeRouletteResult({ roll: 3, value: 3_000, name: '3,000 포인트' })).toBe('숫자 3 · 3,000 포인트');
    expect(describeRouletteResult({ roll: 70, value: 1, name: 'vip-1' })).toBe('숫자 70 · VIP 룰렛 쿠폰 1장');
    expect(describeFairResult('rouletteNormal', { roll: 99, value: 0, name: '꽝' })).toBe('숫자 99 · 꽝');
    expect(describeFairResult('oddEven', { number: 80 })).toBe('80 (짝)');
  });
});

function pick(s: { value: number; name: string }) {
  return { value: s.value, name: s.name };
}
