import type { Sql } from '../../db/db.js';
import type { GameProvider } from '../../ports/game-provider.js';

/** The SQL of the game accounts: each provider's account id and use flag on the member row. */
const COLUMNS: Record<GameProvider, { uid: string; flag: string }> = {
  realpoker: { uid: 'realpoker_uid', flag: 'realpoker_use_flag' },
  revolution: { uid: 'revolution_uid', flag: 'revolution_use_flag' },
};

export async function gameAccountOf(sql: Sql, provider: GameProvider, memberId: number): Promise<{ uid: string | null; useFlag: number }> {
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT ${COLUMNS[provider].uid} AS uid, ${COLUMNS[provider].flag} AS flag FROM members WHERE id = $1`,
    [memberId],
  );
  return { uid: (rows[0]?.uid as string | null) ?? null, useFlag: Number(rows[0]?.flag ?? 0) };
}

/** Saves the provider's account id unless the member has one already. */
export async function saveGameAccount(sql: Sql, provider: GameProvider, memberId: number, uid: string): Promise<void> {
  await sql.query(`UPDATE members SET ${COLUMNS[provider].uid} = $2 WHERE id = $1 AND ${COLUMNS[provider].uid} IS NULL`, [memberId, uid]);
}
