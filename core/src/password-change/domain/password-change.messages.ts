/** Texts of the password-change dialog (spec sections 5 and 8). */
export const PASSWORD_CHANGE_MESSAGES = {
  /** New password and confirmation differ ('passwords do not match'). */
  mismatch: '비밀번호가 일치하지 않습니다.',
  /** The variant with the current password: all three fields are required. */
  incomplete: '비밀번호를 확인해주세요.',
  /** Success; the member is logged out and must log in again. */
  changed: '패스워드를 수정했습니다. 다시 로그인 해주세요.',
  /** Failure without a server text: 'system problem, consult via non-member inquiry'. */
  failed: '시스템 문제로 비밀번호를 변경하지 못했습니다. 비회원문의로 상담해주세요.',
} as const;
