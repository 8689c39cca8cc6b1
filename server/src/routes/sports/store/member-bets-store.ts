import type { Queryable } from '../../../db/db.js';

/**
 * The member answer's betting fields: the open stakes, and the limits of the member's level (1-5,
 * spec 6) and the live-bet delays as a text that changes with any operator change of them (the
 * open page reloads them). One statement.
 */
export async function memberBettingFields(
  sql: Queryable,
  memberId: number,
): Promise<{ nowBettingAmount: number; bettingLimitsKey: string }> {
  const { rows } = await sql.query<{ n: number | string | null; k: string | null }>(
    `SELECT (SELECT coalesce(sum(amount), 0) FROM bet_slips WHERE member_id = $1 AND settlement_flag = 0 AND status = 0) AS n,
            (SELECT coalesce(string_agg(game_type || ':' || max_bet || ':' || max_win, ',' ORDER BY game_type), '') FROM sports_betting_limits
              WHERE role = (SELECT least(5, greatest(1, role)) FROM members WHERE id = $1))
            || '|' || (SELECT coalesce(string_agg(sport_id || ':' || delay_seconds, ',' ORDER BY sport_id), '') FROM sports_live_bet_delays) AS k`,
    [memberId],
  );
  return { nowBettingAmount: Number(rows[0]?.n ?? 0), bettingLimitsKey: rows[0]?.k ?? '' };
}
