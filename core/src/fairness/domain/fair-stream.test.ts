import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { FairStream } from './fair-stream.js';

/** The server's former node:crypto stream, kept here as the oracle. */
function nodeStream(seed: string, roundKey: string) {
  let block = Buffer.alloc(0);
  let offset = 0;
  let index = 0;
  return (): number => {
    if (offset + 4 > block.length) {
      block = createHmac('sha256', seed).update(`${roundKey}:${index++}`).digest();
      offset = 0;
    }
    const v = block.readUInt32BE(offset);
    offset += 4;
    return v;
  };
}

describe('FairStream', () => {
  it('reads the HMAC blocks of node:crypto, 4 bytes at a time, with rejection sampling', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 70 }),
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 1, max: 0x1_0000_0000 }),
        (seed, key, n) => {
          const ours = new FairStream(seed, key);
          const next = nodeStream(seed, key);
          const limit = 0x1_0000_0000 - (0x1_0000_0000 % n);
          for (let i = 0; i < 20; i++) {
            let v = next();
            while (v >= limit) v = next();
            expect(ours.nextInt(n)).toBe(v % n);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('rejects the top of the range so a draw is exactly uniform', () => {
    // n = 3 * 2^30: the limit is 3 * 2^30, so the stream skips values at or above it.
    const n = 3 * 2 ** 30;
    const ours = new FairStream('s', 'k');
    const next = nodeStream('s', 'k');
    const raw = Array.from({ length: 64 }, next);
    const expected = raw.filter((v) => v < n).map((v) => v % n);
    expect(raw.some((v) => v >= n)).toBe(true);
    expect(Array.from({ length: expected.length }, () => ours.nextInt(n))).toEqual(expected);
  });

  it('draws integers in range and distinct values without repeats', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1_000_000 }), (key, n) => {
        const s = new FairStream('k', key);
        const v = s.nextInt(n);
        expect(v >= 0 && v < n).toBe(true);
        const balls = s.distinct(5, 1, 28);
        expect(new Set(balls).size).toBe(5);
        for (const x of balls) expect(x >= 1 && x <= 28).toBe(true);
      }),
      { numRuns: 100 },
    );
  });

  it('refuses a range it cannot draw from', () => {
    expect(() => new FairStream('k', 'x').nextInt(0)).toThrow(RangeError);
    expect(() => new FairStream('k', 'x').nextInt(1.5)).toThrow(RangeError);
    expect(() => new FairStream('k', 'x').nextInt(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => new FairStream('k', 'x').distinct(3, 1, 2)).toThrow(RangeError);
  });
});
