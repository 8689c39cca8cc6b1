export {
  DEFAULT_REALITY_CHECK_SETTINGS,
  playedText,
  REALITY_CHECK_DEFAULT_INTERVAL_MINUTES,
  REALITY_CHECK_INTERVALS,
  REALITY_CHECK_MESSAGES,
  realityCheckMark,
  SESSION_LIMIT_CHOICES,
  sessionLimitReached,
  validateRealityCheckSettings,
} from './domain/reality-check.js';
export type { RealityCheckSettings } from './domain/reality-check.js';
export { RealityCheckGateway } from './application/reality-check.gateway.js';
export type { RealityCheckSummary } from './application/reality-check.gateway.js';
export { createApiRealityCheckGateway } from './application/api-reality-check-gateway.js';
export { REALITY_CHECK_TICK_MS, RealityCheckViewModel } from './application/reality-check.view-model.js';
export type { RealityCheckDialog, RealityCheckView } from './application/reality-check.view-model.js';
