// The partner and recommender areas (spec 2/6) and the partner login (/auth/login).
export { PartnerLoginPage, PartnerLoginForm, type PartnerLoginScreenModel } from './PartnerLoginPage.js';
export { PartnerListScreen, PartnerListBody, type PartnerRangeScreenModel } from './PartnerListScreen.js';
export { PartnerMembersPage, PartnerMoneyPage, PartnerBetsPage, PartnerCasinoBetsPage, type PartnerMemberLinks } from './PartnerLists.js';
export { PartnerCalcPage, PartnerAnalysisPage, PartnerCalcFigures, PartnerCalcTable } from './PartnerCalcPage.js';
export { PartnerCodesPanel, PartnerCodesBody, type PartnerCodesScreenModel } from './PartnerCodesPanel.js';
export { PartnerDashboard, RecommenderListPage } from './PartnerDashboard.js';
export { PartnerLineChart, chartScale, niceStep } from './PartnerLineChart.js';
export { PARTNER_TEXTS } from './texts.js';
