import { encodeJoin, type JoinInput } from '@bet/core/api';
import { fixedCaptcha } from '../ports/captcha.js';
import { seededRandom } from '../ports/random.js';
import { json, type Harness } from './harness.js';
import type { TestResponse } from './http-client.js';

/** The code every picture of `joinCaptcha()` shows: tests type it as a person reads it. */
export const TEST_CAPTCHA_CODE = 'J0N2';

/** The harness option that makes GET /auth/captcha issue TEST_CAPTCHA_CODE (pass as `build`). */
export const joinCaptcha = () => ({ captcha: fixedCaptcha(TEST_CAPTCHA_CODE, seededRandom(3)) });

/** A fresh challenge from the server (GET /auth/captcha), as the join form fetches it. */
export async function issueCaptchaId(h: Pick<Harness, 'inject'>, headers: Readonly<Record<string, string>> = {}): Promise<string> {
  const res = await h.inject({ method: 'GET', url: '/api/auth/captcha', headers });
  if (res.statusCode !== 200) throw new Error(`GET /auth/captcha answered ${res.statusCode}: ${res.body}`);
  return json<{ id: string }>(res).id;
}

/** POST /member/join with a fresh challenge answered `code` (the right one unless told). */
export async function joinWithCaptcha(
  h: Pick<Harness, 'inject'>,
  input: JoinInput,
  { code = TEST_CAPTCHA_CODE, headers = {} }: { readonly code?: string; readonly headers?: Readonly<Record<string, string>> } = {},
): Promise<TestResponse> {
  const captchaId = await issueCaptchaId(h, headers);
  return h.inject({ method: 'POST', url: '/api/member/join', headers, payload: { ...encodeJoin(input), captchaId, captchaCode: code } });
}
