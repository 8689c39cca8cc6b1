import fc from 'fast-check';
import { FairStream } from './fair-stream.js';
import { checkFairRound, describeMinigameResult, parseFairRoundKey, sameJson } from './fair-verification.js';
import { drawBall, drawMinigame, fairRoundKey, ladderFinish, MINIGAME_DRAW_KINDS } from './minigame-draws.js';
import { sha256Hex } from './sha256.js';

describe('mini-game draws', () => {
  it('give the outcomes the server drew before the code moved to core (pinned)', () => {
    expect(drawMinigame('ball', new FairStream('pinned-seed', '301:42'))).toEqual({ balls: [13, 2, 1, 15, 14], power: 5, sum: 45 });
    expect(drawMinigame('ladder', new FairStream('pinned-seed', '303:42'))).toEqual({ start: 'right', lines: 4 });
    expect(drawMinigame('oddEven', new FairStream('pinned-seed', '308:42'))).toEqual({ number: 80 });
  });

  it('keep every result in its game range', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 64 }), fc.nat(), (seed, roundNo) => {
        const ball = drawBall(new FairStream(seed, fairRoundKey(301, roundNo)));
        expect(new Set(ball.balls).size).toBe(5);
        expect(ball.sum).toBe(ball.balls.reduce((a, b) => a + b, 0));
        expect(ball.power >= 0 && ball.power <= 9).toBe(true);
        const ladder = drawMinigame('ladder', new FairStream(seed, `x:${roundNo}`)) as { start: string; lines: number };
        expect(['left', 'right']).toContain(ladder.start);
        expect([3, 4]).toContain(ladder.lines);
        const n = (drawMinigame('oddEven', new FairStream(seed, `y:${roundNo}`)) as { number: number }).number;
        expect(n >= 1 && n <= 100).toBe(true);
      }),
      { numRuns: 100 },
    );
    expect(MINIGAME_DRAW_KINDS).toEqual(['ball', 'ladder', 'oddEven']);
  });

  it('finish a ladder by its start and rungs', () => {
    expect(ladderFinish({ start: 'left', lines: 3 })).toBe('even');
    expect(ladderFinish({ start: 'left', lines: 4 })).toBe('odd');
    expect(ladderFinish({ start: 'right', lines: 3 })).toBe('odd');
    expect(ladderFinish({ start: 'right', lines: 4 })).toBe('even');
  });
});

describe('parseFairRoundKey', () => {
  it('reads "gameId:roundNo" and refuses anything else with the Korean message', () => {
    expect(parseFairRoundKey(' 301:9876 ')).toEqual({ ok: true, value: { gameId: 301, roundNo: 9876 } });
    for (const bad of ['', '301', '301:', 'a:1', '1:2:3', '-1:2']) {
      expect(parseFairRoundKey(bad)).toEqual({
        ok: false,
        error: { kind: 'roundKeyFormat', message: '회차 키 형식이 올바르지 않습니다. (예: 301:9876543)' },
      });
    }
  });
});

describe('checkFairRound', () => {
  const seed = 'a'.repeat(64);
  const published = drawBall(new FairStream(seed, '301:7'));
  const base = { kind: 'ball' as const, gameId: 301, roundNo: 7, seed, seedHash: sha256Hex(seed), publishedResult: published };

  it('verifies a round whose seed hashes to the commitment and reproduces the published result', () => {
    const check = checkFairRound({ ...base, seedHash: sha256Hex(seed).toUpperCase() });
    expect(check).toMatchObject({
      roundKey: '301:7',
      computedHash: sha256Hex(seed),
      hashMatches: true,
      resultMatches: true,
      verified: true,
    });
    expect(check.result).toEqual(published);
  });

  it('fails when one character of the seed changes', () => {
    fc.assert(
      fc.property(fc.nat({ max: 63 }), fc.constantFrom('0', '1', 'b', 'f'), (at, ch) => {
        const tampered = seed.slice(0, at) + ch + seed.slice(at + 1);
        const check = checkFairRound({ ...base, seed: tampered });
        expect(check.hashMatches).toBe(false);
        expect(check.verified).toBe(false);
      }),
      { numRuns: 30 },
    );
  });

  it('fails on a forged result and checks only the hash when no result is published', () => {
    expect(checkFairRound({ ...base, publishedResult: { ...published, power: (published.power + 1) % 10 } })).toMatchObject({
      hashMatches: true,
      resultMatches: false,
      verified: false,
    });
    expect(checkFairRound({ ...base, publishedResult: null })).toMatchObject({ resultMatches: null, verified: true });
  });
});

describe('sameJson', () => {
  it('compares plain JSON regardless of key order', () => {
    expect(sameJson({ a: 1, b: [1, 2] }, { b: [1, 2], a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson({ a: 1, c: 2 }, { a: 1, b: 2 })).toBe(false);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson([1], [1, 2])).toBe(false);
    expect(sameJson(null, {})).toBe(false);
    expect(sameJson('x', 'x')).toBe(true);
  });
});

describe('describeMinigameResult', () => {
  it('names each kind of result in Korean', () => {
    expect(describeMinigameResult('ball', { balls: [13, 2, 1, 15, 14], power: 5, sum: 45 })).toBe(
      '일반볼 13, 2, 1, 15, 14 (합 45, 홀/언더) · 파워볼 5 (홀/오버)',
    );
    expect(describeMinigameResult('ball', { balls: [28, 27, 26, 25, 24], power: 2, sum: 130 })).toBe(
      '일반볼 28, 27, 26, 25, 24 (합 130, 짝/오버) · 파워볼 2 (짝/언더)',
    );
    expect(describeMinigameResult('ladder', { start: 'left', lines: 3 })).toBe('좌출발 3줄 · 짝');
    expect(describeMinigameResult('ladder', { start: 'right', lines: 3 })).toBe('우출발 3줄 · 홀');
    expect(describeMinigameResult('oddEven', { number: 80 })).toBe('80 (짝)');
    expect(describeMinigameResult('oddEven', { number: 7 })).toBe('7 (홀)');
  });
});
