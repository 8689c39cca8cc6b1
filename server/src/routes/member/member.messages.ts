/** Member-route texts (Korean); the spec's wording where it gives one (sections 5 and 8). */
export const MEMBER_MESSAGES = {
  passwordChanged: '패스워드를 수정했습니다. 다시 로그인 해주세요.',
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  passwordsRequired: '비밀번호를 확인해주세요.',
  oldPasswordWrong: '현재 비밀번호가 일치하지 않습니다.',
  depositPasswordWrong: '입출금 비밀번호가 일치하지 않습니다.',
  depositPasswordMissing: '입출금 비밀번호가 등록되어 있지 않습니다. 고객센터에 문의해주세요.',
  depositAccountMissing: '입금 계좌가 준비되지 않았습니다. 고객센터에 문의해주세요.',
  checkOneField: '확인할 항목을 하나만 입력해주세요.',
  joinDone: '회원가입 신청이 완료되었습니다. 관리자 승인 후 이용하실 수 있습니다.',
} as const;
