import fc from 'fast-check';
import { FairStream } from '@bet/core/fairness';
import { commitmentOf, cryptoSeedSource, seedMatchesCommitment, seededSeedSource } from '../../ports/seed-source.js';
import { gameById } from './games.js';
import { drawRound, verifyRound } from './round-draw.js';

describe('provably fair rounds', () => {
  it('commits to a seed with its SHA-256 and recognises only that seed', () => {
    const seed = cryptoSeedSource();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    const hash = commitmentOf(seed);
    expect(seedMatchesCommitment(seed, hash)).toBe(true);
    expect(seedMatchesCommitment(`${seed}x`, hash)).toBe(false);
    expect(seedMatchesCommitment(seed, 'abcd')).toBe(false);
  });

  it('derives the same numbers from the same seed and round, and others from another round', () => {
    const a = new FairStream('seed', '301:1');
    const b = new FairStream('seed', '301:1');
    const c = new FairStream('seed', '301:2');
    const xs = Array.from({ length: 50 }, () => a.nextInt(1000));
    expect(Array.from({ length: 50 }, () => b.nextInt(1000))).toEqual(xs);
    expect(Array.from({ length: 50 }, () => c.nextInt(1000))).not.toEqual(xs);
  });

  it('draws integers in range and distinct balls without repeats', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (key, n) => {
        const s = new FairStream('k', key);
        const v = s.nextInt(n);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThan(n);
        const balls = s.distinct(5, 1, 28);
        expect(new Set(balls).size).toBe(5);
        for (const x of balls) expect(x >= 1 && x <= 28).toBe(true);
      }),
      { numRuns: 100 },
    );
    expect(() => new FairStream('k', 'x').nextInt(0)).toThrow();
    expect(() => new FairStream('k', 'x').distinct(3, 1, 2)).toThrow();
  });

  it('is close to uniform (odd and even each near half of 4,000 draws)', () => {
    const s = new FairStream('uniform', 'k');
    let odd = 0;
    for (let i = 0; i < 4_000; i++) odd += s.nextInt(2);
    expect(odd).toBeGreaterThan(1_800);
    expect(odd).toBeLessThan(2_200);
  });

  it('verifies a drawn round from its revealed seed, and refuses a tampered seed or result', () => {
    const seeds = seededSeedSource('verify');
    const seed = seeds();
    expect(seededSeedSource('verify')()).toBe(seed);
    for (const gameId of [301, 303, 308, 50, 55, 60, 65]) {
      const game = gameById(gameId)!;
      const result = drawRound(game, 42, seed);
      const round = { gameId, roundNo: 42, seedHash: commitmentOf(seed), seed, result };
      expect(verifyRound(round)).toBe(true);
      expect(verifyRound({ ...round, seed: seeds() })).toBe(false);
      expect(verifyRound({ ...round, result: { ...result, forged: 1 } })).toBe(false);
    }
    expect(verifyRound({ gameId: 9999, roundNo: 1, seedHash: commitmentOf(seed), seed, result: {} })).toBe(false);
  });

  it('settles every pick of every game as won or lost from a result, and exactly one race runner wins', () => {
    for (const gameId of [301, 303, 308, 1008, 13, 50, 55, 60, 65]) {
      const game = gameById(gameId)!;
      for (let round = 1; round <= 20; round++) {
        const result = drawRound(game, round, `seed-${round}`);
        const outcomes = game.setup(round).picks.map((p) => p.settle(result));
        for (const o of outcomes) expect(['won', 'lost', 'void']).toContain(o);
        if (gameId === 60 || gameId === 65) expect(outcomes.filter((o) => o === 'won')).toHaveLength(1);
        expect(game.describe(result, round).length).toBeGreaterThan(0);
      }
    }
  });
});
