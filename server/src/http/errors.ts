/**
 * An error a route throws to answer with a status and a Korean message for the member:
 * body `{ message, code, ...extra }` (docs/api-conventions.md). Throwing inside a transaction
 * rolls it back, so nothing changes.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    readonly extra: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'badRequest', extra?: Record<string, unknown>): HttpError =>
  new HttpError(400, message, code, extra);
export const unauthorized = (message: string, code = 'notLoggedIn'): HttpError => new HttpError(401, message, code);
export const forbidden = (message: string, code = 'forbidden'): HttpError => new HttpError(403, message, code);
export const notFound = (message: string, code = 'notFound'): HttpError => new HttpError(404, message, code);
export const conflict = (message: string, code = 'conflict', extra?: Record<string, unknown>): HttpError =>
  new HttpError(409, message, code, extra);
export const tooMany = (message: string, code = 'throttled'): HttpError => new HttpError(429, message, code);
