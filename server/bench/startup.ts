/**
 * Start-up on a fresh embedded database, measured: `npx tsx server/bench/startup.ts`.
 * Prints the time of each phase (open PGlite, migrations, seed incl. the sports catalogue,
 * app build, first answer). A benchmark prints figures; it asserts nothing.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, resolveDeps } from '../src/app.js';
import { migrate } from '../src/db/migrate.js';
import { openPgliteDb } from '../src/db/pglite-db.js';
import { allModules } from '../src/modules.js';
import { seedIfEmpty } from '../src/seed/index.js';

const dir = await mkdtemp(join(tmpdir(), 'bet-startup-'));
const phases: [string, number][] = [];
let last = performance.now();
const mark = (name: string): void => {
  const now = performance.now();
  phases.push([name, now - last]);
  last = now;
};
const t0 = last;
const db = await openPgliteDb(join(dir, 'pglite'));
mark('open PGlite (fresh data folder)');
const applied = await migrate(db);
mark(`migrations (${applied.length})`);
const modules = allModules();
const deps = resolveDeps({ db, config: { logger: false } });
await seedIfEmpty(deps, modules);
mark('seed (foundation + sports catalogue)');
const app = await buildApp({ ...deps, modules });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
mark('build app and listen');
const res = await fetch(`${url}/api/setting/user`);
await res.text();
mark('first answer');
const total = performance.now() - t0;
await app.close();
await db.close();
await rm(dir, { recursive: true, force: true });

for (const [name, ms] of phases) console.log(`${name.padEnd(40)} ${ms.toFixed(0).padStart(6)} ms`);
console.log(`${'total (fresh start to first answer)'.padEnd(40)} ${total.toFixed(0).padStart(6)} ms`);
