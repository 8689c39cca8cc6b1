import { withThousands } from '../../shared/domain/money.js';
import { SPORTS_API_MESSAGES } from '../../sports/domain/sports-api.messages.js';

/**
 * Korean texts the operator's betting desk API sends (the spec has none for it;
 * server/src/routes/sports/desk/desk.messages.ts re-exports them as DESK_MESSAGES).
 */
export const BETTING_DESK_API_MESSAGES = {
  marketNotFound: '마켓을 찾을 수 없습니다.',
  betNotFound: SPORTS_API_MESSAGES.slipNotFound,
  alreadyVoided: '이미 무효 처리된 베팅입니다.',
  notVoidable: '대기 중이거나 적중/미적중으로 정산된 베팅만 무효 처리할 수 있습니다.',
  suspended: '마켓의 베팅이 중지되었습니다.',
  unsuspended: '마켓의 베팅 중지가 해제되었습니다.',
  voided: '베팅이 무효 처리되고 베팅금이 환급되었습니다.',
  /** A won slip voided: its payout taken back, its stake returned. */
  voidedWon: (payout: number, stake: number) =>
    `베팅이 무효 처리되었습니다. 당첨금 ${withThousands(payout)}원을 회수하고 베팅금 ${withThousands(stake)}원을 환급했습니다.`,
  /** The member no longer holds what a won slip's void takes back (policy 'refuse'). */
  voidShortfall: (needed: number, cash: number) =>
    `회원의 보유머니가 부족하여 무효 처리할 수 없습니다. (회수할 금액 ${withThousands(needed)}원, 보유머니 ${withThousands(cash)}원)`,
  /** The settlement name a voided slip shows in the member's history. */
  voidedSettlement: '무효처리',
} as const;
