import type { PasswordHasher } from '../auth/password.js';
import { DEMO_ADMIN_PASSWORD, DEMO_DEPOSIT_PASSWORD, DEMO_PASSWORD } from '../seed/demo-accounts.js';
import { DEMO_HASHES } from '../seed/demo-hashes.js';
import { demoPasswordHasher } from './demo-password-hasher.js';

/** A stand-in for scrypt that records what it was asked (seed.test.ts checks the real pairs). */
function recordingHasher(): PasswordHasher & { readonly asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    hash: async (secret) => {
      asked.push(`hash ${secret}`);
      return `hashed:${secret}`;
    },
    verify: async (secret, stored) => {
      asked.push(`verify ${secret}`);
      return stored === `hashed:${secret}`;
    },
  };
}

describe('the browser tests’ password hasher', () => {
  it('answers a demo account’s own password and PIN against its seeded hash without hashing', async () => {
    const real = recordingHasher();
    const hasher = demoPasswordHasher(real);
    expect(await hasher.verify(DEMO_PASSWORD, DEMO_HASHES.member01!.password)).toBe(true);
    expect(await hasher.verify(DEMO_DEPOSIT_PASSWORD, DEMO_HASHES.member01!.pin)).toBe(true);
    expect(await hasher.verify(DEMO_ADMIN_PASSWORD, DEMO_HASHES.admin!.password)).toBe(true);
    expect(real.asked).toEqual([]);
  });

  it('leaves everything else to the real hasher: wrong secrets, another account’s hash, new hashes', async () => {
    const real = recordingHasher();
    const hasher = demoPasswordHasher(real);
    expect(await hasher.verify('wrong1234', DEMO_HASHES.member01!.password)).toBe(false);
    expect(await hasher.verify(DEMO_ADMIN_PASSWORD, DEMO_HASHES.member01!.password)).toBe(false);
    expect(await hasher.verify(DEMO_PASSWORD, null)).toBe(false);
    const fresh = (await hasher.hash('new-pass1'))!;
    expect(await hasher.verify('new-pass1', fresh)).toBe(true);
    expect(real.asked).toEqual([
      'verify wrong1234',
      `verify ${DEMO_ADMIN_PASSWORD}`,
      `verify ${DEMO_PASSWORD}`,
      'hash new-pass1',
      'verify new-pass1',
    ]);
  });
});
