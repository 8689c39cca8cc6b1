import { payout } from '@bet/core/shared';
import type { Queryable } from '../../../db/db.js';
import type { SlipDraft } from '../../../ports/slip-book.js';

/**
 * Writes the slip and its legs in one statement (a data-modifying CTE): one round trip fewer per
 * bet (issue 12); the legs' foreign key to the slip is checked at the end of the statement.
 * `balance` is the member's cash after the stake (the slip's e_money). Returns the slip's id.
 */
export async function insertSlip(tx: Queryable, draft: SlipDraft, stakeKey: string, balance: number): Promise<number> {
  const legs = draft.legs;
  const { rows } = await tx.query<{ id: string | number }>(
    `WITH slip AS (
       INSERT INTO bet_slips (member_id, user_id, nickname, user_type, ip_address, game_type, game_detail_type, game_style, amount,
         total_ratio, expect_amount, max_win_amount, e_money, round_id, win_bet_name, stake_key, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING id
     ), legs AS (
       INSERT INTO bet_legs (slip_id, leg_no, odds_id, fixture_id, round_id, sport_id, startdate, sports_name, league_name, home_name,
         away_name, market_id, market_name, bet_name, baseline, line, price, version)
       SELECT slip.id, l.* FROM slip, unnest($18::smallint[], $19::bigint[], $20::bigint[], $21::bigint[], $22::int[], $23::timestamptz[],
         $24::text[], $25::text[], $26::text[], $27::text[], $28::int[], $29::text[], $30::text[], $31::text[], $32::text[], $33::int[],
         $34::int[]) AS l
     )
     SELECT id FROM slip`,
    [
      draft.member.id,
      draft.member.userId,
      draft.member.nickname,
      draft.member.userType,
      draft.ip,
      draft.gameType,
      draft.gameDetailType,
      draft.gameStyle,
      draft.amount,
      draft.totalRatio,
      payout(draft.amount, draft.totalRatio),
      draft.maxWin,
      balance,
      draft.roundId,
      draft.winBetName,
      stakeKey,
      new Date(draft.createdAt).toISOString(),
      legs.map((_, i) => i + 1),
      legs.map((l) => l.oddsId),
      legs.map((l) => l.fixtureId),
      legs.map((l) => l.roundId),
      legs.map((l) => l.sportId),
      legs.map((l) => l.startdate),
      legs.map((l) => l.sportsName),
      legs.map((l) => l.leagueName),
      legs.map((l) => l.homeName),
      legs.map((l) => l.awayName),
      legs.map((l) => l.marketId),
      legs.map((l) => l.marketName),
      legs.map((l) => l.betName),
      legs.map((l) => l.baseline),
      legs.map((l) => l.line),
      legs.map((l) => l.price),
      legs.map((l) => l.version),
    ],
  );
  return Number(rows[0]?.id);
}

/** The slip a stake key paid for (a retried request finds its own), or null. */
export async function slipOfStakeKey(tx: Queryable, stakeKey: string): Promise<number | null> {
  const { rows } = await tx.query<{ id: number | string }>('SELECT id FROM bet_slips WHERE stake_key = $1', [stakeKey]);
  return rows[0] ? Number(rows[0].id) : null;
}
