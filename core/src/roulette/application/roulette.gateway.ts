import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { RouletteCouponCounts, RouletteCouponType, RouletteSpinResult } from '../domain/roulette-outcomes.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Server calls of the roulette (spec 7). The acting member comes from the session. */
export interface RouletteGateway {
  /** GET /card/user/count?memberId: coupons held per wheel. */
  countCoupons(): Promise<Result<RouletteCouponCounts, ApiError>>;
  /** POST /card/choice {memberId, couponType}: spends one coupon and draws the outcome. */
  choose(couponType: RouletteCouponType): Promise<Result<RouletteSpinResult, ApiError>>;
  /** POST /card/roulleteCount/{memberId}: grants the coupons the approved deposits earned; the server's text. */
  claimCoupons(): Promise<Result<string, ApiError>>;
  /** GET /card/seed-commitment: the SHA-256 of the seed the member's next spin draws with (issue 13). */
  commitment(): Promise<Result<string, ApiError>>;
}
export const RouletteGateway = portToken<RouletteGateway>('RouletteGateway');
