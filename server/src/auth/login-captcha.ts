import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/db.js';
import type { CaptchaPort } from '../ports/captcha.js';

/** How long a shown code may be typed. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export interface CaptchaChallenge {
  readonly id: string;
  /** data:image/svg+xml;base64,... */
  readonly image: string;
}

const hashOf = (id: string, code: string): string => createHash('sha256').update(`${id}:${code.trim().toUpperCase()}`).digest('hex');

/** A new challenge: the code is kept only as a hash, bound to its id. */
export async function issueCaptcha(sql: Sql, captcha: CaptchaPort, now: number): Promise<CaptchaChallenge> {
  const id = randomBytes(16).toString('hex');
  const code = captcha.newCode();
  await sql.query('INSERT INTO login_captchas (id, code_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
    id,
    hashOf(id, code),
    new Date(now),
    new Date(now + CAPTCHA_TTL_MS),
  ]);
  await sql.query('DELETE FROM login_captchas WHERE expires_at < $1', [new Date(now - CAPTCHA_TTL_MS)]);
  return { id, image: captcha.image(code) };
}

/** Single use: the challenge is spent whether the code matches or not, so it cannot be guessed at. */
export async function redeemCaptcha(sql: Sql, args: { id: string; code: string; now: number }): Promise<boolean> {
  const { rows } = await sql.query<{ code_hash: string; expires_at: Date }>(
    'DELETE FROM login_captchas WHERE id = $1 RETURNING code_hash, expires_at',
    [args.id],
  );
  const row = rows[0];
  return row !== undefined && row.expires_at.getTime() > args.now && row.code_hash === hashOf(args.id, args.code);
}
