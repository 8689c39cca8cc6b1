import { randomBytes } from 'node:crypto';
import { FairStream, sha256Hex } from '@bet/core/fairness';

/**
 * Provably fair rounds. At open a round stores only the SHA-256 commitment of a fresh secret
 * server seed; at close the seed is revealed and the result is HMAC-SHA256(seed, roundKey)
 * mapped to the game's outcome. Anyone holding the revealed seed can check that it hashes to
 * the commitment published before betting closed, and recompute the outcome. The hash, the
 * HMAC stream and the mini-games' outcome functions are core's (core/src/fairness), so the
 * fairness page in the browser runs the very code the server draws with; only the seeds come
 * from here (the OS CSPRNG).
 */
export { FairStream };

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
