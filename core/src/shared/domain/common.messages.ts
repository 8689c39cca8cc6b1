/**
 * Korean sentences several features say in the same words (spec 6: a guest is asked to log in;
 * spec 8's short confirmations). A feature's messages file names them under its own key, so a
 * screen reads `CASINO_MESSAGES.loginRequired`, and the server sends the same text.
 */
export const COMMON_MESSAGES = {
  loginRequired: '로그인 후 이용해주세요.',
  done: '완료되었습니다.',
  deleted: '삭제되었습니다.',
} as const;
