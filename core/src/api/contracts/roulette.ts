/**
 * Roulette coupons of spec section 7 "Roulette".
 *
 * POST /card/roulleteCount/{memberId}               -> ServerNoticeDto (coupon grant text, spec spelling kept)
 * POST /card/roulleteCountAndAmount {memberId}      -> ServerNoticeDto
 * POST /card/choice {memberId, couponType}          -> RouletteResultDto (spends one coupon: money-moving)
 * GET  /card/user/count?memberId                    -> RouletteCouponCountDto
 */
import * as D from '../decode.js';

/** 1 normal, 2 VIP. */
export type CouponTypeDto = 1 | 2;

export interface RouletteChoiceBodyDto {
  readonly memberId: number;
  readonly couponType: CouponTypeDto;
}

/** `value` 0 is a miss ('아쉽지만 꽝입니다. 다음 기회에.'); else points won or a prize `name`. */
export interface RouletteResultDto {
  readonly value: number;
  readonly name: string;
}
export const rouletteResultDtoDecoder: D.Decoder<RouletteResultDto> = D.object({
  value: D.integer,
  name: D.withDefault(D.string, ''),
});

export interface RouletteCouponCountDto {
  readonly normal: number;
  readonly vip: number;
}
export const rouletteCouponCountDtoDecoder: D.Decoder<RouletteCouponCountDto> = D.object({
  normal: D.integer,
  vip: D.integer,
});
