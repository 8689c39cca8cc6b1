import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The operator's TOTP secret at rest (issue 11): AES-256-GCM under TOTP_ENCRYPTION_KEY, bound to
 * the operator's member id (additional authenticated data), so a database dump alone does not
 * give the second factor and a sealed secret copied to another operator's row does not open.
 *
 * Stored form: `v1:<iv>:<tag>:<ciphertext>`, each part base64url. A value without the `v1:`
 * prefix is a plaintext secret written before sealing existed; `prepareTotpSecrets`
 * (routes/auth/totp-secrets.ts) seals those at start.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const KEY_BYTES = 32;

/** The variable the key comes from (named in every refusal). */
export const TOTP_KEY_VARIABLE = 'TOTP_ENCRYPTION_KEY';

/**
 * Development's fixed key (32 bytes, base64): used only without NODE_ENV=production, where the
 * key is required (config.ts). Not a secret, like the demo passwords.
 */
export const DEV_TOTP_ENCRYPTION_KEY = 'ZGV2ZWxvcG1lbnQtb25seS10b3RwLWtleS0zMi1ieXQ=';

/** A key that does not open a sealed secret: another key than the one it was sealed with. */
export class TotpKeyError extends Error {
  constructor(memberId: number) {
    super(
      `The TOTP secret of operator ${memberId} cannot be decrypted: ${TOTP_KEY_VARIABLE} is not the key it was encrypted with (or the stored value was altered)`,
    );
    this.name = 'TotpKeyError';
  }
}

/** The key's 32 bytes from 64 hex digits or base64 (`openssl rand -base64 32`); null when it is neither. */
export function parseTotpKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed, 'base64');
  return bytes.length === KEY_BYTES ? bytes : null;
}

const keyOf = (text: string): Buffer => {
  const key = parseTotpKey(text);
  if (!key) throw new Error(`${TOTP_KEY_VARIABLE} must be 32 bytes as 64 hex digits or base64`);
  return key;
};

const aadOf = (memberId: number): Buffer => Buffer.from(`operator_totp:${memberId}`);

export const isSealed = (stored: string): boolean => stored.startsWith(`${VERSION}:`);

/** Encrypts a base32 secret for the operator's row. A fresh random IV every time. */
export function sealTotpSecret(keyText: string, memberId: number, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(keyText), iv);
  cipher.setAAD(aadOf(memberId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join(':');
}

/** The base32 secret of a sealed value; throws TotpKeyError when the key (or the row) is not the one it was sealed for. */
export function openTotpSecret(keyText: string, memberId: number, stored: string): string {
  const [version, iv, tag, body] = stored.split(':');
  if (version !== VERSION || iv === undefined || tag === undefined || body === undefined) throw new TotpKeyError(memberId);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(keyText), Buffer.from(iv, 'base64url'));
    decipher.setAAD(aadOf(memberId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new TotpKeyError(memberId);
  }
}
