import { GAME_TYPE_CASINO, SETTLEMENT_CODES as SETTLEMENT_FLAG, SLIP_STATUS_CODES as SLIP_STATUS } from '@bet/core/history';
import type { Sql } from '../../db/db.js';
import type { CasinoRoundRow } from './casino-store.js';

/**
 * An ended round as the member's bet history reads it: one settled row of `bet_slips` with game
 * type 5 (core's GAME_TYPE_CASINO: the casino tab of /bet_result) and one leg, so the history's
 * count, pages, date and result filters and its hide action serve casino plays unchanged.
 * The odds column carries the paid multiple (win / bet, floored to hundredths).
 */
export const CASINO_GAME_TYPE = GAME_TYPE_CASINO;
/** game_detail_type of the row: which lobby the game is in. */
export const CASINO_DETAIL_TYPE = { casino: 501, slot: 502 } as const;

/** Leg win flags as the sports legs write them (feed reading of spec 4): 2 won, 1 lost. */
const LEG_WON = 2;
const LEG_LOST = 1;

export const paidMultiple = (bet: number, win: number): number => (bet > 0 ? Math.floor((win * 100) / bet) : 0);

export async function insertCasinoHistoryRow(
  sql: Sql,
  round: CasinoRoundRow,
  args: { readonly providerName: string; readonly casinoBalance: number; readonly at: Date },
): Promise<number> {
  const won = round.winTotal > 0;
  const ratio = paidMultiple(round.betTotal, round.winTotal);
  const { rows } = await sql.query<{ id: string | number }>(
    `INSERT INTO bet_slips (member_id, user_id, nickname, user_type, game_type, game_detail_type, game_style, amount, total_ratio,
       expect_amount, win_amount, e_money, status, settlement_flag, stake_key, created_at, settled_at)
     SELECT m.id, m.user_id, m.nickname, m.user_type, $2, $3, 'CASINO', $4, $5, $6, $6, $7, $8, $9, $10, $11, $12
       FROM members m WHERE m.id = $1
     RETURNING id`,
    [
      round.memberId,
      CASINO_GAME_TYPE,
      CASINO_DETAIL_TYPE[round.category],
      round.betTotal,
      ratio,
      round.winTotal,
      args.casinoBalance,
      SLIP_STATUS.settled,
      won ? SETTLEMENT_FLAG.won : SETTLEMENT_FLAG.lost,
      `casino-round:${round.roundId}`,
      round.createdAt,
      args.at,
    ],
  );
  const slipId = Number(rows[0]!.id);
  await sql.query(
    `INSERT INTO bet_legs (slip_id, leg_no, odds_id, casino_round_id, startdate, sports_name, league_name, home_name, away_name,
       market_id, market_name, bet_name, price, win_flag, score)
     VALUES ($1, 1, $2, $2, $3, $4, $5, $6, '', 0, $4, $6, $7, $8, NULL)`,
    [
      slipId,
      round.id,
      round.createdAt,
      round.category === 'slot' ? '슬롯' : '카지노',
      args.providerName,
      round.gameName,
      ratio,
      won ? LEG_WON : LEG_LOST,
    ],
  );
  return slipId;
}
