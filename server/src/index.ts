// Public surface of @bet/server, for cross-package tests (test/) and tools: build and start the
// reference server in-process.
export { buildApp, resolveDeps, DEFAULT_CONFIG, type BuildAppOptions } from './app.js';
export type { AppConfig, AppDeps, ServerModule } from './app-types.js';
export { configFromEnv } from './config.js';
export { openDb, DEFAULT_DATA_DIR } from './db/open-db.js';
export { migrate } from './db/migrate.js';
export type { Db, Sql, Tx } from './db/db.js';
export { allModules, createRoundsModuleFor, foundationModules } from './modules.js';
export { runSeed, seedIfEmpty, DEMO_ACCOUNTS, demoLoginLines } from './seed/index.js';
export { DEMO_PASSWORD, DEMO_ADMIN_PASSWORD, DEMO_DEPOSIT_PASSWORD } from './seed/demo-accounts.js';
export { ManualClock, systemClock } from './ports/clock.js';
