import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s steps. */
export const TOTP_PERIOD_MS = 30_000;
const DIGITS = 6;
/** Codes of the step before and after the server's are accepted too (clock drift, typing time). */
const WINDOW_STEPS = 1;
/** The issuer an authenticator app shows beside the login id. */
const ISSUER = 'Bet Admin';

const totpOf = (secretBase32: string, label = 'operator'): TOTP =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: TOTP_PERIOD_MS / 1000,
    secret: Secret.fromBase32(secretBase32),
  });

/** A new random secret (160 bits, as RFC 4226 recommends), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// address an authenticator app scans. */
export const totpUri = (secretBase32: string, userId: string): string => totpOf(secretBase32, userId).toString();

/** That address as a QR code: an SVG data URL (drawn as an <img>, never as markup). */
export async function totpQrImage(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

export type TotpCheck = { readonly ok: true; readonly step: number } | { readonly ok: false; readonly reason: 'wrong' | 'replayed' };

/**
 * Checks a typed code at `now` against the secret: accepted when it is the code of the current
 * step or of one step before or after, and that step is later than `lastStep` (the step of the
 * last accepted code): a code is never accepted twice (RFC 6238 section 5.2).
 */
export function checkTotp(secretBase32: string, code: string, now: number, lastStep: number): TotpCheck {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return { ok: false, reason: 'wrong' };
  const delta = totpOf(secretBase32).validate({ token, timestamp: now, window: WINDOW_STEPS });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = Math.floor(now / TOTP_PERIOD_MS) + delta;
  return step > lastStep ? { ok: true, step } : { ok: false, reason: 'replayed' };
}
