import type { ApiError } from '../../shared/domain/api-error.js';

/** The anti-automation code (자동방지코드) the server shows after repeated login failures. */
export interface LoginCaptcha {
  readonly id: string;
  /** An SVG data URL (decoded and checked at the edge), drawn as an image. */
  readonly image: string;
}

/** What the member typed for a shown code. */
export interface LoginCaptchaAnswer {
  readonly id: string;
  readonly code: string;
}

/** Codes of the login refusals whose text the dialog shows as the server wrote it. */
const SERVER_TEXT_CODES: ReadonlySet<string> = new Set(['captchaRequired', 'captchaMismatch']);

/** A refused login whose next try must carry a code (the server says so in the body or the code). */
export function loginAsksForCaptcha(error: ApiError): boolean {
  if (error.code !== undefined && SERVER_TEXT_CODES.has(error.code)) return true;
  const body = error.body;
  return typeof body === 'object' && body !== null && (body as { captchaRequired?: unknown }).captchaRequired === true;
}

/** Whether the login dialog shows the server's own text for this refusal (404 and the code refusals). */
export function showsServerText(error: ApiError): boolean {
  return error.status === 404 || (error.code !== undefined && SERVER_TEXT_CODES.has(error.code));
}
