import { invoke, type PollOptions } from '../contract/index.js';
import { captchaCall, loginCall, logoutCall, secondFactorCall, sessionCheckCall, type LoginBodyDto } from '../contracts/auth.js';
import type { ApiCaller } from './call.js';

/** Auth calls of docs/api-conventions.md (the session cookie is the adapter's business), from the calls' contracts. */
export const createAuthApi = (call: ApiCaller) => ({
  /** POST /auth/login: a 404 carries the server's text for the login dialog. */
  login: (body: LoginBodyDto) => invoke(call, loginCall, { body }),
  /** POST /auth/second-factor: the operator's TOTP code for the challenge of the password step. */
  secondFactor: (challenge: string, code: string) => invoke(call, secondFactorCall, { body: { challenge, code } }),
  /** GET /auth/captcha: a new anti-automation code for the login. */
  captcha: () => invoke(call, captchaCall, {}),
  logout: () => invoke(call, logoutCall, {}),
  /** GET /auth/me: the member, or null for a guest (the server answers 200 `{ loggedIn: false }`). */
  me: (poll?: PollOptions) => invoke(call, sessionCheckCall, {}, poll),
});
export type AuthApi = ReturnType<typeof createAuthApi>;
