import type { AppDeps, ServerModule } from '../app-types.js';
import { seedFoundation } from './seed-foundation.js';

export { DEMO_ACCOUNTS, demoLoginLines } from './demo-accounts.js';

/** True when the database has no member yet (a fresh database). */
export async function isEmpty(deps: Pick<AppDeps, 'db'>): Promise<boolean> {
  const { rows } = await deps.db.query('SELECT 1 FROM members LIMIT 1');
  return rows.length === 0;
}

/**
 * Writes the demo data in one transaction: the foundation's seed, then every module's seed
 * (the sports catalogue, ...). Refuses to run on a database that already has members.
 */
export async function runSeed(deps: AppDeps, modules: readonly ServerModule[]): Promise<Record<string, number>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { rows } = await tx.query('SELECT 1 FROM members LIMIT 1');
    if (rows.length > 0) throw new Error('the database already has members: seed runs on an empty database only');
    const memberIds = await seedFoundation(tx, now);
    for (const module of modules) if (module.seed) await module.seed(tx, { now, memberIds }, deps);
    return memberIds;
  }, { retries: 0 });
}

/** Seeds a fresh database; does nothing on one that has data. Returns whether it seeded. */
export async function seedIfEmpty(deps: AppDeps, modules: readonly ServerModule[]): Promise<boolean> {
  if (!(await isEmpty(deps))) return false;
  await runSeed(deps, modules);
  return true;
}
