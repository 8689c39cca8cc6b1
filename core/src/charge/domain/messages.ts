import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/**
 * Every text a member reads in the charge feature (deposit, withdrawal, USD dialogs, money
 * conversion). The spec's exact Korean where it gives it; natural Korean where it gives English
 * or nothing.
 */
export const CHARGE_MESSAGES = {
  // Deposit (spec 5 and 8: exact wording)
  bonusRequired: '보너스를 선택해 주세요.',
  depositMinimum: '10,000원 이상 충전신청 가능합니다.',
  depositStep: '1,000원 단위로 충전신청 가능합니다.',
  depositDone: '충전신청을 완료했습니다.',
  depositAccountCopied: '입금 계좌 정보가 복사되었습니다.',
  /** Spec 5 gives this text for the 4-digit deposit/withdraw password of the sign-up form. */
  accountPasswordFormat: '공백을 제외한 숫자 4자로 입력해주세요.',
  // Deposit (written here: the spec names the rule only)
  depositAmountRequired: '충전금액을 입력해주세요.',
  depositAmountNotNumeric: '충전금액은 숫자로 입력해주세요.',
  depositAmountFraction: '소수점으로 충전신청 불가합니다.',
  depositPending: '처리 대기 중인 충전신청이 있습니다. 처리가 끝난 후 다시 신청해주세요.',

  // Withdrawal (spec 5 and 8: exact wording)
  withdrawalAccountFirst: '출금계좌요청을 진행해주세요.',
  withdrawalAmountRequired: '금액을 입력하세요.',
  withdrawalAboveBalance: '보유머니보다 많은 금액을 입력했습니다.',
  withdrawalDone: '출금신청을 완료했습니다.',
  // Withdrawal (written here)
  withdrawalAmountNotNumeric: '출금금액은 숫자로 입력해주세요.',
  withdrawalAmountFraction: '소수점으로 출금신청 불가합니다.',
  withdrawalMinimum: '10,000원 이상 출금신청 가능합니다.',
  withdrawalStep: '10,000원 단위로 출금신청 가능합니다.',
  withdrawalMaximum: '1회 최대 30,000,000원까지 출금신청 가능합니다.',
  withdrawalCooldown: '출금신청 후 2시간이 지나야 다시 출금신청 가능합니다.',

  // Both directions (written here)
  bankMaintenance: '은행 점검시간(23:30~00:30)에는 입출금 신청이 불가합니다.',

  // Charge records (spec 8: English only)
  recordHidden: COMMON_MESSAGES.deleted,
  recordHideFailed: '예상치 못한 문제가 발생했습니다.',
  deleteAllConfirm: '전체 내역을 삭제하시겠습니까?',
  deleteAllDone: '삭제가 완료되었습니다.',
  deleteAllFailed: '삭제에 실패했습니다.',
  deleteAllNothing: '삭제할 수 있는 내역이 없습니다.',

  // USD withdrawal (spec 5 exact for the wallet rule; the rest from spec 8's English)
  usdWithdrawalNetworkRequired: '출금할 코인 네트워크를 선택해주세요.',
  usdWithdrawalTokenRequired: '출금할 코인 종류를 선택해주세요.',
  usdWithdrawalAddressRequired: '출금 주소를 입력해주세요.',
  usdAddressInvalid: '지갑 주소의 규칙에 맞지 않습니다.',
  usdWithdrawalAmountRequired: '출금 수량을 입력해주세요.',
  usdWithdrawalWarning: '국내 거래소 지갑 주소로는 출금하지 마세요. 입금이 확인되지 않을 수 있습니다.',
  usdWithdrawalConfirm: '입력한 지갑 주소로 출금신청 하시겠습니까?',
  // USD deposit
  usdDepositNetworkRequired: '입금할 코인 네트워크를 선택해주세요.',
  usdDepositTokenRequired: '입금할 코인 종류를 선택해주세요.',
  usdDepositAmountRequired: '입금 금액을 입력해주세요.',
  usdDepositAmountDigits: '입금 금액은 숫자만 입력해주세요.',
  usdDepositDone: '입금신청이 완료되었습니다. 입금을 진행해주세요.',
  usdDepositFailed: '예상치 못한 문제가 발생했습니다.',
  usdDepositCancelled: '최근 입금신청을 취소했습니다.',
  tetherMaintenance: '테더 입출금 점검중입니다.',

  // Money conversion (spec 5 and 8)
  pointMinimum: '포인트가 부족합니다. 최소 전환 포인트는 1원입니다.',
  pointConversionDone: '포인트 전환성공',
  pointConversionFailed: DEFAULT_PROBLEM_MESSAGE,
  moneyConversionDone: '전환에 성공했습니다.',
  moneyConversionFailed: '머니 전환에 실패했습니다.',
  conversionAmountRequired: '전환할 금액을 입력해주세요.',
  conversionAmountInvalid: '전환할 금액을 올바르게 입력해주세요.',
  conversionAmountFraction: '소수점으로 전환할 수 없습니다.',
  conversionUsdShort: '보유 USD가 부족합니다.',
  conversionMoneyShort: '보유머니가 부족합니다.',
  conversionPointShort: '보유 포인트가 부족합니다.',
  conversionResultZero: '전환 후 받을 금액이 없습니다. 금액을 늘려주세요.',
  conversionUsdMinimum: '최소 1 USD부터 전환 가능합니다.',
  conversionWonMinimum: '최소 10,000원부터 전환 가능합니다.',
  conversionMinimumNote: '최소 전환금액: 10,000원 / 1 USD',

  // Cash <-> casino wallet (spec 5 rules, spec 8 results)
  casinoTransferAmountRequired: '전환할 금액을 입력해주세요.',
  casinoTransferFraction: '소수점으로 전환할 수 없습니다.',
  cashToCasinoMinimum: '30,000원 이상 전환 가능합니다.',
  cashToCasinoAboveCash: '보유머니보다 많은 금액을 입력했습니다.',
  casinoToCashMinimum: '1원 이상 전환 가능합니다.',
  casinoToCashAboveCasino: '카지노머니보다 많은 금액을 입력했습니다.',
} as const;

/**
 * Names of the deposit bonus choices (pointType 0..7, spec 3). A rated choice's title adds its
 * percent, which the operator sets (`CHARGE_BONUS_TITLE`): '카지노 무한 5%'.
 */
export const CHARGE_BONUS_LABELS = {
  0: '보너스를 선택해 주세요',
  1: '카지노 무한',
  2: '스포츠 무한',
  3: '포인트 받지 않음',
  4: '슬롯 무한',
  5: '미니게임',
  6: '가상스포츠',
  7: '홀덤',
} as const;

/** A rated bonus choice's title: its name and percent. */
export const CHARGE_BONUS_TITLE = (name: string, percent: number): string => `${name} ${percent}%`;

/** Rule lines shown under a chosen bonus (spec 3: rolling 100%, penalties). */
export const CHARGE_BONUS_RULES = {
  rolling: '롤링 100% 충족 후 출금 가능합니다.',
  noPoint: '충전 포인트가 지급되지 않습니다.',
  forfeitIfExchangedToday: '당일 환전 내역이 있으면 포인트가 지급되지 않습니다.',
  sportsLowOdds: '스포츠 2폴더 1.50 미만 배당 베팅 시 포인트가 회수됩니다.',
  otherGames: (percent: number): string => `다른 게임 이용 시 최종 금액의 ${percent}%가 회수됩니다.`,
} as const;

/** Labels of charge records (spec 4 statuses, spec 3 charge types). */
export const CHARGE_RECORD_LABELS = {
  waiting: '대기',
  done: '완료',
  cancelled: '취소',
  error: '오류',
  won: '원화',
  usdt: 'USDT',
} as const;

/** The rules panels beside the deposit and withdraw forms (spec 5 and 9). */
export const CHARGE_RULE_TEXTS = {
  deposit: [
    '입금은 반드시 회원님 본인 명의로만 가능합니다.',
    '수표 입금은 불가합니다.',
    '입금 전 반드시 입금계좌를 확인(계좌요청)해주세요.',
    '최소 충전금액은 10,000원이며 1,000원 단위로 신청 가능합니다.',
    '1회 500만원 이하로 나누어 입금하시길 권장합니다. 처리에는 1~2분이 소요됩니다.',
    '은행 점검시간(23:30~00:30)에는 입출금이 불가합니다.',
  ],
  withdrawal: [
    '출금은 회원가입 시 등록한 계좌로만 가능합니다.',
    '최소 출금금액은 10,000원이며 10,000원 단위로 신청 가능합니다.',
    '1회 최대 출금금액은 30,000,000원입니다.',
    '출금신청 후 2시간이 지나야 다시 신청할 수 있습니다.',
    '롤링 조건을 충족해야 출금이 가능합니다.',
    '은행 점검시간(23:30~00:30)에는 입출금이 불가합니다.',
  ],
} as const;
