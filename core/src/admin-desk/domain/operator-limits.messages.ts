/** Texts of the operator's limits and rates screen (/admin/limits; ours: the spec has none). */
export const OPERATOR_LIMITS_MESSAGES = {
  numberRequired: '값을 입력해주세요.',
  notWhole: '값은 1 이상의 정수로 입력해주세요.',
  tooLarge: '값이 너무 큽니다.',
  maxBetAboveMaxWin: '최대 베팅금은 최대 당첨금보다 클 수 없습니다.',
  delayRange: '라이브 베팅 대기 시간은 3초 이상 60초 이하로 입력해주세요.',
  bankNameRequired: '은행명을 입력해주세요.',
  accountNumberInvalid: '계좌번호는 숫자와 -로 30자 이내로 입력해주세요.',
  holderRequired: '예금주를 입력해주세요.',
  unknownLimit: '존재하지 않는 베팅 한도입니다.',
  unknownSport: '라이브 베팅 대기 시간을 설정할 수 없는 종목입니다.',
  limitSaved: '베팅 한도가 저장되었습니다.',
  delaySaved: '라이브 베팅 대기 시간이 저장되었습니다.',
  accountSaved: '입금 계좌가 저장되었습니다.',
  rateSaved: '환율이 저장되었습니다.',
} as const;
