import { invoke } from '../contract/index.js';
import {
  claimCouponsByAmountCall,
  claimCouponsCall,
  couponCountCall,
  rouletteCommitmentCall,
  spinCall,
  type CouponTypeDto,
} from '../contracts/roulette.js';
import type { ApiCaller } from './call.js';

/** Roulette coupons and spins (spec section 7 "Roulette"), from the calls' contracts. */
export const createRouletteApi = (call: ApiCaller) => ({
  /** POST /card/roulleteCount/{memberId} (spec spelling kept): claims accumulated coupons. */
  claimCoupons: (memberId: number) => invoke(call, claimCouponsCall, { params: { memberId } }),
  /** POST /card/roulleteCountAndAmount: claims the coupons earned by amount. */
  claimCouponsByAmount: (memberId: number) => invoke(call, claimCouponsByAmountCall, { body: { memberId } }),
  /** POST /card/choice: spends one coupon (1 normal, 2 VIP) and answers the prize. */
  spin: (memberId: number, couponType: CouponTypeDto) => invoke(call, spinCall, { body: { memberId, couponType } }),
  couponCount: (memberId: number) => invoke(call, couponCountCall, { query: { memberId } }),
  /** GET /card/seed-commitment (ours, issue 13): the SHA-256 of the seed the next spin draws with. */
  seedCommitment: () => invoke(call, rouletteCommitmentCall, {}),
});
export type RouletteApi = ReturnType<typeof createRouletteApi>;
