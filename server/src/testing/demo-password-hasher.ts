import { createPasswordHasher, type PasswordHasher } from '../auth/password.js';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';
import { DEMO_HASHES } from '../seed/demo-hashes.js';

/**
 * The browser tests' password hasher: the real one (scrypt N=2^17, ~0.4 s of CPU a hash here),
 * except that a demo account's own password or deposit PIN against the hash the seed stored for
 * it is known to verify, so it answers at once. seed.test.ts verifies every one of those pairs
 * with the real hasher, so the answer is the one scrypt gives. Everything else (a wrong
 * password, a changed password, a new member's sign-up) runs the real scrypt.
 *
 * Why: the browser tests log the demo members and the operator in about four times a file, and
 * those hashes were ~80 s of CPU per run on a 2-core machine where the browsers need it.
 */
export function demoPasswordHasher(real: PasswordHasher = createPasswordHasher()): PasswordHasher {
  const known = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const hashes = DEMO_HASHES[account.userId];
    if (!hashes) continue;
    known.set(hashes.password, account.password);
    known.set(hashes.pin, account.depositPassword);
  }
  return {
    hash: (secret) => real.hash(secret),
    verify: async (secret, stored) => (stored !== null && known.get(stored) === secret ? true : real.verify(secret, stored)),
  };
}
