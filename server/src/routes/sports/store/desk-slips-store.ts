import { searchPattern } from '../../../db/like-pattern.js';
import type { Queryable } from '../../../db/db.js';
import { SETTLEMENT_FLAG, SLIP_STATUS } from '../settlement/slip-flags.js';
import { OPEN_SLIP } from './betting-desk-store.js';

/** The SQL of the operator's bets list and of a slip's void (issue 11). */

const num = (v: unknown): number => Number(v);

/** The slips the desk lists and may void: spec 9's game types 1 sports, 2 live, 3 mini-game, 4 virtual (casino rows aside). */
export const DESK_GAME_TYPES = [1, 2, 3, 4] as const;
export type DeskGameType = (typeof DESK_GAME_TYPES)[number];

export interface DeskSlipRow {
  id: number;
  memberId: number;
  userId: string;
  nickname: string;
  gameType: number;
  gameDetailType: number;
  amount: number;
  totalRatio: number;
  expectAmount: number;
  winAmount: number;
  settlementFlag: number;
  voided: boolean;
  createdAt: Date;
}

export interface DeskSlipFilter {
  /** Part of the login id. */
  readonly search: string | null;
  /** Only the waiting slips. */
  readonly open: boolean;
  /** One game type of DESK_GAME_TYPES, or null for all of them. */
  readonly gameType: DeskGameType | null;
}

/** Slips of the desk's game types, newest first. */
export async function deskSlips(sql: Queryable, filter: DeskSlipFilter, limit: number, offset: number): Promise<DeskSlipRow[]> {
  const gameTypes = filter.gameType === null ? [...DESK_GAME_TYPES] : [filter.gameType];
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT s.id, s.member_id, s.user_id, s.nickname, s.game_type, s.game_detail_type, s.amount, s.total_ratio, s.expect_amount,
            s.win_amount, s.settlement_flag, s.created_at, v.slip_id IS NOT NULL AS voided
       FROM bet_slips s LEFT JOIN bet_slip_voids v ON v.slip_id = s.id
      WHERE s.game_type = ANY($1::smallint[]) AND ($2::text IS NULL OR s.user_id ILIKE $2) AND (NOT $3::boolean OR (${OPEN_SLIP}))
      ORDER BY s.id DESC LIMIT $4 OFFSET $5`,
    [gameTypes, searchPattern(filter.search), filter.open, limit, offset],
  );
  return rows.map((r) => ({
    id: num(r.id),
    memberId: num(r.member_id),
    userId: String(r.user_id),
    nickname: String(r.nickname),
    gameType: num(r.game_type),
    gameDetailType: num(r.game_detail_type),
    amount: num(r.amount),
    totalRatio: num(r.total_ratio),
    expectAmount: num(r.expect_amount),
    winAmount: num(r.win_amount),
    settlementFlag: num(r.settlement_flag),
    voided: Boolean(r.voided),
    createdAt: r.created_at as Date,
  }));
}

/** A leg as the desk shows it; names as the leg stored them (core labels them in Korean). */
export interface DeskLegRow {
  /** Sports: 'home vs away'; a round: its title (game and round number, or league and teams). */
  event: string;
  marketName: string;
  /** The sport of a sports leg (core rewrites period words per sport); null for a round. */
  sportId: number | null;
  /** Sports odds id, or for a round roundId * 1000 + pick code (core reads the ball prefix off it). */
  oddsId: number;
  pick: string;
  /** Hundredths. */
  price: number;
  /** The leg's win flag (-1 cancelled, 0 waiting, 1 lost, 2 won, 3 void, 4 half lost, 5 half won). */
  winFlag: number;
}

/** The legs of these slips in leg order. */
export async function slipLegs(sql: Queryable, slipIds: readonly number[]): Promise<Map<number, DeskLegRow[]>> {
  const legs = new Map<number, DeskLegRow[]>();
  if (slipIds.length === 0) return legs;
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT slip_id, round_id, league_name, home_name, away_name, sport_id, market_name, odds_id, bet_name, line, price, win_flag
       FROM bet_legs WHERE slip_id = ANY($1::bigint[]) ORDER BY slip_id, leg_no`,
    [slipIds],
  );
  for (const l of rows) {
    const isRound = l.round_id !== null;
    const leg: DeskLegRow = {
      event: isRound ? String(l.league_name) : `${String(l.home_name)} vs ${String(l.away_name)}`,
      marketName: String(l.market_name),
      sportId: l.sport_id === null ? null : num(l.sport_id),
      oddsId: num(l.odds_id),
      pick: l.line ? `${String(l.bet_name)} ${String(l.line)}` : String(l.bet_name),
      price: num(l.price),
      winFlag: num(l.win_flag),
    };
    legs.set(num(l.slip_id), [...(legs.get(num(l.slip_id)) ?? []), leg]);
  }
  return legs;
}

export interface LockedSlip {
  memberId: number;
  gameType: number;
  amount: number;
  winAmount: number;
  settlementFlag: number;
  status: number;
  voided: boolean;
}

/**
 * A slip with its row locked (settlement, a cancel or another void of it waits). The void record
 * is read after the lock, in a statement of its own: under READ COMMITTED a join in the locking
 * statement would still show the snapshot from before a concurrent void committed.
 */
export async function lockSlip(tx: Queryable, slipId: number): Promise<LockedSlip | null> {
  const { rows } = await tx.query<Record<string, unknown>>(
    'SELECT member_id, game_type, amount, win_amount, settlement_flag, status FROM bet_slips WHERE id = $1 FOR UPDATE',
    [slipId],
  );
  const r = rows[0];
  if (!r) return null;
  const voids = await tx.query('SELECT 1 FROM bet_slip_voids WHERE slip_id = $1', [slipId]);
  return {
    memberId: num(r.member_id),
    gameType: num(r.game_type),
    amount: num(r.amount),
    winAmount: num(r.win_amount),
    settlementFlag: num(r.settlement_flag),
    status: num(r.status),
    voided: voids.rows.length > 0,
  };
}

export interface SlipVoidRecord {
  readonly slipId: number;
  readonly adminId: number;
  /** The stake returned. */
  readonly amount: number;
  /** The settlement flag the slip had (0 waiting, 1 won, 2 lost). */
  readonly settledFlag: number;
  /** What settlement had paid and the void took back (0 for a waiting or lost slip). */
  readonly payoutTaken: number;
  readonly at: Date;
}

/**
 * Records the void and closes the slip as refunded (win_amount = the stake, as a refund
 * settlement writes it; waiting legs cancelled), so settlement never touches it again. Decided
 * legs keep their results: the history still shows how the match went.
 */
export async function markSlipVoided(tx: Queryable, v: SlipVoidRecord): Promise<void> {
  await tx.query(
    'INSERT INTO bet_slip_voids (slip_id, voided_by, voided_at, amount, settled_flag, payout_taken) VALUES ($1, $2, $3, $4, $5, $6)',
    [v.slipId, v.adminId, v.at, v.amount, v.settledFlag, v.payoutTaken],
  );
  await tx.query(
    'UPDATE bet_slips SET status = $2, settlement_flag = $3, win_amount = amount, settled_at = coalesce(settled_at, $4) WHERE id = $1',
    [v.slipId, SLIP_STATUS.cancelled, SETTLEMENT_FLAG.refund, v.at],
  );
  await tx.query('UPDATE bet_legs SET win_flag = -1 WHERE slip_id = $1 AND win_flag = 0', [v.slipId]);
}
