import { captchaChallengeDecoder, memberDtoDecoder, sessionCheckDecoder, type LoginBodyDto } from '../contracts/auth.js';
import { nothingDecoder } from '../contracts/common.js';
import type { ApiCaller } from './call.js';

/** Auth calls of docs/api-conventions.md (the session cookie is the adapter's business). */
export const createAuthApi = (call: ApiCaller) => ({
  /** POST /auth/login: a 404 carries the server's text for the login dialog. */
  login: (body: LoginBodyDto) => call({ method: 'POST', path: '/auth/login', body, decoder: memberDtoDecoder }),
  /** GET /auth/captcha: a new anti-automation code for the login. */
  captcha: () => call({ method: 'GET', path: '/auth/captcha', decoder: captchaChallengeDecoder }),
  logout: () => call({ method: 'POST', path: '/auth/logout', decoder: nothingDecoder }),
  /** GET /auth/me: the member, or null for a guest (the server answers 200 `{ loggedIn: false }`). */
  me: () => call({ method: 'GET', path: '/auth/me', decoder: sessionCheckDecoder }),
});
export type AuthApi = ReturnType<typeof createAuthApi>;
