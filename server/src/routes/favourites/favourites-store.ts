import type { FavouriteKind, FavouritesDto } from '@bet/core/sports';
import type { Sql } from '../../db/db.js';

/** The member's favourites, ids ascending. */
export async function favouritesOf(db: Sql, memberId: number): Promise<FavouritesDto> {
  const { rows } = await db.query<{ kind: FavouriteKind; target_id: string | number }>(
    'SELECT kind, target_id FROM member_favourites WHERE member_id = $1 ORDER BY kind, target_id',
    [memberId],
  );
  const ids = (kind: FavouriteKind): number[] => rows.filter((r) => r.kind === kind).map((r) => Number(r.target_id));
  return { leagues: ids('league'), fixtures: ids('fixture') };
}

/** Whether the league or fixture exists (a star on nothing is refused). */
export async function favouriteTargetExists(db: Sql, kind: FavouriteKind, id: number): Promise<boolean> {
  const table = kind === 'league' ? 'sports_leagues' : 'sports_fixtures';
  const { rows } = await db.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id]);
  return rows.length > 0;
}

/** Stars it; starring twice keeps one row. */
export async function addFavourite(db: Sql, memberId: number, kind: FavouriteKind, id: number): Promise<void> {
  await db.query('INSERT INTO member_favourites (member_id, kind, target_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
    memberId,
    kind,
    id,
  ]);
}

export async function removeFavourite(db: Sql, memberId: number, kind: FavouriteKind, id: number): Promise<void> {
  await db.query('DELETE FROM member_favourites WHERE member_id = $1 AND kind = $2 AND target_id = $3', [memberId, kind, id]);
}
