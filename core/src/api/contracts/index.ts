// Every contract (request and response types, decoders, encoders) of the API client.
export {
  anyWonWire,
  countWire,
  errorAnswer,
  ignoredAnswer,
  looseObj,
  noQueryWire,
  noticeShape,
  pagingShape,
  requiredInOrder,
  serverNoticeWire,
  stakeWire,
  withSchema,
} from './common.js';
export type { ServerNoticeDto } from './common.js';
export {
  captchaCall,
  captchaChallengeWire,
  GUEST_SESSION,
  loginCall,
  logoutCall,
  secondFactorCall,
  secondFactorStepWire,
  sessionCheckCall,
  sessionCheckWire,
} from './auth.js';
export type { CaptchaChallengeDto, GuestSessionDto, LoginBodyDto, SecondFactorStepDto } from './auth.js';
export {
  availabilityWire,
  changePasswordCall,
  encodeJoin,
  JOIN_DEFAULTS,
  joinCall,
  memberCheckCall,
  memberGetCall,
  memberWire,
  resetPasswordCall,
  suggestionCodeCall,
  suggestionCodeWire,
} from './member.js';
export type {
  AvailabilityDto,
  ChangePasswordBodyDto,
  JoinBodyDto,
  JoinBodyWire,
  JoinInput,
  MemberCheckQuery,
  MemberDto,
  MemberWireDto,
  ResetPasswordBodyDto,
  SuggestionCodeDto,
} from './member.js';
export {
  bankingLevelsCall,
  bankingLevelWire,
  bankNamesCall,
  bankSettingWire,
  codesCall,
  codeWire,
  labelsCall,
  labelSettingWire,
  memberBettingCall,
  memberBettingSettingsWire,
  signUpSettingsCall,
  siteSettingsCall,
  siteSettingsWire,
} from './settings.js';
export type {
  BankingLevelDto,
  BankSettingDto,
  BettingLimitDto,
  CodeDto,
  LabelSettingDto,
  LiveBetTimeDto,
  MemberBettingSettingsDto,
  SignUpSettingsDto,
  SiteSettingsDto,
} from './settings.js';
export { inquiryCreateCall, inquiryDeleteAllCall, inquiryDeleteOneCall, inquiryListCall, nonMemberInquiryCall } from './support.js';
export type { InquiryAnswerDto, InquiryBodyDto, InquiryDto, NonMemberInquiryBodyDto } from './support.js';
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
} from './messages.js';
export type { MessageConfirmStatus, MessageDto, MessageHideItemDto, MessageListQuery, MessageStatusBodyDto } from './messages.js';
export { pointCountCall, pointDeleteAllCall, pointDeleteOneCall, pointListCall } from './points.js';
export type { PointListQuery, PointRecordDto } from './points.js';
export {
  cashToCasinoCall,
  cashToUsdCall,
  CASINO_TRANSFER_CODE,
  casinoToCashCall,
  exchangeRateCall,
  exchangeRateWire,
  pointToCashCall,
  usdToCashCall,
} from './money.js';
export type { CashToUsdBodyDto, CasinoTransferBodyDto, CasinoTransferInput, PointToEmoneyBodyDto, UsdToCashBodyDto } from './money.js';
export {
  cancelLatestDepositCall,
  chargeCountCall,
  chargeHistoryCall,
  chargeRecordShape,
  chargeRecordWire,
  chargeRequestCall,
  checkDepositPasswordCall,
  cryptoDepositCall,
  depositAccountConfirmCall,
  encodeDepositRequest,
  encodeWithdrawalRequest,
  hideChargeCall,
  hideUsdtChargeCall,
  tetherDepositUrlCall,
  usdDepositCall,
  usdWithdrawalCall,
} from './charge.js';
export type {
  ChargeHistoryQuery,
  ChargeRecordDto,
  ChargeRequestBodyDto,
  ChargeRequestWireDto,
  CryptoDepositBodyDto,
  DepositMode,
  DepositPasswordBodyDto,
  DepositRequestInput,
  HideChargeBodyDto,
  PointTypeDto,
  TetherDepositQuery,
  UsdDepositInput,
  UsdNetworkDto,
  UsdTokenDto,
  UsdWithdrawalBodyDto,
  WithdrawalRequestInput,
} from './charge.js';
export {
  claimCouponsByAmountCall,
  claimCouponsCall,
  couponCountCall,
  couponTypeWire,
  rouletteCommitmentCall,
  spinCall,
} from './roulette.js';
export type { CouponTypeDto, RouletteCommitmentDto, RouletteCouponCountDto, RouletteResultDto } from './roulette.js';
export { attendanceCheckInCall, attendanceMonthCall } from './attendance.js';
export type { AttendanceCheckInDto, AttendanceMonthDto } from './attendance.js';
export {
  boardEditNoticeCall,
  boardEventsCall,
  boardListCall,
  boardNoticesCall,
  boardPopupsCall,
  boardPostCall,
  boardPostWire,
  boardRulesCall,
  boardWriteNoticeCall,
  popupWire,
} from './boards.js';
export type { BoardPostDto, BoardQuery, CssLengthDto, NoticeWriteDto, PopupDto } from './boards.js';
export {
  adminDeleteBannerCall,
  adminEditBannerCall,
  adminMoveBannerCall,
  adminWriteBannerCall,
  siteBannersCall,
  siteBannerWire,
} from './banners.js';
export type { BannerMoveDto, SiteBannerBodyDto, SiteBannerDto } from './banners.js';
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
  roundBoardShape,
  sportsFixtureStatusWire,
  sportsLeaguesCall,
  sportsLocationsCall,
  sportsScoreWire,
  topSportsCall,
  virtualBoardCall,
} from './sports.js';
export type {
  BetHistoryLegDto,
  BetHistoryQuery,
  BetHistoryResultFilter,
  BetHistorySlipDto,
  BetHistorySlipWire,
  BetSlipRefDto,
  PopularFixtureDto,
  SportsBonusOfferDto,
  SportsFixtureQuery,
  SportsFixtureRowDto,
  SportsFixtureRowWire,
  SportsLeagueDto,
  SportsLocationDto,
  SportsMenuDto,
  VirtualBoardDto,
} from './sports.js';
export {
  INPLAY_ODDS_CHANGED_RESULT,
  inplayBetCall,
  inplayTokenCall,
  oddsMovedDtoDecoder,
  placedBetWire,
  prematchBetCall,
  readOddsMoved,
  slipOddsFrameDtoDecoder,
  slipOddsMarketFrameDtoDecoder,
  slipStreamRequest,
  virtualBetCall,
} from './sports-betting.js';
export type {
  BetLegInput,
  InplayBetInput,
  InplayBetOutcomeDto,
  OddsMovedDto,
  PrematchBetInput,
  SlipOddsFrameDto,
  SlipOddsMarketFrameDto,
  VirtualBetInput,
  VirtualGameDetailType,
} from './sports-betting.js';
export { minigameBetCall, minigameBettingSettingsCall, minigameSettingCall, minigameSettingsCall } from './minigame.js';
export type { MinigameBetInput, MinigameBettingSettingDto, MinigameSettingDto } from './minigame.js';
export {
  createRealpokerUserCall,
  createRevolutionUserCall,
  GAME_ACCOUNT_CREATED,
  gameAccountWire,
  realpokerLinkCall,
  revolutionLinkCall,
} from './games.js';
export type { GameAccountDto } from './games.js';
export { fileDownloadPath } from './files.js';
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
} from './admin.js';
export type {
  AdminBankingLevelDto,
  AdminBoardBodyDto,
  AdminBoardKind,
  AdminChargeRowDto,
  AdminInquiryRowDto,
  AdminLedgerEntryDto,
  AdminMemberLedgerDto,
  AdminMemberPatchDto,
  AdminMemberPatchWireDto,
  AdminMemberRowDto,
  AdminMessageBodyDto,
  AdminPopupBodyDto,
  AdminSettingsBodyDto,
  AdminSettingsWireDto,
  FixtureMarketResultDto,
  FixtureResultBodyDto,
} from './admin.js';
export { adminAuditCall, adminLedgerCheckCall, auditFilterShape } from './admin-audit.js';
export type { AdminAuditRowDto, AdminLedgerCheckDto } from './admin-audit.js';
export {
  ADMIN_BET_GAME_TYPES,
  adminBetsCall,
  adminBettingFixturesCall,
  adminMarketSuspensionCall,
  adminVoidBetCall,
} from './admin-betting.js';
export type { AdminBetDto, AdminBetLegDto, AdminBettingFixtureDto, AdminExposedMarketDto, AdminExposedOddsDto } from './admin-betting.js';
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
  MAX_BONUS_PRICE,
  MAX_LIMIT_UNITS,
  MAX_LIVE_BET_DELAY,
  MAX_WON_PER_USD,
  MIN_BONUS_PRICE,
  MIN_LIVE_BET_DELAY,
} from './admin-limits.js';
export type {
  AdminBankingLevelRowDto,
  AdminBettingLimitDto,
  AdminBonusOfferDto,
  AdminExchangeRateDto,
  AdminLiveBetDelayDto,
} from './admin-limits.js';
export { adminResetSecondFactorCall } from './admin-second-factor.js';
export { adminMinigameMaintenanceCall } from './admin-minigames.js';
export type { AdminMinigameMaintenanceBodyDto } from './admin-minigames.js';
export {
  createPartnerCodeCall,
  myReferralsCall,
  PARTNER_CALC_CATEGORIES,
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
} from './partner.js';
export type {
  MyReferralDto,
  PartnerBetPageDto,
  PartnerBetRowDto,
  PartnerCalcDto,
  PartnerCalcRowDto,
  PartnerCasinoPageDto,
  PartnerCasinoRowDto,
  PartnerCodeDto,
  PartnerDayDto,
  PartnerMemberDto,
  PartnerMemberRowDto,
  PartnerMoneyPageDto,
  PartnerMoneyRowDto,
  PartnerSummaryDto,
} from './partner.js';
export {
  adminApproveUsdtCall,
  adminDepositBonusRatesCall,
  adminRejectUsdtCall,
  adminSaveDepositBonusRateCall,
  adminUsdtRequestsCall,
  depositBonusRatesCall,
  MAX_DEPOSIT_BONUS_PERCENT,
  RATED_BONUS_POINT_TYPES,
} from './admin-usdt.js';
export type { AdminUsdtRequestDto, DepositBonusRateDto } from './admin-usdt.js';
export {
  ADMIN_DASHBOARD_DAYS,
  ADMIN_EXPORT_KINDS,
  adminDashboardCall,
  adminExportCall,
  adminExportPath,
  adminExportQueryWire,
} from './admin-reports.js';
export type {
  AdminDashboardDayDto,
  AdminDashboardDto,
  AdminDashboardPeriodDto,
  AdminExportKind,
  AdminPendingQueuesDto,
} from './admin-reports.js';
