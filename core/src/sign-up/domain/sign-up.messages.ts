/**
 * Every text a visitor reads while signing up. Exact spec wording where the spec gives Korean
 * (required, id length on the availability check, Korean-only nickname, deposit password,
 * captcha, banned words, availability, duplicates, referral code, closed, failure); natural
 * Korean where it gives only the rule.
 */
export const SIGN_UP_MESSAGES = {
  required: '위 항목을 입력해주세요.',
  userIdSpace: '아이디에 공백을 사용할 수 없습니다.',
  userIdCharacters: '아이디는 영문과 숫자만 사용할 수 있습니다.',
  /** The spec's text for 6-12, kept as written (no space after the comma, no final period). */
  userIdLength: (min: number, max: number): string => `${min}자이상,${max}자 이내로 입력해주세요`,
  bannedUserId: '금지된 아이디입니다.',
  passwordFormat: (min: number, max: number): string => `비밀번호는 영문, 숫자, 특수문자(!@#$%^*+=-) ${min}~${max}자로 입력해주세요.`,
  passwordMismatch: '비밀번호가 일치하지 않습니다.',
  nicknameSpace: '닉네임에 공백을 사용할 수 없습니다.',
  nicknameEmoji: '닉네임에 이모티콘은 사용할 수 없습니다.',
  nicknameKorean: '닉네임은 한글 2~6자로 입력하세요.',
  nicknameWeighted: '닉네임은 4~16자(한글은 1자를 2자로 계산)로 입력하세요.',
  nicknameCheckLength: (max: number): string => `닉네임은 ${max}자 이내로 입력해주세요.`,
  bannedNickname: '금지된 닉네임입니다.',
  birthDateFormat: '생년월일 8자리를 입력해주세요. (예: 19900101)',
  birthYearRange: (min: number, max: number): string => `출생연도는 ${min}년부터 ${max}년까지 입력할 수 있습니다.`,
  /** Ours (issue 13): the server checks the exact age on the day of sign-up. */
  underMinimumAge: (age: number): string => `만 ${age}세 이상만 가입할 수 있습니다.`,
  sex: '성별을 선택해주세요.',
  carrier: '통신사를 선택해주세요.',
  phoneDigits: '휴대전화번호는 하이픈(-) 없이 숫자만 입력해주세요.',
  phoneFormat: '휴대전화번호를 정확히 입력해주세요.',
  bankCode: '은행을 선택해주세요.',
  accountNumber: '계좌번호는 숫자만 14자리 이내로 입력해주세요.',
  accountHolderKorean: '예금주는 한글만 입력할 수 있습니다.',
  accountHolderLength: (max: number): string => `예금주는 ${max}자 이내로 입력해주세요.`,
  depositPassword: '공백을 제외한 숫자 4자로 입력해주세요.',
  captchaMismatch: '자동방지코드가 일치하지 않습니다.',
  adultTerms: '성인 확인 및 이용약관에 동의해주세요.',
  userIdNotChecked: '아이디 중복확인을 해주세요.',
  nicknameNotChecked: '닉네임 중복확인을 해주세요.',
  taken: (value: string): string => `${value}는 이미 사용중입니다.`,
  available: (value: string): string => `${value}는 사용가능합니다.`,
  duplicateUserId: '중복된 아이디 입니다.',
  duplicateNickname: '중복된 닉네임 입니다.',
  duplicatePhoneNumber: '중복된 휴대전화번호 입니다.',
  duplicateAccountNumber: '중복된 계좌번호 입니다.',
  invalidReferralCode: '유효하지 않은 가입코드입니다.',
  invalidRecommender: '유효한 추천인코드가 아닙니다.',
  /** Placeholder of the referral-code field: the spec hints 1212 for visitors without a code. */
  referralPlaceholder: '가입코드 (코드가 없으면 1212)',
  signUpClosed: '현재 회원가입은 종료했습니다.',
  joinFailed: '회원등록에 실패했습니다. 메세지를 확인해주세요.',
  /** The join-confirm dialog: the account waits for approval. */
  awaitingApproval: '회원가입 신청이 완료되었습니다. 관리자 승인 후 이용하실 수 있습니다.',
} as const;
