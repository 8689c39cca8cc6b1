export { HISTORY_MESSAGES } from './domain/history.messages.js';
export { historyTime } from './domain/bet-history-records.js';
export type { BetHistoryLeg, BetHistorySlip } from './domain/bet-history-records.js';
export { DEFAULT_LEG_WIN_FLAG_POLICY, LEG_WIN_FLAG_POLICIES, legOddsFactor, legOutcomeLabel, realOdds } from './domain/leg-win-flag.js';
export type { FlaggedLeg, LegOutcome, LegWinFlagPolicy, LegWinFlagPolicyName } from './domain/leg-win-flag.js';
export {
  checkCancelSlip,
  checkDeleteSlip,
  legOutcomeTone,
  SETTLEMENT_CANCELLED,
  SETTLEMENT_CODES,
  SETTLEMENT_LOST,
  SETTLEMENT_REFUND,
  SETTLEMENT_WAITING,
  SETTLEMENT_WON,
  slipAction,
  slipSettlementLabel,
  slipSettlementOf,
  slipSettlementTone,
} from './domain/slip-settlement.js';
export type { SlipAction, SlipActionRefusal, SlipSettlement, SlipSettlementTone } from './domain/slip-settlement.js';
export { SLIP_STATUS_CODES, slipStatusOf } from './domain/slip-status.js';
export type { SlipStatus } from './domain/slip-status.js';
export { BET_HISTORY_MAX_PAGE_LINKS, BET_HISTORY_PAGE_SIZE, betHistoryPageCount, pageLinks } from './domain/page-links.js';
export {
  BET_HISTORY_RANGE_CHOICES,
  betHistoryCustomRange,
  betHistoryPresetRange,
  betHistoryRangeLabel,
  DEFAULT_BET_HISTORY_RANGE,
} from './domain/date-range.js';
export type { BetHistoryDateRange, BetHistoryRangeChoice, BetHistoryRangePreset, BetHistoryRangeRefusal } from './domain/date-range.js';
export {
  BET_HISTORY_TABS,
  betHistoryDetailTypes,
  betHistoryGameType,
  betHistoryMaxPages,
  betHistorySelectionOf,
  betHistoryTabLabel,
  betHistoryTabOfGameType,
  GAME_TYPE_CASINO,
  GAME_TYPE_LIVE,
  GAME_TYPE_MINIGAME,
  GAME_TYPE_SPORTS,
  GAME_TYPE_VIRTUAL,
  isMinigameProvider,
  MINIGAME_ALL_HISTORY_CODES,
  MINIGAME_HISTORY_MAX_PAGES,
  MINIGAME_PROVIDER_CODES,
  MINIGAME_PROVIDERS,
  minigameProviderLabel,
  showsLiveHistory,
} from './domain/history-tabs.js';
export type { BetHistorySelection, BetHistoryTab, MinigameProvider, MinigameProviderChoice } from './domain/history-tabs.js';
export { BET_RESULT_FILTERS, betResultFilterLabel, matchesBetResultFilter } from './domain/result-filter.js';
export type { BetResultFilter } from './domain/result-filter.js';
export { betHistoryLegScore, betHistoryLegView, betHistorySlipSummary } from './domain/slip-summary.js';
export type { BetHistoryLegView, BetHistorySlipSummary } from './domain/slip-summary.js';
export { BetHistoryGateway } from './application/bet-history.gateway.js';
export type { BetHistoryFilter, BetHistoryPageQuery } from './application/bet-history.gateway.js';
export { BetHistoryViewModel } from './application/bet-history.view-model.js';
export type {
  BetHistoryCommand,
  BetHistoryConfirm,
  BetHistoryView,
  BetHistoryViewModelDeps,
} from './application/bet-history.view-model.js';
export { betHistorySlipOf, createApiBetHistoryGateway } from './application/api-bet-history-gateway.js';
export { historyUserTypeTag } from './domain/history-user-type.js';
