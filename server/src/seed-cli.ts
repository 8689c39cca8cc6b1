/**
 * `npm run seed`: migrates the database (DATA_DIR or DATABASE_URL) and writes the demo data when
 * it is empty. A database that already has members is left alone.
 */
import { resolveDeps } from './app.js';
import { configFromEnv } from './config.js';
import { migrate } from './db/migrate.js';
import { openDb } from './db/open-db.js';
import { allModules } from './modules.js';
import { demoLoginLines, seedIfEmpty } from './seed/index.js';

const env = configFromEnv();
const db = await openDb({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await migrate(db);
  const seeded = await seedIfEmpty(resolveDeps({ db, config: env.app }), allModules());
  console.log(seeded ? 'Demo data created. Logins (userId / password):' : 'The database already has data; nothing seeded. Demo logins:');
  for (const line of demoLoginLines()) console.log(`  ${line}`);
} finally {
  await db.close();
}
