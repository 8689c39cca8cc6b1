/**
 * Roulette coupons of spec section 7 "Roulette": one contract per call (both ends read these).
 *
 * POST /card/roulleteCount/{memberId}               -> ServerNoticeDto (coupon grant text, spec spelling kept)
 * POST /card/roulleteCountAndAmount {memberId}      -> ServerNoticeDto (+ counts and the deposit total)
 * POST /card/choice {memberId, couponType}          -> RouletteResultDto (spends one coupon: money-moving)
 * GET  /card/user/count?memberId                    -> RouletteCouponCountDto
 * GET  /card/seed-commitment                        -> RouletteCommitmentDto (ours, issue 13: the SHA-256
 *                                                      of the seed the member's next spin draws with)
 */
import * as W from '../contract/index.js';
import { serverNoticeWire } from './common.js';

/** 1 normal, 2 VIP. */
export const couponTypeWire = W.literal(1, 2);
export type CouponTypeDto = W.TypeOf<typeof couponTypeWire>;

const memberIdOnly = W.obj({ memberId: W.id() });

const couponCounts = W.obj({ normal: W.int(0), vip: W.int(0) });
export type RouletteCouponCountDto = W.TypeOf<typeof couponCounts>;

/**
 * `value` 0 is a miss ('아쉽지만 꽝입니다. 다음 기회에.'); else points won or a prize `name`. Ours
 * (issue 13, provably fair): the spin's round key, the seed it drew with (revealed now), that
 * seed's commitment, and the commitment of the next spin's seed.
 */
const fairSpinFields = {
  roundKey: W.optional(W.string()),
  seed: W.optional(W.string()),
  seedHash: W.optional(W.string()),
  nextSeedHash: W.optional(W.string()),
};
const spinResult = W.obj({ value: W.int(0), name: W.withDefault(W.string(), ''), ...fairSpinFields });
export type RouletteResultDto = W.TypeOf<typeof spinResult>;

export const claimCouponsCall = W.defineCall({
  method: 'POST',
  path: '/card/roulleteCount/:memberId',
  params: memberIdOnly,
  response: serverNoticeWire,
});

export const claimCouponsByAmountCall = W.defineCall({
  method: 'POST',
  path: '/card/roulleteCountAndAmount',
  body: memberIdOnly,
  /** The notice, with the counts and the approved deposit total the server adds. */
  response: W.withDefault(
    W.obj({
      message: W.withDefault(W.nullable(W.string()), null),
      normal: W.optional(W.int(0)),
      vip: W.optional(W.int(0)),
      amount: W.optional(W.won()),
    }),
    { message: null },
  ),
});

export const spinCall = W.defineCall({
  method: 'POST',
  path: '/card/choice',
  body: W.obj({ memberId: W.id(), couponType: couponTypeWire }),
  response: spinResult,
  moneyMoving: true,
});

export const couponCountCall = W.defineCall({
  method: 'GET',
  path: '/card/user/count',
  query: memberIdOnly,
  response: couponCounts,
});

const commitment = W.obj({ seedHash: W.string() });
export type RouletteCommitmentDto = W.TypeOf<typeof commitment>;

export const rouletteCommitmentCall = W.defineCall({
  method: 'GET',
  path: '/card/seed-commitment',
  response: commitment,
});
