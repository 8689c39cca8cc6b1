import type { IdAllocator } from './market-book.js';

/**
 * What a fixture's story needs beyond its stored rows (saved with it, so a restart resumes it):
 * the hidden strength, the game time played at sim time `at`, and the end of play so far.
 */
export interface SimFixtureState {
  readonly strength: number;
  readonly elapsedGameMs: number;
  readonly playEndMs: number;
  readonly at: number;
}

/** A resumed fixture keeps its stored markets and picks: it never needs new ids. */
export const NO_IDS: IdAllocator = {
  market: () => {
    throw new Error('a resumed fixture allocates no ids');
  },
  odds: () => {
    throw new Error('a resumed fixture allocates no ids');
  },
};

export function isSimFixtureState(value: unknown): value is SimFixtureState {
  const v = value as Partial<SimFixtureState> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    [v.strength, v.elapsedGameMs, v.playEndMs, v.at].every((n) => typeof n === 'number' && Number.isFinite(n))
  );
}
