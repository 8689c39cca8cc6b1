import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { ADMIN_TEXTS as A } from './admin.messages.js';
import type { AdminChange } from './admin-use-cases.js';
import { auditChange, gameMaintenanceSnapshot } from './admin-snapshots.js';
import { saveGameMaintenance } from './admin-store.js';

/**
 * The operator turns one mini-game's maintenance on or off (issue 11: the maintenance switches
 * include each mini-game). The row is locked, changed and audited with before and after in one
 * transaction; the public /settingMinigame and the betting call (round-bet.ts) read the same
 * column, so a member opening the game next gets the maintenance alert.
 */
export async function changeGameMaintenance(db: Db, gameId: number, on: boolean, c: AdminChange): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await gameMaintenanceSnapshot(tx, gameId);
    if (!before) return refuse('notFound', A.gameNotFound);
    await saveGameMaintenance(tx, gameId, on);
    const after = await gameMaintenanceSnapshot(tx, gameId);
    await auditChange(tx, { ...c, action: 'admin.minigame.maintenance', target: `minigame:${gameId}`, before, after });
    return done(undefined);
  });
}
