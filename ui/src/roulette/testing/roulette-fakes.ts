import { ok, type ApiError, type Result } from '@bet/core/shared';
import type { RouletteCouponCounts, RouletteCouponType, RouletteGateway, RouletteSpinResult } from '@bet/core/roulette';

/** Roulette coupons and spins; `hold` keeps the next spin unanswered until released. */
export class FakeRouletteGateway implements RouletteGateway {
  readonly spins: RouletteCouponType[] = [];
  coupons: RouletteCouponCounts = { normal: 3, vip: 1 };
  nextResult: RouletteSpinResult = { value: 5000, name: '5000' };
  private held: ((r: RouletteSpinResult) => void) | null = null;
  countCoupons = async (): Promise<Result<RouletteCouponCounts, ApiError>> => ok(this.coupons);
  choose = (couponType: RouletteCouponType): Promise<Result<RouletteSpinResult, ApiError>> => {
    this.spins.push(couponType);
    return new Promise((resolve) => {
      const answer = (r: RouletteSpinResult): void => resolve(ok(r));
      if (this.holding) this.held = answer;
      else answer(this.nextResult);
    });
  };
  claims = 0;
  claimCoupons = async (): Promise<Result<string, ApiError>> => {
    this.claims += 1;
    this.coupons = { ...this.coupons, normal: this.coupons.normal + 1 };
    return ok('룰렛 쿠폰이 지급되었습니다. (일반 1장, VIP 0장)');
  };
  commitment = async (): Promise<Result<string, ApiError>> => ok(this.seedHash);
  seedHash = 'a'.repeat(64);
  holding = false;
  release(): void {
    this.held?.(this.nextResult);
    this.held = null;
  }
}
