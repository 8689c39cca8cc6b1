import type { Sql } from '../../db/db.js';
import type { SiteBannerDraft } from '@bet/core/boards';

/** The SQL of the top page's banners (read by everyone, written by admins). */

export interface BannerRow {
  readonly id: string | number;
  readonly title: string;
  readonly caption: string;
  readonly image_url: string | null;
  readonly link: string;
  readonly tone: string;
}

const COLUMNS = 'id, title, caption, image_url, link, tone';

/** Every banner in the strip's order. */
export async function listBanners(sql: Sql): Promise<BannerRow[]> {
  return (await sql.query<BannerRow>(`SELECT ${COLUMNS} FROM site_banners ORDER BY sort_order, id`)).rows;
}

/** A banner's fields as the audit records them, locked for the change (null when there is none). */
export async function bannerSnapshot(sql: Sql, id: number): Promise<Record<string, unknown> | null> {
  const { rows } = await sql.query<Record<string, unknown>>(
    'SELECT title, caption, image_url AS "imageUrl", link, tone, sort_order AS "sortOrder" FROM site_banners WHERE id = $1 FOR UPDATE',
    [id],
  );
  return rows[0] ?? null;
}

/** Appends a banner at the end of the strip; the value is its id. */
export async function insertBanner(sql: Sql, b: SiteBannerDraft, at: Date): Promise<number> {
  const { rows } = await sql.query<{ id: string | number }>(
    `INSERT INTO site_banners (title, caption, image_url, link, tone, sort_order, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(MAX(sort_order), 0) + 1 FROM site_banners), $6, $6) RETURNING id`,
    [b.title, b.caption, b.imageUrl, b.link, b.tone, at],
  );
  return Number(rows[0]!.id);
}

export async function updateBanner(sql: Sql, id: number, b: SiteBannerDraft, at: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    'UPDATE site_banners SET title = $2, caption = $3, image_url = $4, link = $5, tone = $6, updated_at = $7 WHERE id = $1',
    [id, b.title, b.caption, b.imageUrl, b.link, b.tone, at],
  );
  return (rowCount ?? 0) > 0;
}

export async function deleteBanner(sql: Sql, id: number): Promise<boolean> {
  const { rowCount } = await sql.query('DELETE FROM site_banners WHERE id = $1', [id]);
  return (rowCount ?? 0) > 0;
}

/**
 * Locks every banner row in the strip's order. A move takes these locks before anything else,
 * always in the same order, so two moves at once queue instead of deadlocking.
 */
export async function lockBanners(sql: Sql): Promise<number[]> {
  const { rows } = await sql.query<{ id: string | number }>('SELECT id FROM site_banners ORDER BY sort_order, id FOR UPDATE');
  return rows.map((r) => Number(r.id));
}

/**
 * Moves a banner one place and renumbers the strip 1..n, every row locked first (`lockBanners`:
 * two operators moving at once queue, so the order never gets two banners on one place). The
 * value says what happened: moved, no such banner, or already first/last.
 */
export async function moveBanner(sql: Sql, id: number, direction: 'up' | 'down'): Promise<'moved' | 'missing' | 'atEdge'> {
  const ids = await lockBanners(sql);
  const at = ids.indexOf(id);
  if (at < 0) return 'missing';
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) return 'atEdge';
  [ids[at], ids[to]] = [ids[to]!, ids[at]!];
  await sql.query(
    'UPDATE site_banners AS b SET sort_order = o.place FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, place) WHERE b.id = o.id',
    [ids],
  );
  return 'moved';
}
