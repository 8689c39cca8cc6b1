// The partner desk's queries of the downline's play: slips, casino rounds, and the daily figures by category the settlement uses.
import type { Sql } from '../../db/db.js';
import type { PartnerCategory, PartnerCategoryFigures } from '@bet/core/partner-desk';
import { DOWNLINE } from './partner-store.js';
import { kstDay, notExcluded, type InstantRange } from './partner-sql.js';

export interface SlipRow {
  id: number;
  member_id: number;
  user_id: string;
  nickname: string;
  game_type: number;
  title: string | null;
  legs: number;
  amount: number;
  total_ratio: number;
  expect_amount: number;
  win_amount: number;
  settlement_flag: number;
  created_at: Date;
}

/** Game types of the sports history (spec 9: 1 sports, 2 live, 3 mini-game, 4 virtual). */
const SLIP_GAME_TYPES = '(1, 2, 3, 4)';

/**
 * A slip's title from its first leg: a match reads 'home vs away'; a mini-game or race leg has
 * no away side and its home is the internal round number, so it reads as the member's own history
 * names it (the leg's league: the game and the round of the day); else the market and the pick.
 */
const SLIP_TITLE = `CASE WHEN l.home_name <> '' AND l.away_name <> '' THEN l.home_name || ' vs ' || l.away_name
  WHEN l.league_name <> '' THEN l.league_name ELSE l.market_name || ' ' || l.bet_name END`;

/** The downline's slips (not casino) placed in the range, newest first, with stake and win totals. */
export async function slipPage(
  sql: Sql,
  partnerId: number,
  q: { range: InstantRange; memberId: number | null; now: Date; limit: number; offset: number },
): Promise<{ total: number; stakeTotal: number; winTotal: number; rows: SlipRow[] }> {
  const where = `s.member_id IN (SELECT id FROM downline) AND s.game_type IN ${SLIP_GAME_TYPES}
      AND s.created_at >= $2 AND s.created_at < $3 AND ($4::bigint IS NULL OR s.member_id = $4) AND ${notExcluded('s.member_id', '$5')}`;
  const params = [partnerId, q.range.start, q.range.end, q.memberId, q.now];
  const totals = await sql.query<{ n: number; stake: number; win: number }>(
    `${DOWNLINE} SELECT count(*)::int AS n, coalesce(sum(s.amount) FILTER (WHERE s.settlement_flag <> -1), 0)::bigint AS stake,
            coalesce(sum(s.win_amount), 0)::bigint AS win FROM bet_slips s WHERE ${where}`,
    params,
  );
  const { rows } = await sql.query<SlipRow>(
    `${DOWNLINE} SELECT s.id, s.member_id, m.user_id, m.nickname, s.game_type, s.amount, s.total_ratio, s.expect_amount, s.win_amount,
            s.settlement_flag, s.created_at,
            (SELECT count(*)::int FROM bet_legs l WHERE l.slip_id = s.id) AS legs,
            (SELECT ${SLIP_TITLE} FROM bet_legs l WHERE l.slip_id = s.id ORDER BY l.leg_no LIMIT 1) AS title
       FROM bet_slips s JOIN members m ON m.id = s.member_id
      WHERE ${where} ORDER BY s.created_at DESC, s.id DESC LIMIT $6 OFFSET $7`,
    [...params, q.limit, q.offset],
  );
  return {
    total: Number(totals.rows[0]?.n ?? 0),
    stakeTotal: Number(totals.rows[0]?.stake ?? 0),
    winTotal: Number(totals.rows[0]?.win ?? 0),
    rows,
  };
}

export interface CasinoRoundRow {
  id: number;
  member_id: number;
  user_id: string;
  nickname: string;
  category: 'casino' | 'slot';
  provider: string;
  game_name: string;
  bet_total: number;
  win_total: number;
  created_at: Date;
  ended_at: Date | null;
}

/** The downline's casino and slot rounds started in the range, newest first. */
export async function casinoRoundPage(
  sql: Sql,
  partnerId: number,
  q: { range: InstantRange; memberId: number | null; now: Date; limit: number; offset: number },
): Promise<{ total: number; stakeTotal: number; winTotal: number; rows: CasinoRoundRow[] }> {
  const where = `r.member_id IN (SELECT id FROM downline) AND r.created_at >= $2 AND r.created_at < $3 AND ($4::bigint IS NULL OR r.member_id = $4)
      AND ${notExcluded('r.member_id', '$5')}`;
  const params = [partnerId, q.range.start, q.range.end, q.memberId, q.now];
  const totals = await sql.query<{ n: number; stake: number; win: number }>(
    `${DOWNLINE} SELECT count(*)::int AS n, coalesce(sum(r.bet_total), 0)::bigint AS stake, coalesce(sum(r.win_total), 0)::bigint AS win
       FROM casino_rounds r WHERE ${where}`,
    params,
  );
  const { rows } = await sql.query<CasinoRoundRow>(
    `${DOWNLINE} SELECT r.id, r.member_id, m.user_id, m.nickname, r.category, r.provider, r.game_name, r.bet_total, r.win_total, r.created_at, r.ended_at
       FROM casino_rounds r JOIN members m ON m.id = r.member_id
      WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT $6 OFFSET $7`,
    [...params, q.limit, q.offset],
  );
  return {
    total: Number(totals.rows[0]?.n ?? 0),
    stakeTotal: Number(totals.rows[0]?.stake ?? 0),
    winTotal: Number(totals.rows[0]?.win ?? 0),
    rows,
  };
}

/** One KST day and category of the downline's play. */
export interface DayCategoryFigures extends PartnerCategoryFigures {
  readonly day: string;
  readonly category: PartnerCategory;
}

/**
 * The settlement's raw figures per KST day and category, for bets placed in the range: stakes of
 * pending bets, stakes and wins of settled ones. Slips: game type 1/2 sports, 3 mini, 4 virtual;
 * settled = won or lost (flag 1, 2); refunds (3) and cancellations (-1) are no turnover. Casino
 * and slot rounds: pending while running, settled once ended. An excluded member's play still
 * counts here (issue 13): the settlement is the operator's money, summed over the downline, and an
 * exclusion does not change what the partner is owed for play before it.
 */
export async function dailyFigures(sql: Sql, partnerId: number, range: InstantRange): Promise<DayCategoryFigures[]> {
  const { rows } = await sql.query<{ day: string; category: PartnerCategory; pending: number; settled: number; win: number }>(
    `${DOWNLINE}
     SELECT ${kstDay('s.created_at')} AS day,
            CASE s.game_type WHEN 3 THEN 'mini' WHEN 4 THEN 'virtual' ELSE 'sports' END AS category,
            coalesce(sum(s.amount) FILTER (WHERE s.settlement_flag = 0), 0)::bigint AS pending,
            coalesce(sum(s.amount) FILTER (WHERE s.settlement_flag IN (1, 2)), 0)::bigint AS settled,
            coalesce(sum(s.win_amount) FILTER (WHERE s.settlement_flag IN (1, 2)), 0)::bigint AS win
       FROM bet_slips s
      WHERE s.member_id IN (SELECT id FROM downline) AND s.game_type IN ${SLIP_GAME_TYPES} AND s.created_at >= $2 AND s.created_at < $3
      GROUP BY 1, 2
     UNION ALL
     SELECT ${kstDay('r.created_at')}, r.category,
            coalesce(sum(r.bet_total) FILTER (WHERE r.ended_at IS NULL), 0)::bigint,
            coalesce(sum(r.bet_total) FILTER (WHERE r.ended_at IS NOT NULL), 0)::bigint,
            coalesce(sum(r.win_total) FILTER (WHERE r.ended_at IS NOT NULL), 0)::bigint
       FROM casino_rounds r
      WHERE r.member_id IN (SELECT id FROM downline) AND r.created_at >= $2 AND r.created_at < $3
      GROUP BY 1, 2`,
    [partnerId, range.start, range.end],
  );
  return rows.map((r) => ({
    day: r.day,
    category: r.category,
    pendingStake: Number(r.pending),
    settledStake: Number(r.settled),
    settledWin: Number(r.win),
  }));
}
