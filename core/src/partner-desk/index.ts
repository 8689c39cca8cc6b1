export {
  BASIS_POINTS_PER_UNIT,
  bpText,
  NO_FIGURES,
  PARTNER_CATEGORIES,
  partnerCalcFigures,
  percentToBp,
  sameRolling,
  shareOf,
} from './domain/partner-calc.js';
export type {
  PartnerCalcCategory,
  PartnerCalcFigures,
  PartnerCategory,
  PartnerCategoryFigures,
  PartnerRates,
} from './domain/partner-calc.js';
export {
  PARTNER_CODE_PATTERN,
  PARTNER_DESK_MESSAGES,
  PARTNER_MAX_CODES,
  PARTNER_MAX_RANGE_DAYS,
  PARTNER_PER_PAGE,
  PARTNER_CODE_MAX_LENGTH,
} from './domain/partner-desk.messages.js';
export { checkPartnerRange, daysOf, partnerPresetRange, rangeDayCount } from './domain/partner-range.js';
export type { PartnerDayRange, PartnerRangeRefusal } from './domain/partner-range.js';
export { PartnerDeskGateway } from './application/partner-desk.gateway.js';
export type {
  PartnerBetPage,
  PartnerCalc,
  PartnerCasinoPage,
  PartnerCode,
  PartnerDay,
  PartnerListQuery,
  PartnerMemberRow,
  PartnerMembersPage,
  PartnerMembersQuery,
  PartnerMoneyPage,
  PartnerSummary,
} from './application/partner-desk.gateway.js';
export { createApiPartnerDeskGateway } from './application/api-partner-desk-gateway.js';
export { PartnerRangeViewModel } from './application/partner-range.view-model.js';
export type { PartnerRangeDeps, PartnerRangeView, PartnerScreenQuery } from './application/partner-range.view-model.js';
export { PartnerCodesViewModel } from './application/partner-codes.view-model.js';
export type { PartnerCodesView } from './application/partner-codes.view-model.js';
export { partnerHomeOf, PartnerLoginViewModel } from './application/partner-login.view-model.js';
export type { PartnerLoginDeps, PartnerLoginView } from './application/partner-login.view-model.js';
export { createPartnerDeskScreens } from './application/partner-desk-screens.js';
export type { PartnerDeskScreens, PartnerDeskScreensDeps } from './application/partner-desk-screens.js';
