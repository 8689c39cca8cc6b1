import { serverNoticeDtoDecoder } from '../contracts/common.js';
import { rouletteCouponCountDtoDecoder, rouletteResultDtoDecoder, type CouponTypeDto } from '../contracts/roulette.js';
import { path, type ApiCaller } from './call.js';

/** Roulette coupons and spins (spec section 7 "Roulette"). */
export const createRouletteApi = (call: ApiCaller) => ({
  /** POST /card/roulleteCount/{memberId} (spec spelling kept): claims accumulated coupons. */
  claimCoupons: (memberId: number) =>
    call({ method: 'POST', path: path`/card/roulleteCount/${memberId}`, decoder: serverNoticeDtoDecoder }),
  /** POST /card/roulleteCountAndAmount: claims the coupons earned by amount. */
  claimCouponsByAmount: (memberId: number) =>
    call({ method: 'POST', path: '/card/roulleteCountAndAmount', body: { memberId }, decoder: serverNoticeDtoDecoder }),
  /** POST /card/choice: spends one coupon (1 normal, 2 VIP) and answers the prize. */
  spin: (memberId: number, couponType: CouponTypeDto) =>
    call({ method: 'POST', path: '/card/choice', body: { memberId, couponType }, moneyMoving: true, decoder: rouletteResultDtoDecoder }),
  couponCount: (memberId: number) =>
    call({ method: 'GET', path: '/card/user/count', query: { memberId }, decoder: rouletteCouponCountDtoDecoder }),
});
export type RouletteApi = ReturnType<typeof createRouletteApi>;
