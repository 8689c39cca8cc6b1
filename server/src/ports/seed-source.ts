import { randomBytes } from 'node:crypto';
import { sha256Hex } from '@bet/core/fairness';

/**
 * Secret seeds of provably fair draws (mini-game rounds, roulette spins). A draw stores only the
 * SHA-256 commitment of a fresh seed until it is revealed; the result is HMAC-SHA256(seed, key)
 * mapped to the outcome by core (core/src/fairness), so the fairness page in the browser runs
 * the very code the server draws with. Only the seeds come from here (the OS CSPRNG).
 */

export type SeedSource = () => string;

/** Production seeds: 32 bytes from the OS CSPRNG, hex. */
export const cryptoSeedSource: SeedSource = () => randomBytes(32).toString('hex');

export const commitmentOf = (seed: string): string => sha256Hex(seed);

/** Both values are public once the seed is revealed, so a plain comparison leaks nothing. */
export const seedMatchesCommitment = (seed: string, commitment: string): boolean => commitmentOf(seed) === commitment.toLowerCase();

/** Deterministic seeds for tests: sha256 of "<label>:<n>", n counting up. */
export function seededSeedSource(label: string): SeedSource {
  let n = 0;
  return () => sha256Hex(`${label}:${n++}`);
}

/** Seeds from a RandomPort: 32 bytes of it, hex (the OS CSPRNG in production, seeded in tests). */
export const seedSourceOf =
  (random: { int(maxExclusive: number): number }): SeedSource =>
  () =>
    Array.from({ length: 32 }, () => random.int(256).toString(16).padStart(2, '0')).join('');
