import { createPasswordHasher, type PasswordHasher } from '../auth/password.js';

/**
 * The server suite's password hasher: the real one (scrypt N=2^17, ~0.4-0.9 s of CPU a hash
 * here), except that a (secret, stored hash) pair it has already verified is answered with the
 * answer scrypt gave for it the first time. The outcome is a pure function of the pair, so no
 * test sees anything scrypt would not say; only the repeats are skipped. Hashing is always real
 * (a new random salt each time). A "busy" answer (null) is not kept.
 *
 * Why: the throttle, second-factor and bad-input tests send the same wrong or right password
 * many times; 93 verifies and hashes in a run were 34 distinct ones (~40 s of CPU on 2 cores).
 */
export function memoPasswordHasher(real: PasswordHasher = createPasswordHasher()): PasswordHasher {
  const answers = new Map<string, Promise<boolean | null>>();
  return {
    hash: (secret) => real.hash(secret),
    verify: (secret, stored) => {
      // JSON keeps the pair apart whatever the characters (and null apart from the text "null").
      const key = JSON.stringify([secret, stored]);
      const known = answers.get(key);
      if (known) return known;
      const answer = real.verify(secret, stored);
      answers.set(key, answer);
      void answer.then(
        (value) => value === null && answers.delete(key),
        () => answers.delete(key),
      );
      return answer;
    },
  };
}
