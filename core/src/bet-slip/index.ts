// Public surface of the bet slip feature. Rule helpers used only inside the aggregate stay private.
export * from './domain/bet-slip.types.js';
export * from './domain/bet-slip.constants.js';
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
export * from './domain/live-odds.js';
export {
  betSlipCategory,
  DEFAULT_BET_SLIP_CHANGE_POLICY,
  isBetSlipMiniGameEntry,
  isCombinationAllowed,
  type BetSlipChangePolicy,
} from './domain/fixture-rules.js';
export * from './domain/limits.js';
export * from './domain/stake.js';
export * from './domain/submit-validation.js';
export * from './domain/game-detail-type.js';
export * from './domain/payloads.js';
export * from './domain/rejected-odds.js';
export * from './domain/success-text.js';
export * from './application/bet-slip.ports.js';
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
