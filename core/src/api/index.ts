/**
 * Public surface of the API client (`@bet/core/api`). Every contract is in the `ApiContracts`
 * namespace and the decoders in `Decode` (`ApiContracts.MemberDto`, `Decode.object({...})`); the
 * contract machinery and the contracts another package builds on (the server's routes, the
 * conformance kit) are also named here, after the client's own names. A contract a package needs
 * joins this list (ESLint refuses a deep import of core).
 */
export { createApiClient, createOperatorApiClient, ApiClient, type OperatorApiClient } from './api-client.js';
export { API_SESSION_STATUSES, type ApiCall, type ApiCaller, type ApiDecodeError, type ApiResult } from './client/call.js';
export { BETTING_TOKEN_HEADER } from './client/sports-betting.js';
export { API_MESSAGES } from './api.messages.js';
export type { AuthApi } from './client/auth.js';
export type { MemberApi } from './client/member.js';
export type { SettingsApi } from './client/settings.js';
export type { SupportApi } from './client/support.js';
export type { MessagesApi } from './client/messages.js';
export type { PointsApi } from './client/points.js';
export type { MoneyApi } from './client/money.js';
export type { ChargeApi } from './client/charge.js';
export type { RouletteApi } from './client/roulette.js';
export type { BoardsApi } from './client/boards.js';
export type { SportsApi } from './client/sports.js';
export type { BettingApi } from './client/sports-betting.js';
export type { MinigameApi } from './client/minigame.js';
export type { GamesApi } from './client/games.js';
export type { FilesApi } from './client/files.js';
export type { AdminApi } from './client/admin.js';
export type { Decoder, DecodeFailure, DecodeResult } from './decode.js';
export * as Decode from './decode.js';
export * as ApiContracts from './contracts/index.js';
export { invoke, routeSchemas } from './contract/index.js';
export type { CallArgs, CallContract, JsonSchema, ServerTypes } from './contract/index.js';
export { activityStatementCall, statementQueryWire } from './contracts/activity-statement.js';
export { adminAuditCall, adminLedgerCheckCall } from './contracts/admin-audit.js';
export { adminBetsCall, adminBettingFixturesCall, adminMarketSuspensionCall, adminVoidBetCall } from './contracts/admin-betting.js';
export {
  adminBankingLevelsCall,
  adminBettingLimitsCall,
  adminBonusOffersCall,
  adminExchangeRateCall,
  adminLiveBetDelaysCall,
  adminSaveBettingLimitCall,
  adminSaveBonusOfferCall,
  adminSaveExchangeRateCall,
  adminSaveLiveBetDelayCall,
} from './contracts/admin-limits.js';
export { adminMinigameMaintenanceCall } from './contracts/admin-minigames.js';
export { adminDashboardCall, adminExportCall } from './contracts/admin-reports.js';
export { adminResetSecondFactorCall } from './contracts/admin-second-factor.js';
export {
  adminApproveUsdtCall,
  adminDepositBonusRatesCall,
  adminRejectUsdtCall,
  adminSaveDepositBonusRateCall,
  adminUsdtRequestsCall,
  depositBonusRatesCall,
} from './contracts/admin-usdt.js';
export {
  adminAdjustCall,
  adminAnswerInquiryCall,
  adminApproveChargeCall,
  adminApproveMemberCall,
  adminBankingLevelCall,
  adminBlockIpCall,
  adminChainSweepCall,
  adminChargesCall,
  adminCouponsCall,
  adminDeleteBoardCall,
  adminDeletePopupCall,
  adminEditBoardCall,
  adminInquiriesCall,
  adminMemberLedgerCall,
  adminMembersCall,
  adminMessageCall,
  adminPatchMemberCall,
  adminRejectChargeCall,
  adminRejectMemberCall,
  adminSettingsCall,
  adminSettleFixtureCall,
  adminSuggestionCodeCall,
  adminUnblockIpCall,
  adminWriteBoardCall,
  adminWritePopupCall,
} from './contracts/admin.js';
export type { AdminMemberPatchWireDto, AdminSettingsWireDto } from './contracts/admin.js';
export { attendanceCheckInCall, attendanceMonthCall } from './contracts/attendance.js';
export { captchaCall, GUEST_SESSION, loginCall, logoutCall, secondFactorCall, sessionCheckCall } from './contracts/auth.js';
export type { SecondFactorStepDto } from './contracts/auth.js';
export { BACKGROUND_POLL_HEADER, BACKGROUND_POLL_VALUE } from './contracts/background-poll.js';
export {
  adminDeleteBannerCall,
  adminEditBannerCall,
  adminMoveBannerCall,
  adminWriteBannerCall,
  siteBannersCall,
} from './contracts/banners.js';
export {
  boardEditNoticeCall,
  boardEventsCall,
  boardListCall,
  boardNoticesCall,
  boardPopupsCall,
  boardPostCall,
  boardRulesCall,
  boardWriteNoticeCall,
} from './contracts/boards.js';
export { casinoCallbackCall, casinoLaunchCall, casinoLobbyCall, casinoSimBalanceCall, casinoSimSpinCall } from './contracts/casino.js';
export type { CasinoCallbackWireDto, CasinoSimSpinWireDto } from './contracts/casino.js';
export {
  cancelLatestDepositCall,
  chargeCountCall,
  chargeHistoryCall,
  chargeRequestCall,
  checkDepositPasswordCall,
  cryptoDepositCall,
  depositAccountConfirmCall,
  hideChargeCall,
  hideUsdtChargeCall,
  tetherDepositUrlCall,
  usdDepositCall,
  usdWithdrawalCall,
} from './contracts/charge.js';
export { errorAnswer } from './contracts/common.js';
export { fairGamesCall, fairRoundsCall } from './contracts/fairness.js';
export { addFavouriteCall, favouritesCall, removeFavouriteCall } from './contracts/favourites.js';
export { createRealpokerUserCall, createRevolutionUserCall, realpokerLinkCall, revolutionLinkCall } from './contracts/games.js';
export { jackpotCall } from './contracts/jackpot.js';
export {
  changePasswordCall,
  encodeJoin,
  joinCall,
  memberCheckCall,
  memberGetCall,
  resetPasswordCall,
  suggestionCodeCall,
} from './contracts/member.js';
export type { JoinBodyWire, JoinInput, MemberWireDto } from './contracts/member.js';
export {
  messageCountCall,
  messageDeleteAllCall,
  messageDeleteOneCall,
  messageHideCall,
  messageListAllCall,
  messageListCall,
  messageReadAllCall,
  messageSetStatusCall,
  messageUnreadCountCall,
} from './contracts/messages.js';
export type { MessageDto } from './contracts/messages.js';
export { minigameRoundsCall } from './contracts/minigame-rounds.js';
export { minigameBetCall, minigameBettingSettingsCall, minigameSettingCall, minigameSettingsCall } from './contracts/minigame.js';
export { cashToCasinoCall, cashToUsdCall, casinoToCashCall, exchangeRateCall, pointToCashCall, usdToCashCall } from './contracts/money.js';
export {
  createPartnerCodeCall,
  myReferralsCall,
  partnerAnalysisCall,
  partnerBetsCall,
  partnerCalcCall,
  partnerCasinoBetsCall,
  partnerCodesCall,
  partnerDepositsCall,
  partnerMemberListCall,
  partnerMembersCall,
  partnerSummaryCall,
  partnerWithdrawalsCall,
} from './contracts/partner.js';
export { pointCountCall, pointDeleteAllCall, pointDeleteOneCall, pointListCall } from './contracts/points.js';
export { realityCheckCall, realityCheckStopCall, saveRealityCheckCall } from './contracts/reality-check.js';
export type { RealityCheckStopReason } from './contracts/reality-check.js';
export {
  adminLiftExclusionCall,
  adminMemberResponsiblePlayCall,
  adminResponsiblePlayListCall,
  cancelLimitChangeCall,
  confirmLimitCall,
  responsiblePlayCall,
  setLimitCall,
  startExclusionCall,
} from './contracts/responsible-play.js';
export type { AdminResponsiblePlayRowDto, ResponsiblePlayDto } from './contracts/responsible-play.js';
export { claimCouponsByAmountCall, claimCouponsCall, couponCountCall, rouletteCommitmentCall, spinCall } from './contracts/roulette.js';
export { parseRuntimeConfig, RUNTIME_CONFIG_PATH, runtimeConfigOrigins } from './contracts/runtime-config.js';
export {
  bankingLevelsCall,
  bankNamesCall,
  codesCall,
  labelsCall,
  memberBettingCall,
  signUpSettingsCall,
  siteSettingsCall,
} from './contracts/settings.js';
export type { SiteSettingsDto } from './contracts/settings.js';
export { inplayBetCall, inplayTokenCall, prematchBetCall, virtualBetCall } from './contracts/sports-betting.js';
export {
  betCancelCall,
  betHistoryCall,
  betHistoryCountCall,
  betHistoryDeleteCall,
  bonusOffersCall,
  inplayFixtureCountCall,
  inplayFixturesCall,
  popularFixturesCall,
  prematchFixtureCountCall,
  prematchFixturesCall,
  sportsLeaguesCall,
  sportsLocationsCall,
  topSportsCall,
  virtualBoardCall,
} from './contracts/sports.js';
export type { BetHistorySlipWire, SportsFixtureRowDto, SportsFixtureRowWire } from './contracts/sports.js';
export {
  inquiryCreateCall,
  inquiryDeleteAllCall,
  inquiryDeleteOneCall,
  inquiryListCall,
  nonMemberInquiryCall,
} from './contracts/support.js';
export { virtualRankingCall } from './contracts/virtual.js';
export type { VirtualRankingDto } from './contracts/virtual.js';
export type { FairGameDto, FairRoundsPageDto } from './contracts/fairness.js';
export { FIELD_LABELS, SERVER_MESSAGES } from './server.messages.js';
