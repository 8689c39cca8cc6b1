// The operator back office (/admin): its layout and screens.
export * from './AdminShell.js';
export * from './AdminMembersPage.js';
export * from './MemberDetail.js';
export * from './AdminChargesPage.js';
export * from './AdminInquiriesPage.js';
export * from './AdminMessagePage.js';
export * from './AdminBoardsPage.js';
export * from './AdminSettingsPage.js';
export * from './AdminResponsiblePlayPage.js';
export { ADMIN_TEXTS } from './texts.js';
export * from './AdminResultsPage.js';
export * from './AdminListFrame.js';
export * from './AdminBettingPage.js';
export * from './AdminBetsPage.js';
export * from './AdminAuditPage.js';
export * from './AdminLimitsPage.js';
export * from './AdminUsdtPage.js';
