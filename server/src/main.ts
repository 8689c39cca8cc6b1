/**
 * Starts the server: `node server/dist/main.js` after `npm run build:server` (`npm run serve`), or
 * `tsx server/src/main.ts` in development (`npm run dev`). The environment is read and checked
 * once by config.ts (README lists every variable); a bad or missing value stops the start with a
 * message naming it.
 */
import { buildApp, resolveDeps } from './app.js';
import { TASK } from './background/task-supervisor.js';
import { ConfigError, configFromEnv, type ServerEnv } from './config.js';
import { migrate, MigrationChecksumError } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { allModules } from './modules.js';
import { TotpKeyError } from './auth/totp-seal.js';
import { confirmChainDeposits } from './routes/charge/settle-charge.js';
import { prepareTotpSecrets } from './routes/auth/totp-secrets.js';
import { demoLoginLines, seedIfEmpty } from './seed/index.js';

/** How often waiting USD deposits are checked against the chain port. */
export const CHAIN_SWEEP_MS = 5_000;

function readEnvironment(): ServerEnv {
  try {
    return configFromEnv();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(78); // EX_CONFIG: the environment, not the code, is wrong
  }
}

/** Applies new migrations; an applied one that was edited since stops the start, naming it. */
async function applyMigrations(): Promise<string[]> {
  try {
    return await migrate(db);
  } catch (error) {
    if (!(error instanceof MigrationChecksumError)) throw error;
    console.error(error.message);
    await db.close();
    process.exit(65); // EX_DATAERR: the migration files differ from what the database ran
  }
}

/** Seals plaintext TOTP secrets and checks the key opens the sealed ones; a wrong key stops the start. */
async function sealTotpSecrets(): Promise<number> {
  try {
    return await prepareTotpSecrets(db, env.app.totpEncryptionKey);
  } catch (error) {
    if (!(error instanceof TotpKeyError)) throw error;
    console.error(`The server cannot start: ${error.message}`);
    await db.close();
    process.exit(78);
  }
}

const env = readEnvironment();
const started = Date.now();
const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, poolSize: env.databasePoolSize, ...env.databaseTimeouts });
const applied = await applyMigrations();
const sealedNow = await sealTotpSecrets();
const modules = allModules({ feedLoadRate: env.feedLoadRate, sseLoadHz: env.sseLoadHz });
const deps = resolveDeps({ db, config: env.app });
const seeded = await seedIfEmpty(deps, modules, env.seed);
const app = await buildApp({ ...deps, modules });
const stops: (() => Promise<void>)[] = [];
for (const module of modules) if (module.start) stops.push(await module.start(deps, app));

// Like every background task, through the supervisor: failures are counted, logged to stderr and
// shown in GET /api/health (status 'degraded').
// The sweep is the USDT simulator's "money arrived" step: off unless the environment allows it.
const stopChainSweep = env.usdtSimulator
  ? deps.tasks.every(TASK.chainSweep, CHAIN_SWEEP_MS, () => confirmChainDeposits(deps))
  : () => undefined;

const address = await app.listen({ port: env.port, host: env.host });
const url = address.replace('0.0.0.0', 'localhost');
console.log(`\nServer ready in ${Date.now() - started} ms at ${url} (API ${url}${env.app.basePath})`);
console.log(
  `Mode: ${env.production ? 'production' : 'development'}; simulated ports: USDT chain deposits ${env.usdtSimulator ? 'confirmed by the simulator' : 'off (USDT_SIMULATOR)'}, exchange rate, game provider, sports feed`,
);
console.log(
  `Database: ${db.kind === 'pglite' ? `embedded PGlite in ${env.dataDir}` : 'PostgreSQL (DATABASE_URL)'}; migrations applied now: ${applied.length}; TOTP secrets encrypted now: ${sealedNow}; ${seeded ? `seeded (${env.seed.kind})` : 'data already present'}`,
);
if (env.seed.kind === 'demo') {
  console.log('Demo logins (userId / password):');
  for (const line of demoLoginLines()) console.log(`  ${line}`);
}

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
