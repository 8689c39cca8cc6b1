import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Callbacks from the game provider and its launch tokens are signed with a secret the two
 * sides share (HMAC-SHA256), as real aggregators do: the callback route is public (the provider
 * has no member session), so the signature is what makes a callback the provider's.
 */
export type CasinoSecret = string;

/** A fresh secret (the simulator and the server of one process share it). */
export const newCasinoSecret = (): CasinoSecret => randomBytes(32).toString('hex');

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
