import { withThousands } from '../../shared/domain/money.js';
import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/**
 * Every text a member reads from the bet slip. Exact spec wording where the spec gives
 * Korean; natural Korean where it gives only English (bonus alerts, in-progress notice).
 */
export const BET_SLIP_MESSAGES = {
  /** Spec 5: bonus present, a pick below 1.3 cannot be added. */
  bonusMinOdds: '보너스 배당이 추가되어 1.3 이하 배당은 베팅할 수 없습니다.',
  /** Spec 5: the change variant of the same alert. */
  bonusMinOddsChange: '보너스 배당이 추가되어 1.3 이하 배당으로 변경할 수 없습니다.',
  bonusFolderShortage: (folders: number): string =>
    `보너스 배당은 1.3 이상 배당 ${folders}폴더 이상이 필요합니다. 보너스 배당을 먼저 삭제해주세요.`,
  bonusNeedsFolders: (folders: number): string => `보너스 배당은 1.3 이상 배당 ${folders}폴더 이상 선택 시 추가할 수 있습니다.`,
  bonusBlockedByLowOdds: '1.3 미만 배당이 포함되어 있어 보너스 배당을 추가할 수 없습니다.',
  betNotFound: '선택한 베팅을 찾을 수 없습니다.',
  /** Spec 6: what a guest reads; the UI also opens the login dialog. */
  loginRequired: COMMON_MESSAGES.loginRequired,
  emptySlip: '베팅을 선택해주세요.',
  amountRequired: '베팅액수를 입력해주세요.',
  negativeAmount: '베팅은 0원 이상 가능합니다.',
  /** Spec 8's text for the spec's 5,000 won; `belowMinimumOf` for a member's own minimum. */
  belowMinimum: '최소 베팅은 5000원 이상입니다.',
  decimalAmount: '소수점으로 베팅 불가합니다.',
  /** Spec 9 (bets in steps of 10 won), in the server's wording. */
  stakeStep: '베팅금액은 10원 단위로 입력해주세요.',
  /** A pick the live feed suspended (the server's wording for the same refusal). */
  oddsSuspended: '베팅이 일시 중지된 배당이 포함되어 있습니다.',
  /** Spec 5's cap on typed amounts, shown beside the field instead of rewriting it. */
  stakeCapHint: (cap: number): string => `베팅 가능 최대금액은 ${withThousands(cap)}원입니다.`,
  /** Spec 9 rounds a stake down to 10 won: the slip says what a typed 12,345 places. */
  stakeRoundedHint: (placed: number): string => `${withThousands(placed)}원으로 베팅됩니다.`,
  bonusMarket: '보너스',
  /** The folder-bonus entry's pick name (the server's bet name for the same leg). */
  bonusName: (folders: number): string => `${folders}폴더 이상 보너스`,
  aboveMaxBet: (max: number): string => `최대베팅금 ${withThousands(max)}이상 베팅하실수 없습니다.`,
  aboveMaxWinnings: (max: number): string => `최대당첨금 ${withThousands(max)}을 초과하여 베팅하실수 없습니다.`,
  insufficientCash: '보유 캐쉬가 부족합니다.',
  betInProgress: '베팅 진행중입니다.',
  miniGameRoundTaken: '미니게임은 회차당 1회만 베팅가능합니다.',
  limitsUnavailable: '베팅 한도 정보를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.',
  /** Shown on a prematch rejection when the server sent no text of its own. */
  oddsChanged: '배당이 변경되었습니다. 변경된 배당을 확인 후 다시 베팅해주세요.',
  betDone: '베팅이 완료 되었습니다.',
  /** The server's refusals of a submitted slip (sports, mini-game and virtual bets alike). */
  notYourAccount: '본인 계정으로만 이용할 수 있습니다.',
  sameMarketTwice: '같은 경기의 같은 마켓은 한 번만 베팅할 수 있습니다.',
  totalRatioMismatch: '총 배당이 올바르지 않습니다. 베팅을 다시 선택해주세요.',
  /** Spec 8: '[베팅] {league} - {pick}' plus ' 외 N폴더' when more legs, plus the amount. */
  prematchDone: (league: string, pick: string, moreLegs: number, amount: number): string =>
    `[베팅] ${league} - ${pick}${moreLegs > 0 ? ` 외 ${moreLegs}폴더` : ''} (${withThousands(amount)}원)`,
  /** Which game type's limits the slip shows (settings game types 1-4), named as the history's tabs. */
  limitsGameName: { 1: '스포츠', 2: '라이브', 3: '미니게임', 4: '가상게임' } as Readonly<Record<number, string>>,
} as const;

/** The minimum-stake refusal for a given minimum, in the spec's wording ('최소 베팅은 5000원 이상입니다.'). */
export const belowMinimumOf = (minimum: number): string => `최소 베팅은 ${minimum}원 이상입니다.`;
