export {
  ROULETTE_ALERT_DELAY_MS,
  ROULETTE_OUTCOMES,
  ROULETTE_RESULT_ANIMATION_MS,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SPIN_ANIMATION_MS,
  rouletteCouponType,
  rouletteOutcomeOf,
  rouletteResultText,
  rouletteSegmentIndex,
  VIP_COUPON_PRIZE_CODE,
} from './domain/roulette-outcomes.js';
export type {
  RouletteCouponCounts,
  RouletteCouponType,
  RouletteKind,
  RouletteOutcome,
  RouletteSpinResult,
} from './domain/roulette-outcomes.js';
export { ROULETTE_MISS_NAME, ROULETTE_WHEEL_WEIGHTS, rouletteSpinOfRoll } from './domain/roulette-wheel.js';
export type { RouletteSpinOfRoll } from './domain/roulette-wheel.js';
export { checkRouletteSpin, showsCouponClaim, spendRouletteCoupon } from './domain/roulette-rules.js';
export type { RouletteSpinContext, RouletteSpinRefusal } from './domain/roulette-rules.js';
export { ROULETTE_MESSAGES } from './domain/roulette.messages.js';
export { RouletteGateway } from './application/roulette.gateway.js';
export { RouletteViewModel } from './application/roulette.view-model.js';
export type { RouletteSpinTarget, RouletteStoredResult, RouletteView, RouletteViewModelDeps } from './application/roulette.view-model.js';
export { createApiRouletteGateway } from './application/api-roulette-gateway.js';
