import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Provably fair rounds. At open a round stores only the SHA-256 commitment of a fresh secret
 * server seed; at close the seed is revealed and the result is HMAC-SHA256(seed, roundKey)
 * mapped to the game's outcome. Anyone holding the revealed seed can check that it hashes to
 * the commitment published before betting closed, and recompute the outcome.
 */
export type SeedSource = () => string;

/** Production seeds: 32 bytes from the OS CSPRNG, hex. */
export const cryptoSeedSource: SeedSource = () => randomBytes(32).toString('hex');

export function commitmentOf(seed: string): string {
  return createHash('sha256').update(seed, 'utf8').digest('hex');
}

export function seedMatchesCommitment(seed: string, commitment: string): boolean {
  const a = Buffer.from(commitmentOf(seed), 'hex');
  const b = Buffer.from(commitment, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A deterministic stream of unbiased integers from (seed, roundKey): 32-byte HMAC blocks
 * `HMAC(seed, "roundKey:blockIndex")`, read 4 bytes at a time, with rejection sampling so
 * `nextInt(n)` is exactly uniform.
 */
export class FairStream {
  private block: Buffer = Buffer.alloc(0);
  private offset = 0;
  private blockIndex = 0;

  constructor(
    private readonly seed: string,
    private readonly roundKey: string,
  ) {}

  /** Uniform integer in [0, n). */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`n out of range: ${n}`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }

  /** `k` distinct values of [min, max], in draw order (for ball draws). */
  distinct(k: number, min: number, max: number): number[] {
    const pool = Array.from({ length: max - min + 1 }, (_, i) => min + i);
    if (k > pool.length) throw new RangeError('cannot draw more values than the pool holds');
    const out: number[] = [];
    for (let i = 0; i < k; i++) {
      const j = i + this.nextInt(pool.length - i);
      [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
      out.push(pool[i] as number);
    }
    return out;
  }

  private nextUint32(): number {
    if (this.offset + 4 > this.block.length) {
      this.block = createHmac('sha256', this.seed).update(`${this.roundKey}:${this.blockIndex}`).digest();
      this.blockIndex += 1;
      this.offset = 0;
    }
    const value = this.block.readUInt32BE(this.offset);
    this.offset += 4;
    return value;
  }
}

/** Deterministic seeds for tests: sha256 of "<label>:<n>", n counting up. */
export function seededSeedSource(label: string): SeedSource {
  let n = 0;
  return () => createHash('sha256').update(`${label}:${n++}`).digest('hex');
}
