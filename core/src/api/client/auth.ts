import { memberDtoDecoder, type LoginBodyDto } from '../contracts/auth.js';
import { nothingDecoder } from '../contracts/common.js';
import type { ApiCaller } from './call.js';

/** Auth calls of docs/api-conventions.md (the session cookie is the adapter's business). */
export const createAuthApi = (call: ApiCaller) => ({
  /** POST /auth/login: a 404 carries the server's text for the login dialog. */
  login: (body: LoginBodyDto) => call({ method: 'POST', path: '/auth/login', body, decoder: memberDtoDecoder }),
  logout: () => call({ method: 'POST', path: '/auth/logout', decoder: nothingDecoder }),
  /** GET /auth/me: the member, or an 'http' error with status 401 when not logged in. */
  me: () => call({ method: 'GET', path: '/auth/me', decoder: memberDtoDecoder }),
});
export type AuthApi = ReturnType<typeof createAuthApi>;
