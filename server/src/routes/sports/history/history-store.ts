import type { BetHistorySlipWire } from '@bet/core/api';
import type { Queryable } from '../../../db/db.js';
import { kstDayAfter, kstDayStart } from '../../../db/kst-day-bounds.js';
import { SETTLEMENT_FLAG, SETTLEMENT_NAME, SLIP_STATUS_NAME } from '../settlement/slip-flags.js';
import { odds, oddsToPrice } from '@bet/core/shared';
import { DESK_MESSAGES } from '../desk/desk.messages.js';

/**
 * GET /sports-prematch/count and /bettings: the member's own slips, newest first, with the
 * snake_case fields of spec section 3 and the legs nested under `legs`.
 */
export interface HistoryFilter {
  readonly memberId: number;
  readonly gameType?: number;
  readonly gameDetailTypes?: readonly number[];
  /** "YYYY-MM-DD" in KST, inclusive. */
  readonly startDate?: string;
  readonly endDate?: string;
  readonly result?: 'waiting' | 'won' | 'lost';
}

const RESULT_FLAG = { waiting: SETTLEMENT_FLAG.waiting, won: SETTLEMENT_FLAG.won, lost: SETTLEMENT_FLAG.lost } as const;

function whereOf(f: HistoryFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [f.memberId];
  const clauses = ['s.member_id = $1', 's.deleted_at IS NULL'];
  const p = (v: unknown): string => {
    params.push(v);
    return `$${params.length}`;
  };
  if (f.gameType !== undefined) clauses.push(`s.game_type = ${p(f.gameType)}`);
  if (f.gameDetailTypes && f.gameDetailTypes.length > 0) clauses.push(`s.game_detail_type = ANY(${p(f.gameDetailTypes)}::int[])`);
  if (f.startDate) clauses.push(`s.created_at >= ${p(kstDayStart(f.startDate))}`);
  if (f.endDate) clauses.push(`s.created_at < ${p(kstDayAfter(f.endDate))}`);
  if (f.result) clauses.push(`s.settlement_flag = ${p(RESULT_FLAG[f.result])}`);
  return { sql: clauses.join(' AND '), params };
}

export async function countHistory(db: Queryable, filter: HistoryFilter): Promise<number> {
  const where = whereOf(filter);
  const { rows } = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM bet_slips s WHERE ${where.sql}`, where.params);
  return Number(rows[0]?.n ?? 0);
}

const iso = (v: unknown): string | null =>
  v === null || v === undefined ? null : (v instanceof Date ? v : new Date(String(v))).toISOString();

type HistoryLegWire = BetHistorySlipWire['legs'] extends readonly (infer L)[] | undefined ? L : never;
/** A column of a row read as the type the history contract sends (the store's SQL fixes it). */
const col = <T>(v: unknown): T => v as T;

/** Rows in the shape of core's history contract (core/src/api/contracts/sports.ts). */
export async function listHistory(db: Queryable, filter: HistoryFilter, page: number, perpage: number): Promise<BetHistorySlipWire[]> {
  const where = whereOf(filter);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT s.*, EXISTS (SELECT 1 FROM bet_slip_voids v WHERE v.slip_id = s.id) AS voided FROM bet_slips s WHERE ${where.sql} ORDER BY s.created_at DESC, s.id DESC LIMIT ${perpage} OFFSET ${(page - 1) * perpage}`,
    where.params,
  );
  if (rows.length === 0) return [];
  const legs = await db.query<Record<string, unknown>>(
    'SELECT * FROM bet_legs WHERE slip_id = ANY($1::bigint[]) ORDER BY slip_id, leg_no',
    [rows.map((r) => Number(r.id))],
  );
  const legsBySlip = new Map<number, HistoryLegWire[]>();
  for (const l of legs.rows) {
    const list = legsBySlip.get(Number(l.slip_id)) ?? [];
    list.push({
      startdate: iso(l.startdate) ?? '',
      sports_name: col<string>(l.sports_name),
      league_name: col<string>(l.league_name),
      sports_betting_home_participants_name: col<string>(l.home_name),
      sports_betting_away_participants_name: col<string>(l.away_name),
      sports_betting_market_name: col<string>(l.market_name),
      sports_betting_market_id: Number(l.market_id),
      sports_betting_bet_name: col<string>(l.bet_name),
      sports_betting_bet_baseline: col<string | number | null>(l.baseline ?? null),
      sports_betting_bet_line: col<string | number | null>(l.line ?? null),
      sports_betting_bet_price: oddsToPrice(odds(Number(l.price))),
      sports_betting_score: col<string | number | null>(l.score ?? null),
      sports_betting_win_flag: Number(l.win_flag),
      sports_betting_sports_prematch_odds_id: Number(l.odds_id),
      fixture_id: l.fixture_id === null ? null : Number(l.fixture_id),
      round_id: l.round_id === null ? null : Number(l.round_id),
    });
    legsBySlip.set(Number(l.slip_id), list);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    e_money: Number(r.e_money),
    ip_address: col<string | null>(r.ip_address ?? null),
    user_id: col<string>(r.user_id),
    nickname: col<string>(r.nickname),
    member_id: Number(r.member_id),
    user_type: col<string | null>(r.user_type ?? null),
    created_at: col<string>(iso(r.created_at)),
    cancel_at: iso(r.cancel_at),
    deleted_at: iso(r.deleted_at),
    amount: Number(r.amount),
    status: Number(r.status),
    status_name: SLIP_STATUS_NAME[Number(r.status)] ?? '',
    settlement_flag: Number(r.settlement_flag),
    // A slip the operator voided is refunded (flag 3) and named so the member sees why.
    settlement_name: r.voided ? DESK_MESSAGES.voidedSettlement : (SETTLEMENT_NAME[Number(r.settlement_flag)] ?? ''),
    total_ratio: oddsToPrice(odds(Number(r.total_ratio))),
    expect_amount: Number(r.expect_amount),
    win_amount: Number(r.win_amount),
    win_bet_name: col<string | null>(r.win_bet_name ?? null),
    game_type: Number(r.game_type),
    game_detail_type: Number(r.game_detail_type),
    legs: legsBySlip.get(Number(r.id)) ?? [],
  }));
}
