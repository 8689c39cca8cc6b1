import type { AppDeps, ServerModule } from '../app-types.js';
import type { SeedPlan } from '../config.js';
import { seedFoundation, seedReferenceData } from './seed-foundation.js';
import { seedOperator } from './seed-operator.js';

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
export async function runSeed(
  deps: AppDeps,
  modules: readonly ServerModule[],
  plan: SeedPlan = { kind: 'demo' },
): Promise<Record<string, number>> {
  const now = deps.clock.now();
  // Hashing is slow (scrypt): done before the transaction so it holds no lock meanwhile.
  const operatorHash = plan.kind === 'essentials' ? await operatorPasswordHash(deps, plan) : null;
  return deps.db.transaction(
    async (tx) => {
      const { rows } = await tx.query('SELECT 1 FROM members LIMIT 1');
      if (rows.length > 0) throw new Error('the database already has members: seed runs on an empty database only');
      let memberIds: Record<string, number>;
      if (plan.kind === 'demo') memberIds = await seedFoundation(tx, now);
      else {
        await seedReferenceData(tx, now);
        memberIds = { [plan.adminUserId]: await seedOperator(tx, { userId: plan.adminUserId, passwordHash: operatorHash!, now }) };
      }
      for (const module of modules) if (module.seed) await module.seed(tx, { now, memberIds }, deps);
      return memberIds;
    },
    { retries: 0 },
  );
}

async function operatorPasswordHash(deps: AppDeps, plan: Extract<SeedPlan, { kind: 'essentials' }>): Promise<string> {
  if (plan.adminPassword === null) throw new Error('ADMIN_PASSWORD is required to create the first operator on an empty database');
  const hash = await deps.hasher.hash(plan.adminPassword);
  if (hash === null) throw new Error('the password hasher is busy: cannot create the first operator');
  return hash;
}

/** Seeds a fresh database; does nothing on one that has data. Returns whether it seeded. */
export async function seedIfEmpty(deps: AppDeps, modules: readonly ServerModule[], plan: SeedPlan = { kind: 'demo' }): Promise<boolean> {
  if (!(await isEmpty(deps))) return false;
  await runSeed(deps, modules, plan);
  return true;
}
