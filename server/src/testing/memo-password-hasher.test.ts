import { jest } from '@jest/globals';
import { createPasswordHasher, hashSecretNow, type PasswordHasher } from '../auth/password.js';
import { memoPasswordHasher } from './memo-password-hasher.js';

/** The real hasher, counting what it is asked. */
function countingHasher(real: PasswordHasher = createPasswordHasher()): PasswordHasher & { readonly asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    hash: (secret) => {
      asked.push(`hash ${secret}`);
      return real.hash(secret);
    },
    verify: (secret, stored) => {
      asked.push(`verify ${secret} ${stored === null ? 'null' : 'stored'}`);
      return real.verify(secret, stored);
    },
  };
}

// scrypt is slow on purpose (about 50-100 ms a run quiet, seconds on a loaded 2-core machine):
// these tests run it several times, so they get more than jest's 5 s default.
jest.setTimeout(30_000);

describe('the server suite’s password hasher', () => {
  it('gives scrypt’s answer for each pair, and asks scrypt once per pair', async () => {
    const real = countingHasher();
    const hasher = memoPasswordHasher(real);
    const stored = await hashSecretNow('right-pass1');
    expect(await hasher.verify('right-pass1', stored)).toBe(true);
    expect(await hasher.verify('wrong-pass1', stored)).toBe(false);
    expect(await hasher.verify('right-pass1', null)).toBe(false);
    // The repeats, two of them at once: answered from the first run.
    const again = await Promise.all([hasher.verify('right-pass1', stored), hasher.verify('right-pass1', stored)]);
    expect(again).toEqual([true, true]);
    expect(await hasher.verify('wrong-pass1', stored)).toBe(false);
    expect(await hasher.verify('right-pass1', null)).toBe(false);
    expect(real.asked).toEqual(['verify right-pass1 stored', 'verify wrong-pass1 stored', 'verify right-pass1 null']);
  });

  it('hashes anew every time and does not keep a busy answer', async () => {
    let busy = true;
    const scrypt = createPasswordHasher();
    const real = countingHasher({
      hash: (secret) => scrypt.hash(secret),
      verify: (secret, stored) => (busy ? Promise.resolve(null) : scrypt.verify(secret, stored)),
    });
    const hasher = memoPasswordHasher(real);
    const [a, b] = [await hasher.hash('new-pass1'), await hasher.hash('new-pass1')];
    expect(a).not.toBe(b);
    expect(await hasher.verify('new-pass1', a)).toBeNull();
    busy = false;
    expect(await hasher.verify('new-pass1', a)).toBe(true);
    expect(real.asked).toEqual(['hash new-pass1', 'hash new-pass1', 'verify new-pass1 stored', 'verify new-pass1 stored']);
  });
});
