import { randomInt } from 'node:crypto';

/** Randomness for outcomes members see (roulette). Tests pass a seeded one. */
export interface RandomPort {
  /** A uniformly random integer in [0, maxExclusive). */
  int(maxExclusive: number): number;
}

export const cryptoRandom: RandomPort = { int: (max) => randomInt(max) };

/** Deterministic (mulberry32) for tests and reproducible demos. */
export function seededRandom(seed: number): RandomPort {
  let a = seed >>> 0;
  return {
    int(max: number): number {
      a = (a + 0x6d2b79f5) >>> 0;
      let t = a;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      return Math.floor(unit * max);
    },
  };
}

/** Always the given sequence (cycled): for tests that need one exact outcome. */
export function scriptedRandom(values: readonly number[]): RandomPort {
  let i = 0;
  return { int: (max) => (values[i++ % values.length] ?? 0) % max };
}
