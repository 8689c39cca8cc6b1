/** My page's chunk (screens.tsx loads it on the first visit to one): bet history, points, Q&A, referrals, statement, responsible play. */
export { BetResultRoute } from './bet-result-route.js';
export { AttendanceRoute, PointExchangeRoute, PointHistoryRoute } from './points-routes.js';
export { InquiryRoute } from './inquiry-route.js';
export { MyReferralsRoute } from './referrals-route.js';
export { ActivityStatementRoute } from './activity-statement-route.js';
export { ResponsiblePlayRoute } from './responsible-play-route.js';
