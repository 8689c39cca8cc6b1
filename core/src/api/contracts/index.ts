// Every contract (request and response types, decoders, encoders) of the API client, each contract
// file taken whole (its exports are public: issue 28's `@bet/core/api`); a list here would write
// every name twice. This barrel is `ApiContracts`; eleven later contract files are taken whole by
// @bet/core/api beside it (the OpenAPI test walks this barrel's calls as before).
export * from './admin-audit.js';
export * from './admin-betting.js';
export * from './admin-limits.js';
export * from './admin-minigames.js';
export * from './admin-reports.js';
export * from './admin-second-factor.js';
export * from './admin-usdt.js';
export * from './admin.js';
export * from './attendance.js';
export * from './auth.js';
export * from './banners.js';
export * from './boards.js';
export * from './charge.js';
export * from './common.js';
export * from './files.js';
export * from './games.js';
export * from './member.js';
export * from './messages.js';
export * from './minigame.js';
export * from './money.js';
export * from './partner.js';
export * from './points.js';
export * from './roulette.js';
export * from './settings.js';
export * from './sports-betting.js';
export * from './sports.js';
export * from './support.js';
