import { BANNER_MESSAGES as B, type SiteBannerDraft } from '@bet/core/boards';
import type { Db } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { bannerSnapshot, deleteBanner, insertBanner, lockBanners, moveBanner, updateBanner } from '../boards/banner-store.js';
import { auditChange } from './admin-snapshots.js';
import type { AdminChange } from './admin-use-cases.js';

/** The operator's banner changes: each one transaction with its audit line (before and after). */

const missing = (): Outcome<never> => refuse('notFound', B.bannerNotFound);

/** Appends a banner to the strip; the value is its id. */
export async function writeBanner(db: Db, draft: SiteBannerDraft, c: AdminChange): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertBanner(tx, draft, new Date(c.now));
    await auditChange(tx, {
      ...c,
      action: 'admin.banner.write',
      target: `banner:${id}`,
      before: null,
      after: await bannerSnapshot(tx, id),
    });
    return id;
  });
}

export async function editBanner(db: Db, id: number, draft: SiteBannerDraft, c: AdminChange): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await bannerSnapshot(tx, id);
    if (!before || !(await updateBanner(tx, id, draft, new Date(c.now)))) return missing();
    await auditChange(tx, { ...c, action: 'admin.banner.edit', target: `banner:${id}`, before, after: await bannerSnapshot(tx, id) });
    return done(undefined);
  });
}

export async function removeBanner(db: Db, id: number, c: AdminChange): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    const before = await bannerSnapshot(tx, id);
    if (!before || !(await deleteBanner(tx, id))) return missing();
    await auditChange(tx, { ...c, action: 'admin.banner.delete', target: `banner:${id}`, before, after: null });
    return done(undefined);
  });
}

/** One place earlier or later; the first cannot go up nor the last down. */
export async function shiftBanner(db: Db, id: number, direction: 'up' | 'down', c: AdminChange): Promise<Outcome<void>> {
  return db.transaction(async (tx) => {
    await lockBanners(tx);
    const before = await bannerSnapshot(tx, id);
    if (!before) return missing();
    const moved = await moveBanner(tx, id, direction);
    if (moved === 'missing') return missing();
    if (moved === 'atEdge') return refuse('bannerAtEdge', B.cannotMove);
    await auditChange(tx, { ...c, action: 'admin.banner.move', target: `banner:${id}`, before, after: await bannerSnapshot(tx, id) });
    return done(undefined);
  });
}
