/** Every text a member reads in the login dialog, the login page and the member info page. */
export const SESSION_TEXTS = {
  loginDialog: {
    title: '로그인',
    userId: '아이디',
    password: '비밀번호',
    showPassword: '비밀번호 보기',
    hidePassword: '비밀번호 숨기기',
    submit: '로그인',
    submitting: '로그인 중...',
    join: '회원가입',
    nonMemberInquiry: '비회원문의',
    supportChannel: '고객센터 텔레그램 바로가기',
    captcha: '자동방지코드',
    captchaImage: '자동방지코드 그림',
    captchaRefresh: '새로고침',
    captchaHint: '그림의 문자 4자를 입력해주세요.',
  },
  /** The operator's second step after the password (issue 11; the spec has no text: ours). */
  secondFactor: {
    title: '관리자 2단계 인증',
    enrolTitle: '관리자 2단계 인증 등록',
    lead: '인증 앱(Google Authenticator 등)에 표시된 6자리 코드를 입력해주세요.',
    enrolLead:
      '관리자 계정은 2단계 인증이 필요합니다. 인증 앱으로 아래 QR 코드를 스캔하거나 설정 키를 직접 입력한 뒤, 앱에 표시된 6자리 코드를 입력해주세요.',
    qrImage: '인증 앱 등록용 QR 코드',
    secret: '설정 키',
    secretNote: '설정 키는 등록이 끝나면 다시 표시되지 않습니다. 안전한 곳에 보관해주세요.',
    code: '인증 코드',
    codeHint: '숫자 6자리',
    submit: '확인',
    submitting: '확인 중...',
    back: '처음으로',
  },
  loginPage: {
    title: '로그인',
    needed: (label: string): string => `${label} 메뉴는 로그인 후 이용하실 수 있습니다.`,
    general: '로그인 후 모든 메뉴를 이용하실 수 있습니다.',
    open: '로그인',
    join: '회원가입',
  },
  memberInfo: {
    title: '회원정보',
    rows: {
      userId: '아이디',
      nickname: '닉네임',
      level: '등급',
      phoneNumber: '휴대전화번호',
      emoney: '보유머니',
      point: '포인트',
      usdt: '테더(USDT)',
      bank: '출금계좌',
    },
    none: '-',
    bankNote: '계좌 및 출금 비밀번호 변경은 고객센터를 통해서만 가능합니다.',
    changePassword: '비밀번호 변경',
  },
  /** The my page and simple my page dialogs (spec 2). */
  myPage: {
    title: '마이페이지',
    simpleTitle: '내 정보',
    usd: '테더(USD)',
    /** Dialogs both my pages open beside the money ones. */
    dialogs: [
      { kind: 'attendance', label: '출석체크' },
      { kind: 'pointToCash', label: '포인트전환' },
    ],
    /** The simple my page's buttons, in order. */
    simpleActions: [
      { kind: 'deposit', label: '충전' },
      { kind: 'withdraw', label: '환전' },
      { kind: 'pointToCash', label: '포인트전환' },
      { kind: 'attendance', label: '출석체크' },
      { kind: 'memo', label: '쪽지함' },
      { kind: 'myPage', label: '마이페이지' },
    ],
  },
} as const;
