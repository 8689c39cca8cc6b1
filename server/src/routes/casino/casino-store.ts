import type { Sql } from '../../db/db.js';
import type { CasinoCategory } from './casino-provider.port.js';

/** The SQL of the casino feature: game accounts, rounds and the callbacks that moved money. */

export interface GameAccountRow {
  readonly memberId: number;
  readonly uid: string;
}

export async function gameAccountOfMember(sql: Sql, memberId: number): Promise<GameAccountRow | null> {
  const { rows } = await sql.query<{ uid: string }>('SELECT uid FROM casino_game_accounts WHERE member_id = $1', [memberId]);
  return rows[0] ? { memberId, uid: rows[0].uid } : null;
}

/**
 * The member's use flags of spec 3's join payload (casinoUseFlag, slotUseFlag; 1 at sign-up):
 * 1 lets the member play that category, anything else closes it (CASINO_USE_ALLOWED).
 */
export async function casinoUseFlagsOf(sql: Sql, memberId: number): Promise<{ readonly casino: number; readonly slot: number }> {
  const { rows } = await sql.query<{ casino: number | string; slot: number | string }>(
    'SELECT casino_use_flag AS casino, slot_use_flag AS slot FROM members WHERE id = $1',
    [memberId],
  );
  return { casino: Number(rows[0]?.casino ?? 0), slot: Number(rows[0]?.slot ?? 0) };
}

export async function gameAccountOfUid(sql: Sql, uid: string): Promise<GameAccountRow | null> {
  const { rows } = await sql.query<{ member_id: string | number }>('SELECT member_id FROM casino_game_accounts WHERE uid = $1', [uid]);
  return rows[0] ? { memberId: Number(rows[0].member_id), uid } : null;
}

/** Stores the account unless the member has one already (two launches at once): true when this call stored it. */
export async function insertGameAccount(sql: Sql, account: GameAccountRow, at: Date): Promise<boolean> {
  const { rowCount } = await sql.query(
    'INSERT INTO casino_game_accounts (member_id, uid, created_at) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO NOTHING',
    [account.memberId, account.uid, at],
  );
  return rowCount > 0;
}

export interface CasinoTransactionRow {
  readonly roundId: string;
  readonly kind: 'bet' | 'win';
  readonly amount: number;
  readonly memberId: number;
}

export async function findCasinoTransaction(sql: Sql, transactionId: string): Promise<CasinoTransactionRow | null> {
  const { rows } = await sql.query<{ round_id: string; kind: 'bet' | 'win'; amount: string | number; member_id: string | number }>(
    'SELECT round_id, kind, amount, member_id FROM casino_transactions WHERE transaction_id = $1',
    [transactionId],
  );
  const r = rows[0];
  return r ? { roundId: r.round_id, kind: r.kind, amount: Number(r.amount), memberId: Number(r.member_id) } : null;
}

export async function insertCasinoTransaction(
  sql: Sql,
  t: CasinoTransactionRow & { readonly transactionId: string; readonly balanceAfter: number; readonly at: Date },
): Promise<void> {
  await sql.query(
    `INSERT INTO casino_transactions (transaction_id, round_id, member_id, kind, amount, balance_after, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [t.transactionId, t.roundId, t.memberId, t.kind, t.amount, t.balanceAfter, t.at],
  );
}

export interface CasinoRoundRow {
  readonly id: number;
  readonly roundId: string;
  readonly memberId: number;
  readonly gameName: string;
  readonly provider: string;
  readonly category: CasinoCategory;
  readonly betTotal: number;
  readonly winTotal: number;
  readonly createdAt: Date;
  readonly ended: boolean;
}

/** The round, locked for the rest of the transaction. */
export async function lockCasinoRound(sql: Sql, roundId: string): Promise<CasinoRoundRow | null> {
  const { rows } = await sql.query<Record<string, unknown>>('SELECT * FROM casino_rounds WHERE round_id = $1 FOR UPDATE', [roundId]);
  const r = rows[0];
  if (!r) return null;
  return {
    id: Number(r.id),
    roundId: String(r.round_id),
    memberId: Number(r.member_id),
    gameName: String(r.game_name),
    provider: String(r.provider),
    category: r.category as CasinoCategory,
    betTotal: Number(r.bet_total),
    winTotal: Number(r.win_total),
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    ended: r.ended_at !== null,
  };
}

export async function insertCasinoRound(
  sql: Sql,
  r: {
    readonly roundId: string;
    readonly memberId: number;
    readonly gameId: string;
    readonly gameName: string;
    readonly provider: string;
    readonly category: CasinoCategory;
    readonly at: Date;
  },
): Promise<void> {
  await sql.query(
    `INSERT INTO casino_rounds (round_id, member_id, game_id, game_name, provider, category, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [r.roundId, r.memberId, r.gameId, r.gameName, r.provider, r.category, r.at],
  );
}

export async function addToCasinoRound(sql: Sql, roundId: string, kind: 'bet' | 'win', amount: number): Promise<void> {
  const column = kind === 'bet' ? 'bet_total' : 'win_total';
  await sql.query(`UPDATE casino_rounds SET ${column} = ${column} + $2 WHERE round_id = $1`, [roundId, amount]);
}

export async function endCasinoRound(sql: Sql, roundId: string, slipId: number, at: Date): Promise<void> {
  await sql.query('UPDATE casino_rounds SET ended_at = $2, slip_id = $3 WHERE round_id = $1', [roundId, at, slipId]);
}

/** Open rounds whose last callback (or opening) came at or before `before`, oldest first. */
export async function idleOpenCasinoRounds(
  sql: Sql,
  before: Date,
  limit: number,
): Promise<{ readonly roundId: string; readonly memberId: number }[]> {
  const { rows } = await sql.query<{ round_id: string; member_id: number | string }>(
    `SELECT r.round_id, r.member_id FROM casino_rounds r
      WHERE r.ended_at IS NULL
        AND coalesce((SELECT max(t.created_at) FROM casino_transactions t WHERE t.round_id = r.round_id), r.created_at) <= $1
      ORDER BY r.created_at LIMIT $2`,
    [before, limit],
  );
  return rows.map((r) => ({ roundId: String(r.round_id), memberId: Number(r.member_id) }));
}

/** Epoch ms of the round's last callback, or of its opening when it has none. */
export async function lastCasinoRoundActivity(sql: Sql, roundId: string): Promise<number> {
  const { rows } = await sql.query<{ at: Date | string }>(
    `SELECT coalesce((SELECT max(t.created_at) FROM casino_transactions t WHERE t.round_id = r.round_id), r.created_at) AS at
       FROM casino_rounds r WHERE r.round_id = $1`,
    [roundId],
  );
  return new Date(rows[0]!.at).getTime();
}
