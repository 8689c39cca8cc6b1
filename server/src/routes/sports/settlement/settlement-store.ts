import type { Queryable } from '../../../db/db.js';
import { LEG_WIN_FLAG, type LegOutcome } from './leg-outcome.js';
import { SETTLEMENT_FLAG, SLIP_STATUS } from './slip-flags.js';

/** The rows settlement reads and changes: a slip, its legs, and the waiting slips already decided. */

export interface SlipToSettle {
  readonly memberId: number;
  readonly amount: number;
  readonly maxWin: number | null;
  /** Waiting and open: the only state settlement changes. */
  readonly waiting: boolean;
}

export interface StoredLeg {
  readonly marketId: number;
  readonly oddsId: number;
  /** Odds x100 as stored. */
  readonly price: number;
  readonly winFlag: number;
}

/** The slip, its row locked until the transaction ends (null when there is none). */
export async function lockSlipToSettle(tx: Queryable, slipId: number): Promise<SlipToSettle | null> {
  const { rows } = await tx.query<{
    member_id: string | number;
    amount: string | number;
    max_win_amount: string | number | null;
    settlement_flag: number;
    status: number;
  }>('SELECT member_id, amount, max_win_amount, settlement_flag, status FROM bet_slips WHERE id = $1 FOR UPDATE', [slipId]);
  const slip = rows[0];
  if (!slip) return null;
  return {
    memberId: Number(slip.member_id),
    amount: Number(slip.amount),
    maxWin: slip.max_win_amount === null ? null : Number(slip.max_win_amount),
    waiting: Number(slip.settlement_flag) === SETTLEMENT_FLAG.waiting && Number(slip.status) === SLIP_STATUS.open,
  };
}

export async function legsOfSlip(tx: Queryable, slipId: number): Promise<StoredLeg[]> {
  const { rows } = await tx.query<{ market_id: number; odds_id: string | number; price: number; win_flag: number }>(
    'SELECT market_id, odds_id, price, win_flag FROM bet_legs WHERE slip_id = $1 ORDER BY leg_no',
    [slipId],
  );
  return rows.map((l) => ({
    marketId: Number(l.market_id),
    oddsId: Number(l.odds_id),
    price: Number(l.price),
    winFlag: Number(l.win_flag),
  }));
}

export async function markBonusLeg(tx: Queryable, slipId: number, outcome: Exclude<LegOutcome, 'pending'>): Promise<void> {
  await tx.query('UPDATE bet_legs SET win_flag = $2 WHERE slip_id = $1 AND market_id = -1', [slipId, LEG_WIN_FLAG[outcome]]);
}

/** Settles a waiting slip (a settled one is left as it is). */
export async function markSlipSettled(tx: Queryable, slipId: number, flag: number, winAmount: number, now: number): Promise<void> {
  await tx.query(
    `UPDATE bet_slips SET settlement_flag = $2, win_amount = $3, status = $4, settled_at = $5 WHERE id = $1 AND settlement_flag = 0`,
    [slipId, flag, winAmount, SLIP_STATUS.settled, new Date(now).toISOString()],
  );
}

/** Writes pick results onto the waiting legs that hold them; returns the slips to look at. */
export async function applyOddsResultsToLegs(
  tx: Queryable,
  results: readonly { oddsId: number; outcome: Exclude<LegOutcome, 'pending'> }[],
  scoreText: string | null,
): Promise<number[]> {
  if (results.length === 0) return [];
  const { rows } = await tx.query<{ slip_id: string | number }>(
    `UPDATE bet_legs l SET win_flag = r.flag, score = $3
       FROM unnest($1::bigint[], $2::smallint[]) AS r(odds_id, flag)
      WHERE l.odds_id = r.odds_id AND l.win_flag = 0 AND l.fixture_id IS NOT NULL
      RETURNING l.slip_id`,
    [results.map((r) => r.oddsId), results.map((r) => LEG_WIN_FLAG[r.outcome]), scoreText],
  );
  return [...new Set(rows.map((r) => Number(r.slip_id)))];
}

/** Waiting slips whose legs already decide them (every real leg decided, or one lost), oldest first. */
export async function decidedWaitingSlips(db: Queryable, limit: number): Promise<number[]> {
  const { rows } = await db.query<{ id: string | number }>(
    `SELECT s.id FROM bet_slips s
      WHERE s.settlement_flag = 0 AND s.status = 0
        AND (NOT EXISTS (SELECT 1 FROM bet_legs l WHERE l.slip_id = s.id AND l.win_flag = 0 AND l.market_id <> -1)
             OR EXISTS (SELECT 1 FROM bet_legs l WHERE l.slip_id = s.id AND l.win_flag = 1))
      ORDER BY s.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => Number(r.id));
}
