import type { ApiError } from '../../shared/domain/api-error.js';
import { SIGN_UP_MESSAGES } from '../domain/sign-up.messages.js';

/**
 * What a failed join shows (spec 8): the server's own body text when it sent one, else
 * '회원등록에 실패했습니다. 메세지를 확인해주세요.'. The body is read directly because
 * `ApiError.message` already falls back to the site-wide default, which is not this one.
 */
export function joinFailureText(error: ApiError): string {
  const body = error.body;
  if (typeof body === 'string' && body.trim() !== '') return body;
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return SIGN_UP_MESSAGES.joinFailed;
}
