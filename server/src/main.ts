/**
 * Starts the server: `npx tsx server/src/main.ts` (or `npm run serve`).
 * Env: PORT (3000), HOST, DATA_DIR (./data/pglite), DATABASE_URL, REDIS_URL, TRUST_PROXY,
 * UI_DIR (app/dist), FILES_DIR, CHAIN_CONFIRM_MS, LOG; the sports module reads SPORTS_FEED(_SEED).
 */
import { buildApp, resolveDeps } from './app.js';
import { TASK } from './background/task-supervisor.js';
import { configFromEnv } from './config.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { allModules } from './modules.js';
import { confirmChainDeposits } from './routes/charge/settle-charge.js';
import { demoLoginLines, seedIfEmpty } from './seed/index.js';

/** How often waiting USD deposits are checked against the chain port. */
export const CHAIN_SWEEP_MS = 5_000;

const env = configFromEnv();
const started = Date.now();
const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
const applied = await migrate(db);
const modules = allModules();
const deps = resolveDeps({ db, config: env.app });
const seeded = await seedIfEmpty(deps, modules);
const app = await buildApp({ ...deps, modules });
const stops: (() => Promise<void>)[] = [];
for (const module of modules) if (module.start) stops.push(await module.start(deps, app));

// Like every background task, through the supervisor: failures are counted, logged to stderr and
// shown in GET /api/health (status 'degraded').
const stopChainSweep = deps.tasks.every(TASK.chainSweep, CHAIN_SWEEP_MS, () => confirmChainDeposits(deps));

const address = await app.listen({ port: env.port, host: env.host });
const url = address.replace('0.0.0.0', 'localhost');
console.log(`\nServer ready in ${Date.now() - started} ms at ${url} (API ${url}${env.app.basePath})`);
console.log(`Database: ${db.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}; migrations applied now: ${applied.length}; demo data ${seeded ? 'created' : 'already present'}`);
console.log('Demo logins (userId / password):');
for (const line of demoLoginLines()) console.log(`  ${line}`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing`);
  stopChainSweep();
  await app.close();
  for (const stop of stops) await stop();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
