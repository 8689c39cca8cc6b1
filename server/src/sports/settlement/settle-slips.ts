import { BONUS_MARKET_ID, BONUS_MIN_ODDS } from '../core-rules.js';
import type { SportsWallet, SqlRunner, SportsDb } from '../ports.js';
import { LEG_WIN_FLAG, legOutcomeOfFlag, slipOutcome, type LegOutcome, type SettledLeg } from './leg-outcome.js';
import { SETTLEMENT_FLAG, SLIP_STATUS, settlementFlagOf } from './slip-flags.js';
import type { Odds } from '@bet/core/shared';
import type { SettledSlip } from '../../ports/slip-book.js';

export type { SettledSlip } from '../../ports/slip-book.js';

interface LegRow {
  market_id: number;
  odds_id: string | number;
  price: number;
  win_flag: number;
}

/**
 * The bonus leg has no fixture: it is decided with the others. It wins when, with every real
 * leg decided, at least its number of folders (its odds id) won at 1.30 or more; when voids
 * left too few folders it is void itself (so a void-only slip is a plain refund).
 */
function legOutcomes(legs: readonly LegRow[]): { legs: SettledLeg[]; bonus: LegOutcome | null } {
  const isBonus = (l: LegRow): boolean => Number(l.market_id) === BONUS_MARKET_ID;
  const real = legs
    .filter((l) => !isBonus(l))
    .map((l) => ({ outcome: legOutcomeOfFlag(Number(l.win_flag)), price: Number(l.price) as Odds }));
  const bonusRow = legs.find(isBonus);
  if (!bonusRow) return { legs: real, bonus: null };
  let bonus: LegOutcome;
  if (real.some((l) => l.outcome === 'lost')) bonus = 'lost';
  else if (real.some((l) => l.outcome === 'pending')) bonus = 'pending';
  else {
    const folders = real.filter((l) => (l.outcome === 'won' || l.outcome === 'halfWon') && l.price >= BONUS_MIN_ODDS).length;
    bonus = folders >= Number(bonusRow.odds_id) ? 'won' : 'void';
  }
  return { legs: [...real, { outcome: bonus, price: Number(bonusRow.price) as Odds }], bonus };
}

/**
 * Settles one slip if its legs decide it. Exactly once: the slip row is locked, only a waiting
 * slip is updated, and the payout's ledger key is per slip, so running this twice (two
 * instances, a retry, the sweeper) pays once.
 */
export async function settleSlip(tx: SqlRunner, wallet: SportsWallet, slipId: number, now: number): Promise<SettledSlip | null> {
  const { rows } = await tx.query<{
    member_id: string | number;
    amount: string | number;
    max_win_amount: string | number | null;
    settlement_flag: number;
    status: number;
  }>('SELECT member_id, amount, max_win_amount, settlement_flag, status FROM bet_slips WHERE id = $1 FOR UPDATE', [slipId]);
  const slip = rows[0];
  if (!slip || Number(slip.settlement_flag) !== SETTLEMENT_FLAG.waiting || Number(slip.status) !== SLIP_STATUS.open) return null;
  const legs = await tx.query<LegRow>('SELECT market_id, odds_id, price, win_flag FROM bet_legs WHERE slip_id = $1 ORDER BY leg_no', [
    slipId,
  ]);
  const maxWin = slip.max_win_amount === null ? null : Number(slip.max_win_amount);
  const decided = legOutcomes(legs.rows);
  const outcome = slipOutcome(Number(slip.amount), decided.legs, maxWin);
  if (outcome.state === 'waiting') return null;
  if (decided.bonus !== null && decided.bonus !== 'pending') {
    await tx.query('UPDATE bet_legs SET win_flag = $2 WHERE slip_id = $1 AND market_id = -1', [slipId, LEG_WIN_FLAG[decided.bonus]]);
  }
  const flag = settlementFlagOf(outcome);
  await tx.query(
    `UPDATE bet_slips SET settlement_flag = $2, win_amount = $3, status = $4, settled_at = $5 WHERE id = $1 AND settlement_flag = 0`,
    [slipId, flag, outcome.winAmount, SLIP_STATUS.settled, new Date(now).toISOString()],
  );
  const memberId = Number(slip.member_id);
  if (outcome.winAmount > 0) {
    const refund = outcome.state === 'refund';
    await wallet.credit(tx, {
      memberId,
      amount: outcome.winAmount,
      idempotencyKey: `bet-payout:${slipId}`,
      reason: refund ? 'bet refund' : 'bet payout',
      kind: refund ? 'refund' : 'payout',
    });
  }
  return { slipId, memberId, settlementFlag: flag, winAmount: outcome.winAmount };
}

/** Writes pick results onto the waiting legs that hold them; returns the slips to look at. */
export async function applyOddsResultsToLegs(
  tx: SqlRunner,
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

/** Settles the given slips, each in its own transaction (one bad slip never blocks the rest). */
export async function settleSlips(db: SportsDb, wallet: SportsWallet, slipIds: readonly number[], now: number): Promise<SettledSlip[]> {
  const settled: SettledSlip[] = [];
  for (const id of slipIds) {
    const result = await db.transaction((tx) => settleSlip(tx, wallet, id, now));
    if (result) settled.push(result);
  }
  return settled;
}

/**
 * Safety net: waiting slips that are already decided (a crash between writing results and
 * paying, or results that arrived while the server was down). Bounded per run.
 */
export async function sweepDecidedSlips(db: SportsDb, wallet: SportsWallet, now: number, limit = 500): Promise<SettledSlip[]> {
  const { rows } = await db.query<{ id: string | number }>(
    `SELECT s.id FROM bet_slips s
      WHERE s.settlement_flag = 0 AND s.status = 0
        AND (NOT EXISTS (SELECT 1 FROM bet_legs l WHERE l.slip_id = s.id AND l.win_flag = 0 AND l.market_id <> -1)
             OR EXISTS (SELECT 1 FROM bet_legs l WHERE l.slip_id = s.id AND l.win_flag = 1))
      ORDER BY s.id LIMIT $1`,
    [limit],
  );
  return settleSlips(
    db,
    wallet,
    rows.map((r) => Number(r.id)),
    now,
  );
}
