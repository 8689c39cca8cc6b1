/**
 * `npm run seed`: migrates the database (DATA_DIR or DATABASE_URL) and seeds it when it is empty,
 * with the plan of the environment (the demo data by default; in production reference data and
 * the operator of ADMIN_PASSWORD unless SEED_DEMO=true). A database with members is left alone.
 */
import { resolveDeps } from './app.js';
import { configFromEnv } from './config.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { allModules } from './modules.js';
import { demoLoginLines, seedIfEmpty } from './seed/index.js';

const env = configFromEnv();
const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, poolSize: env.databasePoolSize, ...env.databaseTimeouts });
try {
  await migrate(db);
  const seeded = await seedIfEmpty(resolveDeps({ db, config: env.app }), allModules(), env.seed);
  console.log(seeded ? `Seeded (${env.seed.kind}).` : 'The database already has data; nothing seeded.');
  if (env.seed.kind === 'demo') {
    console.log('Demo logins (userId / password):');
    for (const line of demoLoginLines()) console.log(`  ${line}`);
  }
} finally {
  await db.close();
}
