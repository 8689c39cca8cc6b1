import { withThousands } from '../../shared/domain/money.js';
import type { RouletteKind } from './roulette-outcomes.js';
import { COMMON_MESSAGES } from '../../shared/domain/common.messages.js';

/** Every text a member reads in the roulette dialogs. Exact spec wording where the spec gives it. */
export const ROULETTE_MESSAGES = {
  loginRequired: COMMON_MESSAGES.loginRequired,
  spinning: '룰렛을 돌리고 있습니다.',
  lose: '아쉽지만 꽝입니다. 다음 기회에.',
  noCoupon: (kind: RouletteKind): string => (kind === 'vip' ? '보유한 VIP 룰렛 쿠폰이 없습니다.' : '보유한 룰렛 쿠폰이 없습니다.'),
  wonPoints: (amount: number): string => `축하합니다! ${withThousands(amount)} 포인트에 당첨되었습니다.`,
  wonPrize: (prizeName: string): string => `축하합니다! ${prizeName}에 당첨되었습니다.`,
  vipCouponPrizeName: 'VIP 룰렛 쿠폰 1장',
  title: (kind: RouletteKind): string => (kind === 'vip' ? 'VIP 룰렛' : '일반 룰렛'),
  /** The spin button shows how many coupons of the dialog's kind the member holds. */
  spinButton: (count: number): string => `룰렛 돌리기 (${withThousands(count)}장)`,
  /** A coupon claim the server answered without a text (spec 8's 'Completed.'). */
  couponsClaimed: COMMON_MESSAGES.done,
} as const;
