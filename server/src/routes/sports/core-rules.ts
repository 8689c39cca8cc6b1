/**
 * The core rules this module reuses, imported in one place. Deep imports (not '@bet/core') keep
 * the server from loading all of core's view models; validateBetSubmit is not in the feature index.
 */
export {
  BET_GAME_TYPE,
  BET_MIN_STAKE,
  BET_SLIP_MESSAGES,
  BONUS_MARKET_ID,
  BONUS_MARKET_NAME,
  BONUS_MIN_ODDS,
  MAX_BETS_PER_FIXTURE,
  betLimitSettingOfUnits,
  betLimitsFor,
  clampBetRole,
  isCombinationAllowed,
  type BetGameType,
  type BetLimitSetting,
  type BetLimits,
  DEFAULT_BET_MAX_BET_BOUNDARY,
  maxBetBoundaryOf,
  validateBetSubmit,
  type BetMaxBetBoundary,
  EVENT_GAME_DETAIL_TYPE,
  VIRTUAL_GAME_DETAIL_TYPE,
  inplayGameDetailType,
  prematchGameDetailType,
} from '@bet/core/bet-slip';
export {
  MIN_LIVE_BET_DELAY_SECONDS,
  INPLAY_ODDS_CHANGED_RESULT,
  liveBetDelaySeconds,
  perSportDelaySeconds,
  type LiveBetDelayPerSport,
} from '@bet/core/inplay';
export { checkFixtureResultWindow } from '@bet/core/admin-desk';
export { FEED_SPORT_IDS } from '@bet/core/labels';
