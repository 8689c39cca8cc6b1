import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Callbacks from the game provider and its launch tokens are signed with a secret the two
 * sides share (HMAC-SHA256), as real aggregators do: the callback route is public (the provider
 * has no member session), so the signature is what makes a callback the provider's.
 */
export type CasinoSecret = string;

/** The setting that holds the secret (server/src/config.ts reads it; README documents it). */
export const CASINO_SECRET_VARIABLE = 'CASINO_CALLBACK_SECRET';

/** 32 characters at least: an HMAC key a guesser cannot reach (`openssl rand -hex 32` gives 64). */
export const MIN_CASINO_SECRET_LENGTH = 32;

/**
 * Development's fixed secret (public, like the development TOTP key): every instance and every
 * restart of a development site signs alike. Production must set its own (config.ts refuses to start).
 */
export const DEV_CASINO_CALLBACK_SECRET: CasinoSecret = 'development-casino-callback-secret-not-for-production';

/** The signed text of a callback: its fields but the signature, keys sorted, as JSON. */
export function canonicalCallback(fields: Readonly<Record<string, unknown>>): string {
  const keys = Object.keys(fields)
    .filter((k) => k !== 'signature' && fields[k] !== undefined)
    .sort();
  return JSON.stringify(keys.map((k) => [k, fields[k]]));
}

const hmac = (secret: CasinoSecret, text: string): string => createHmac('sha256', secret).update(text).digest('hex');

export const signCallback = (secret: CasinoSecret, fields: Readonly<Record<string, unknown>>): string =>
  hmac(secret, canonicalCallback(fields));

const sameHex = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function verifyCallback(secret: CasinoSecret, fields: Readonly<Record<string, unknown>> & { readonly signature: string }): boolean {
  return sameHex(signCallback(secret, fields), fields.signature);
}

export interface LaunchClaims {
  readonly uid: string;
  readonly gameId: string;
  /** Epoch ms after which the game page refuses the token. */
  readonly expiresAt: number;
}

/** `uid.gameId.expiresAt.signature`: the game page's credential (the member's session never reaches the provider). */
export function signLaunchToken(secret: CasinoSecret, claims: LaunchClaims): string {
  const body = `${claims.uid}.${claims.gameId}.${claims.expiresAt}`;
  return `${body}.${hmac(secret, `launch:${body}`)}`;
}

/** The claims of a token signed with `secret` and not expired at `now`, else null. */
export function readLaunchToken(secret: CasinoSecret, token: string, now: number): LaunchClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [uid, gameId, expires, signature] = parts as [string, string, string, string];
  if (!sameHex(hmac(secret, `launch:${uid}.${gameId}.${expires}`), signature)) return null;
  const expiresAt = Number(expires);
  return Number.isSafeInteger(expiresAt) && expiresAt > now ? { uid, gameId, expiresAt } : null;
}
