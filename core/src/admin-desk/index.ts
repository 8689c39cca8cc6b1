export {
  ADMIN_BETTING_PAGE_SIZE,
  ADMIN_DESK_MESSAGES,
  ADMIN_LEDGER_PAGE_SIZE,
  ADMIN_MAX_ADJUSTMENT,
  ADMIN_PAGE_SIZE,
  ADMIN_QUEUE_POLL_MS,
} from './domain/admin-desk.messages.js';
export { ADJUSTABLE_ACCOUNTS, validateAdjustment, ADJUSTMENT_MEMO_MAX } from './domain/adjustment.js';
export type { AdjustableAccount, Adjustment, AdjustmentInput } from './domain/adjustment.js';
export {
  EMPTY_FIXTURE_SCORE_DRAFT,
  FIXTURE_SCORE_MAX,
  FIXTURE_SCORE_MIN,
  fixtureScoreDraftOf,
  validateFixtureScore,
} from './domain/fixture-score.js';
export type { FixtureScoreDraft } from './domain/fixture-score.js';
export { checkFixtureResultWindow, fixtureHasKickedOff } from './domain/fixture-result-window.js';
export type { FixtureResultTiming } from './domain/fixture-result-window.js';
export { AdminDeskGateway } from './application/admin-desk.gateway.js';
export type {
  AdminAuditFilter,
  AdminAuditLine,
  AdminBet,
  AdminBetQuery,
  AdminBettingFixture,
  AdminBoardDraft,
  AdminBoardKind,
  AdminBoardPost,
  AdminCharge,
  AdminChargeStatus,
  AdminExposedMarket,
  AdminFixture,
  AdminFixtureMarket,
  AdminFixtureResult,
  AdminInquiry,
  AdminLedgerEntry,
  AdminMember,
  AdminMemberChange,
  AdminMemberLedger,
  AdminMemberQuery,
  AdminMemberStatus,
  AdminMinigame,
  AdminPopup,
  AdminResponsiblePlayMember,
  AdminSwitches,
  AdminSwitchKey,
} from './application/admin-desk.gateway.js';
export { deskActions, deskMessagesView, NO_DESK_MESSAGES } from './application/desk-actions.js';
export type { DeskActions, DeskConfirm, DeskMessagesModel } from './application/desk-actions.js';
export { createApiAdminDeskGateway } from './application/api-admin-desk-gateway.js';
export { AdminMembersViewModel } from './application/admin-members.view-model.js';
export type { AdjustForm, AdminMembersView, OpenMember } from './application/admin-members.view-model.js';
export { AdminChargesViewModel } from './application/admin-charges.view-model.js';
export type { AdminChargesView } from './application/admin-charges.view-model.js';
export { AdminInquiriesViewModel } from './application/admin-inquiries.view-model.js';
export type { AdminInquiriesView } from './application/admin-inquiries.view-model.js';
export { AdminMessageViewModel, textToHtml } from './application/admin-message.view-model.js';
export type { AdminMessageView, MessageRecipient } from './application/admin-message.view-model.js';
export { AdminBoardsViewModel } from './application/admin-boards.view-model.js';
export type { AdminBoardsView, PopupEditor, PostEditor } from './application/admin-boards.view-model.js';
export { AdminBannersViewModel } from './application/admin-banners.view-model.js';
export type { AdminBannersView, BannerEditor } from './application/admin-banners.view-model.js';
export { BannerDeskGateway } from './application/banner-desk.gateway.js';
export { createApiBannerDeskGateway } from './application/api-banner-desk-gateway.js';
export { AdminSettingsViewModel } from './application/admin-settings.view-model.js';
export type { AdminSettingsView } from './application/admin-settings.view-model.js';
export { ADMIN_FIXTURES_PAGE_SIZE, AdminResultsViewModel, fixtureResultOf, unpickedLines } from './application/admin-results.view-model.js';
export type { AdminResultsView, FixtureScoreSide } from './application/admin-results.view-model.js';
export {
  AUDIT_ACTION_OPTIONS,
  AUDIT_EVENT_LABELS,
  AUDIT_REQUEST_LABELS,
  auditActionLabel,
  auditChangeOf,
  auditFieldsOf,
  auditRequestKey,
  auditRequestOf,
  auditTargetText,
} from './domain/audit-line.js';
export type { AuditActionOption, AuditChange, AuditField } from './domain/audit-line.js';
export { minigameSwitchGroups, minigameSwitchLabel } from './domain/minigame-switches.js';
export type { MinigameSwitch, MinigameSwitchGroup } from './domain/minigame-switches.js';
export { marketRisk } from './domain/exposure.js';
export { deskList, deskListStart, deskListView, pagesOf } from './application/desk-list.js';
export type { DeskListModel } from './application/desk-list.js';
export { AdminBettingViewModel } from './application/admin-betting.view-model.js';
export type { AdminBettingView } from './application/admin-betting.view-model.js';
export { AdminBetsViewModel } from './application/admin-bets.view-model.js';
export type { AdminBetsView } from './application/admin-bets.view-model.js';
export { AdminAuditViewModel } from './application/admin-audit.view-model.js';
export type { AdminAuditView, AuditLineView } from './application/admin-audit.view-model.js';
export { RESPONSIBLE_PLAY_ROW_TEXTS, responsiblePlayRowView } from './domain/responsible-play-rows.js';
export type { ResponsiblePlayRowView } from './domain/responsible-play-rows.js';
export { AdminResponsiblePlayViewModel } from './application/admin-responsible-play.view-model.js';
export type { AdminResponsiblePlayView } from './application/admin-responsible-play.view-model.js';
export { OPERATOR_LIMITS_MESSAGES } from './domain/operator-limits.messages.js';
export {
  checkDepositBonusPercent,
  checkLimitUnits,
  parsePositiveWhole,
  validateBankAccountDraft,
  validateBonusPriceDraft,
  validateDelayDraft,
  validateDepositBonusDraft,
  validateLimitDraft,
  validateRateDraft,
} from './domain/operator-limits.js';
export type { BankAccountDraft, LimitUnits } from './domain/operator-limits.js';
export { USDT_QUEUE_MESSAGES, usdtCreditOf, validateReceivedUsdt } from './domain/usdt-queue.js';
export { OperatorLimitsGateway } from './application/operator-limits.gateway.js';
export type {
  OperatorBankingLevel,
  OperatorBettingLimit,
  OperatorBonusOffer,
  OperatorDepositBonusRate,
  OperatorLiveBetDelay,
} from './application/operator-limits.gateway.js';
export { createApiOperatorLimitsGateway } from './application/api-operator-limits-gateway.js';
export { accountKey, AdminLimitsViewModel, bonusKey, delayKey, depositBonusKey, limitKey } from './application/admin-limits.view-model.js';
export type { AdminLimitsRow, AdminLimitsTab, AdminLimitsView } from './application/admin-limits.view-model.js';
export { ADMIN_BET_GAME_TYPE_LABELS, adminBetLegOf, confirmVoidSettled, isVoidable } from './domain/admin-bet-legs.js';
export type { AdminBetGameType, AdminBetLeg, VoidableSlip } from './domain/admin-bet-legs.js';
export { UsdtQueueGateway } from './application/usdt-queue.gateway.js';
export type { UsdtQueueDecision, UsdtQueueRequest, UsdtQueueStatus } from './application/usdt-queue.gateway.js';
export { createApiUsdtQueueGateway } from './application/api-usdt-queue-gateway.js';
export { AdminUsdtViewModel } from './application/admin-usdt.view-model.js';
export type { AdminUsdtRow, AdminUsdtView } from './application/admin-usdt.view-model.js';
export {
  buildAdminDashboard,
  DASHBOARD_LEDGER_KINDS,
  DASHBOARD_PERIOD_DAYS,
  dashboardPeriodStart,
  daysEndingOn,
} from './domain/admin-dashboard.js';
export type {
  AdminDashboardFigures,
  DashboardDay,
  DashboardMoney,
  DashboardPeriod,
  DashboardQueues,
  DashboardSource,
  DashboardTotals,
  DayCount,
} from './domain/admin-dashboard.js';
export {
  ADMIN_EXPORT_HEADERS,
  ADMIN_EXPORT_LABELS,
  ADMIN_MEMBER_STATUS_LABELS,
  adminExportFileName,
  EXPORT_BET_GAME_TYPE,
  EXPORT_CHARGE_WORDS,
  EXPORT_MEMBER_TYPE,
  EXPORT_SETTLEMENT,
  EXPORT_SLOT_LABEL,
  exportWord,
} from './domain/admin-export.js';
export type { AdminExportKind } from './domain/admin-export.js';
export { AdminReportsGateway } from './application/admin-reports.gateway.js';
export type { AdminExportRange } from './application/admin-reports.gateway.js';
export { createApiAdminReportsGateway } from './application/api-admin-reports-gateway.js';
export {
  AdminDashboardViewModel,
  DASHBOARD_MEMBER_KEYS,
  DASHBOARD_MONEY_KEYS,
  DASHBOARD_QUEUE_KEYS,
  dashboardFigureText,
} from './application/admin-dashboard.view-model.js';
export type {
  AdminDashboardView,
  DashboardFigureKey,
  DashboardFigureView,
  DashboardPeriodView,
  DashboardQueueKey,
  DashboardSeriesView,
} from './application/admin-dashboard.view-model.js';
export { AdminExportViewModel } from './application/admin-export.view-model.js';
export type { AdminExportView } from './application/admin-export.view-model.js';
export { ADMIN_API_MESSAGES } from './domain/admin-api.messages.js';
export { BETTING_DESK_API_MESSAGES } from './domain/betting-desk-api.messages.js';
