import { hmacSha256 } from './hmac-sha256.js';
import { utf8Bytes } from './sha256.js';

/**
 * A deterministic stream of unbiased integers from (seed, roundKey): 32-byte HMAC blocks
 * `HMAC-SHA256(seed, "roundKey:blockIndex")`, read 4 bytes (big-endian) at a time, with
 * rejection sampling so `nextInt(n)` is exactly uniform. The server draws every round with it;
 * the fairness page recomputes a published round with the same code.
 */
export class FairStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private blockIndex = 0;
  private readonly key: Uint8Array;

  constructor(
    seed: string,
    private readonly roundKey: string,
  ) {
    this.key = utf8Bytes(seed);
  }

  /** Uniform integer in [0, n); n is an integer of 1..2^32. */
  nextInt(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 0x1_0000_0000) throw new RangeError(`n out of range: ${n}`);
    const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
    for (;;) {
      const value = this.nextUint32();
      if (value < limit) return value % n;
    }
  }

  /** `k` distinct values of [min, max], in draw order (a partial Fisher-Yates shuffle). */
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
      this.block = hmacSha256(this.key, utf8Bytes(`${this.roundKey}:${this.blockIndex}`));
      this.blockIndex += 1;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }
}
