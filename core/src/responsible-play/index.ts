export {
  EXCLUSION_KIND_LABEL,
  LIMIT_KIND_LABEL,
  LIMIT_PERIOD_LABEL,
  RESPONSIBLE_PLAY_MESSAGES,
} from './domain/responsible-play.messages.js';
export type { GuardedAction } from './domain/responsible-play.messages.js';
export {
  allLimitSettings,
  cancelLimitChange,
  checkLimit,
  confirmLimitChange,
  isTightening,
  isValidLimitAmount,
  LIMIT_KINDS,
  LIMIT_MAX_WON,
  LIMIT_PERIODS,
  LIMIT_STEP_WON,
  noLimit,
  periodEnd,
  periodStart,
  periodStarts,
  RAISE_DELAY_MS,
  requestLimitChange,
} from './domain/limits.js';
export type {
  ConfirmError,
  LimitChangeError,
  LimitExceeded,
  LimitKind,
  LimitPeriod,
  LimitSetting,
  PendingLimitChange,
  PeriodSums,
} from './domain/limits.js';
export {
  addKstMonths,
  canLift,
  checkNotExcluded,
  COOL_OFF_DURATIONS,
  EXCLUSION_DURATION_LABEL,
  EXCLUSION_DURATIONS,
  exclusionEnd,
  exclusionInForce,
  exclusionKindOf,
  isExclusionDuration,
  isInForce,
  SELF_EXCLUSION_DURATIONS,
  startExclusion,
} from './domain/exclusions.js';
export type {
  CoolOffDuration,
  Exclusion,
  ExclusionDuration,
  ExclusionKind,
  ExclusionRefusal,
  SelfExclusionDuration,
} from './domain/exclusions.js';
export { ResponsiblePlayGateway } from './application/responsible-play.gateway.js';
export type { ResponsiblePlayState } from './application/responsible-play.gateway.js';
export { createApiResponsiblePlayGateway } from './application/api-responsible-play-gateway.js';
export { ResponsiblePlayViewModel } from './application/responsible-play.view-model.js';
export type {
  DurationChoice,
  ExclusionConfirm,
  LimitGroupView,
  LimitRowView,
  ResponsiblePlayDeps,
  ResponsiblePlayView,
} from './application/responsible-play.view-model.js';
