// Public surface of the bet slip feature. Rule helpers used only inside the aggregate stay private.
export { BET_SLIP_GAME_PATHS } from './domain/bet-slip.types.js';
export type {
  BetSlipChange,
  BetSlipEntry,
  BetSlipError,
  BetSlipErrorKind,
  BetSlipGameInfo,
  BetSlipGamePath,
  BetSlipMiniGameEntry,
  BetSlipOutcome,
  BetSlipState,
} from './domain/bet-slip.types.js';
export {
  BET_GAME_TYPE,
  BET_LIMIT_UNIT_WON,
  BET_MIN_STAKE,
  BET_QUICK_AMOUNTS,
  BET_ROLE_MAX,
  BET_ROLE_MIN,
  BET_STAKE_STEP,
  BONUS_MARKET_ID,
  BONUS_MARKET_NAME,
  BONUS_MIN_ODDS,
  COMBINATION_ALLOWED_INPLAY_SPORTS,
  COMBINATION_ALLOWED_PREMATCH_SPORTS,
  MAX_BETS_PER_FIXTURE,
} from './domain/bet-slip.constants.js';
export type { BetGameType } from './domain/bet-slip.constants.js';
export { BET_SLIP_MESSAGES } from './domain/bet-slip.messages.js';
export {
  addBetToSlip,
  betSlipActiveEntries,
  betSlipActiveListKey,
  betSlipGamesOf,
  changeBetInSlip,
  createBetSlip,
  removeBetFromSlip,
} from './domain/bet-slip.js';
export {
  acceptBetSlipOddsChanges,
  applyBetSlipOddsChange,
  betSlipGamePathOfRoute,
  clearBetSlip,
  onBetSlipRouteChange,
  setBetSlipGamePath,
  toggleBetSlipAutoChange,
} from './domain/bet-slip.events.js';
export { bonusQualifyingFolderCount, bonusSlipEntry, findBonusEntry, isBonusEntry, type BetSlipBonusOffer } from './domain/bonus-rules.js';
export {
  applyBetSlipOddsUpdate,
  betSlipFollowedOddsIds,
  betSlipLockedCount,
  NO_BET_SLIP_LIVE_MARKS,
  pruneBetSlipLiveMarks,
} from './domain/live-odds.js';
export type { BetSlipLiveMarks, BetSlipOddsMovement, BetSlipOddsUpdate } from './domain/live-odds.js';
export {
  betSlipCategory,
  DEFAULT_BET_SLIP_CHANGE_POLICY,
  isBetSlipMiniGameEntry,
  isCombinationAllowed,
  type BetSlipChangePolicy,
} from './domain/fixture-rules.js';
export { betGameTypeOfPath, betLimitSettingOfUnits, betLimitsFor, betLimitWonOfUnits, clampBetRole } from './domain/limits.js';
export type { BetLimits, BetLimitSetting, BetLimitUnitsRow } from './domain/limits.js';
export {
  betStakeCapHint,
  betStakeFieldText,
  betStakeRoundingHint,
  capBetStake,
  maxAllowedBetStake,
  placedBetStake,
  quickAddBetStake,
  typedBetStake,
} from './domain/stake.js';
export type { BetStakeCaps } from './domain/stake.js';
export { DEFAULT_BET_MAX_BET_BOUNDARY, maxBetBoundaryOf, validateBetSubmit } from './domain/submit-validation.js';
export type { BetMaxBetBoundary, BetSubmitCheck } from './domain/submit-validation.js';
export {
  EVENT_GAME_DETAIL_TYPE,
  inplayGameDetailType,
  miniGameDetailType,
  prematchGameDetailType,
  VIRTUAL_GAME_DETAIL_TYPE,
  virtualGameOfRoute,
} from './domain/game-detail-type.js';
export type { PrematchBetStyle, VirtualGameDetailType, VirtualGameKind } from './domain/game-detail-type.js';
export {
  BET_GAME_STYLE_INPLAY,
  BET_GAME_STYLE_PREMATCH,
  betSlipFolderCount,
  betSlipTotalRatio,
  buildInplayBetPayload,
  buildMiniGameBetPayload,
  buildPrematchBetPayload,
  buildVirtualBetPayload,
  miniGameRoundKey,
} from './domain/payloads.js';
export type {
  BetLegPayload,
  BetPayloadInput,
  InplayBetPayload,
  MiniGameBetPayload,
  MiniGameLegPayload,
  PrematchBetPayload,
  VirtualBetPayload,
  VirtualLegPayload,
} from './domain/payloads.js';
export { decodeRejectedOdds, oddsMovesFor } from './domain/rejected-odds.js';
export type { BetSlipNewOdds, BetSlipOddsMove, BetSlipRejection } from './domain/rejected-odds.js';
export { betSuccessText } from './domain/success-text.js';
export type { BetSlipSuccessText } from './domain/success-text.js';
export { BetSlipGateway, BetSlipOddsFeed, GUEST_BET_SLIP_CONTEXT } from './application/bet-slip.ports.js';
export type { BetSlipContext, BetSlipInplayRequest, BetSlipPlaceCancelled, BetSlipPlaced } from './application/bet-slip.ports.js';
export {
  toBetSlipView,
  type BetSlipBonusOfferView,
  type BetSlipPhase,
  type BetSlipView,
  type BetSlipViewEntry,
} from './application/bet-slip.view.js';
export { BetSlipViewModel, type BetSlipViewModelDeps } from './application/bet-slip.view-model.js';
export {
  betLimitSettingsFromApi,
  betSlipInplayApiInput,
  betSlipMiniGameApiInput,
  betSlipPrematchApiInput,
  betSlipVirtualApiInput,
  betSlipWireBody,
  createApiBetSlipGateway,
} from './application/api-bet-slip-gateway.js';
