/** Every text a member reads in the join flow (referral code, form, confirmation). Spec wording where the spec gives Korean. */
export const SIGN_UP_TEXTS = {
  ok: '확인',
  referral: {
    title: '가입코드 입력',
    label: '가입코드',
    next: '다음',
    busy: '확인 중...',
  },
  join: {
    title: '회원가입',
    usdtTitle: '테더 회원가입',
    userId: '아이디',
    password: '비밀번호',
    passwordConfirm: '비밀번호 확인',
    nickname: '닉네임',
    check: '중복확인',
    checking: '확인 중...',
    birthDate: '생년월일 (예: 19900101)',
    sex: '성별',
    carrier: '통신사',
    phoneNumber: '휴대전화번호 (- 없이 입력)',
    bank: '은행',
    bankAccountNumber: '계좌번호',
    accountHolder: '예금주',
    bankAccountPssword: '출금 비밀번호 (숫자 4자리)',
    captcha: '자동방지코드',
    captchaRefresh: '새로고침',
    adultTerms: '만 18세 이상이며 이용약관에 동의합니다.',
    choose: '선택하세요',
    submit: '회원가입',
    submitting: '가입 신청 중...',
  },
  joinConfirm: {
    title: '가입신청 완료',
    /** Shown when the view model gives no text of its own. */
    fallback: '가입신청이 완료되었습니다. 관리자 승인 후 이용 가능합니다.',
  },
} as const;
