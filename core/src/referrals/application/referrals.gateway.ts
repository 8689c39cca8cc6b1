import type { MyReferralDto } from '../../api/contracts/partner.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

/** One member who signed up with the member's code (the server masks the id). */
export type MyReferral = MyReferralDto;

export interface MyReferralsPage {
  readonly total: number;
  readonly list: readonly MyReferral[];
  /** The member's active join codes (none for a member without a code). */
  readonly codes: readonly string[];
}

/** Server calls of /mypage/recommender. */
export interface ReferralsGateway {
  /** GET /mypage/recommender?page&perpage: the session member's own referrals. */
  myReferrals(page: number, perpage: number): Promise<Result<MyReferralsPage, ApiError>>;
}
export const ReferralsGateway = portToken<ReferralsGateway>('ReferralsGateway');
