import { PASSWORD_CHANGE_MESSAGES } from '../../password-change/domain/password-change.messages.js';
import { SIGN_UP_MESSAGES } from './sign-up.messages.js';

/**
 * Texts the member routes send (server/src/routes/member/member.messages.ts re-exports them as
 * MEMBER_MESSAGES; spec sections 5 and 8 wording where it gives one). What the password-change
 * and sign-up dialogs already say is reused, so both ends read the same words.
 */
export const MEMBER_API_MESSAGES = {
  passwordChanged: PASSWORD_CHANGE_MESSAGES.changed,
  passwordMismatch: PASSWORD_CHANGE_MESSAGES.mismatch,
  passwordsRequired: PASSWORD_CHANGE_MESSAGES.incomplete,
  oldPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  depositPasswordWrong: '입출금 비밀번호가 일치하지 않습니다.',
  depositPasswordMissing: '입출금 비밀번호가 등록되어 있지 않습니다. 고객센터에 문의해주세요.',
  depositAccountMissing: '입금 계좌가 준비되지 않았습니다. 고객센터에 문의해주세요.',
  checkOneField: '확인할 항목을 하나만 입력해주세요.',
  joinDone: SIGN_UP_MESSAGES.awaitingApproval,
} as const;
