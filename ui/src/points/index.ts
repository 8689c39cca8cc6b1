// The point pages: /point (point exchange) and /mypage/point_history.
export * from './PointExchangePage.js';
export * from './PointHistoryPage.js';
export * from './PointRecordTable.js';
export { POINT_TEXTS } from './texts.js';
export * from './dialogs.js';
