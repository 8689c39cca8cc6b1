/** Labels of the my-info dialog (spec 2: 'my-info dialog with password change'). */
export const PASSWORD_CHANGE_TEXTS = {
  title: '내정보',
  open: '비밀번호 변경',
  userId: '아이디',
  nickname: '닉네임',
  current: '현재 비밀번호',
  next: '새 비밀번호',
  confirm: '새 비밀번호 확인',
  show: '비밀번호 보기',
  submit: '비밀번호 변경',
  submitting: '변경 중…',
  bankNote: '계좌 및 출금 비밀번호 변경은 고객센터를 통해서만 가능합니다.',
} as const;
