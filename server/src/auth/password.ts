import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { Semaphore } from './semaphore.js';

/**
 * Password hashing: scrypt with N = 2^17, r = 8, p = 1 (OWASP's scrypt setting), pinned here and
 * not configurable, so a deployment cannot weaken it by accident. One hash takes 128 MiB and
 * about a second of CPU, so at most `concurrency` run at once and at most `queue` wait; beyond
 * that the caller gets null (the route answers "busy").
 *
 * Stored form: `scrypt$17$8$1$<salt base64>$<key base64>`.
 */
export const SCRYPT_LOG2_N = 17;
export const SCRYPT_R = 8;
export const SCRYPT_P = 1;
export const SCRYPT_MAXMEM = 256 * 1024 * 1024;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(
      secret.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: 2 ** SCRYPT_LOG2_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: SCRYPT_MAXMEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    ),
  );
}

/** One hash without the concurrency cap (seed generation, tests). */
export async function hashSecretNow(secret: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(secret, salt);
  return `scrypt$${SCRYPT_LOG2_N}$${SCRYPT_R}$${SCRYPT_P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

async function verifyNow(secret: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  // Only the pinned parameters are accepted: a stored hash with weaker ones never verifies.
  if (parts[1] !== String(SCRYPT_LOG2_N) || parts[2] !== String(SCRYPT_R) || parts[3] !== String(SCRYPT_P)) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length !== KEY_LENGTH || salt.length < 8) return false;
  const key = await derive(secret, salt);
  return timingSafeEqual(key, expected);
}

/**
 * A valid hash of a random secret, verified against when the login id is unknown, so an unknown
 * id costs the same time as a wrong password (no user enumeration by timing).
 */
export const DUMMY_HASH = 'scrypt$17$8$1$/kSIA+aGH53KDPma9OGSCA==$7B6FEZteSkkeZGrprgREfGEqT43wDTAyw+YKuHMI+NY=';

export interface PasswordHasher {
  /** Null when too many hashes are already running and waiting. */
  hash(secret: string): Promise<string | null>;
  /** Null when busy (see above); false for a wrong secret or a malformed hash. */
  verify(secret: string, stored: string | null): Promise<boolean | null>;
}

export function createPasswordHasher(options: { concurrency?: number; queue?: number } = {}): PasswordHasher {
  const gate = new Semaphore(options.concurrency ?? 2, options.queue ?? 64);
  return {
    hash: async (secret) => (await gate.run(() => hashSecretNow(secret)))?.value ?? null,
    verify: async (secret, stored) => {
      const r = await gate.run(() => verifyNow(secret, stored ?? DUMMY_HASH));
      if (r === null) return null;
      return stored === null ? false : r.value;
    },
  };
}
