import { checkLimitUnits, OPERATOR_LIMITS_MESSAGES as M } from '@bet/core/admin-desk';
import { audit } from '../../../auth/audit.js';
import { done, refuse, type Outcome } from '../../../http/refusals.js';
import type { Db } from '../../../db/db.js';
import {
  lockBonusOffer,
  lockDelay,
  lockLimit,
  updateBonusOffer,
  updateDelay,
  updateLimit,
  type BonusRow,
  type DelayRow,
  type LimitRow,
} from '../store/operator-limits-store.js';
import type { DeskActor } from './betting-desk.js';

/**
 * The operator changes a level's max bet and max winnings of a game type, or a sport's live-bet
 * delay (issue 11). Checked with core's rules; the row is locked, changed and audited with its
 * before and after in one transaction. The next bet reads the table (betting/limits-store.ts).
 */

export async function changeBettingLimit(db: Db, change: LimitRow, actor: DeskActor): Promise<Outcome<void>> {
  const checked = checkLimitUnits(change);
  if (!checked.ok) return refuse('invalidLimit', checked.error.message);
  return db.transaction(async (tx) => {
    const before = await lockLimit(tx, change.gameType, change.level);
    if (!before) return refuse('notFound', M.unknownLimit);
    await updateLimit(tx, change);
    await audit(tx, {
      actorMemberId: actor.adminId,
      actorIp: actor.ip,
      action: 'admin.limit.change',
      target: `limit:${change.gameType}:${change.level}`,
      detail: {
        before: { maxBetUnits: before.maxBetUnits, maxWinUnits: before.maxWinUnits },
        after: { maxBetUnits: change.maxBetUnits, maxWinUnits: change.maxWinUnits },
      },
      at: actor.now,
    });
    return done(undefined);
  });
}

export async function changeLiveBetDelay(db: Db, change: DelayRow, actor: DeskActor): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await lockDelay(tx, change.sportId);
    if (!before) return refuse('notFound', M.unknownSport);
    await updateDelay(tx, change);
    await audit(tx, {
      actorMemberId: actor.adminId,
      actorIp: actor.ip,
      action: 'admin.delay.change',
      target: `sport:${change.sportId}`,
      detail: { before: { seconds: before.seconds }, after: { seconds: change.seconds } },
      at: actor.now,
    });
    return done(undefined);
  });
}

/** A folder bonus's price (the GET /sports-prematch/bonus offers and the bet check read the table). */
export async function changeBonusOffer(db: Db, change: BonusRow, actor: DeskActor): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await lockBonusOffer(tx, change.folders);
    if (!before) return refuse('notFound', M.unknownBonus);
    await updateBonusOffer(tx, change);
    await audit(tx, {
      actorMemberId: actor.adminId,
      actorIp: actor.ip,
      action: 'admin.bonus.change',
      target: `bonus:${change.folders}`,
      detail: { before: { priceHundredths: before.priceHundredths }, after: { priceHundredths: change.priceHundredths } },
      at: actor.now,
    });
    return done(undefined);
  });
}
