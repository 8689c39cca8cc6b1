import type { Sql } from '../../db/db.js';
import { auditWhere, type AuditFilter } from './admin-store.js';

/**
 * The SQL of the operator's CSV exports (issue 27). Each export reads its table in keyset pages
 * (`id > last id ORDER BY id LIMIT n`), so a file of any length never holds more than one page in
 * memory, on PGlite and on PostgreSQL alike (no server-side cursor to keep open between writes).
 * Rows come oldest first; the range is [start, end) on the row's creation time.
 */

/** Rows per read: small enough to stay light, large enough that 100,000 rows are 100 queries. */
export const EXPORT_PAGE_ROWS = 1_000;

export interface ExportRange {
  readonly start: Date;
  readonly end: Date;
}

/** Reads `read` page after page, each after the last id of the one before, until a short page. */
export async function* keysetPages<R extends { id: number | string }>(
  read: (afterId: number, limit: number) => Promise<R[]>,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<R[]> {
  let after = 0;
  for (;;) {
    const rows = await read(after, pageRows);
    if (rows.length > 0) yield rows;
    if (rows.length < pageRows) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}

/**
 * Pages of one query over the range: `text` reads its parameters as $1 the last id read,
 * $2 the page size, $3 and $4 the range's start and end.
 */
const rangePages = <R extends { id: number | string }>(sql: Sql, r: ExportRange, text: string) =>
  keysetPages<R>(async (after, limit) => (await sql.query<R>(text, [after, limit, r.start, r.end])).rows);

export interface MemberExportRow {
  id: number;
  user_id: string;
  nickname: string;
  role: number;
  type: number;
  status: string;
  recommender: string | null;
  created_at: Date;
  last_login_at: Date | null;
  last_login_ip: string | null;
}

/** Members who signed up in the range (operators left out). */
export const memberPages = (sql: Sql, r: ExportRange) =>
  rangePages<MemberExportRow>(
    sql,
    r,
    `SELECT m.id, m.user_id, m.nickname, m.role, m.type, m.status, rec.user_id AS recommender, m.created_at, m.last_login_at, m.last_login_ip
         FROM members m LEFT JOIN members rec ON rec.id = m.recommender_id
        WHERE m.id > $1 AND NOT m.is_admin AND m.created_at >= $3 AND m.created_at < $4
        ORDER BY m.id LIMIT $2`,
  );

export interface ChargeExportRow {
  id: number;
  user_id: string;
  nickname: string;
  deposit_mode: number;
  charge_type: number;
  amount: string | number;
  krw_amount: string | number | null;
  status: number;
  created_at: Date;
  processed_at: Date | null;
}

/** Deposit and withdrawal requests (won and USDT) made in the range, whatever their state. */
export const chargePages = (sql: Sql, r: ExportRange) =>
  rangePages<ChargeExportRow>(
    sql,
    r,
    `SELECT c.id, m.user_id, m.nickname, c.deposit_mode, c.charge_type, c.amount, c.krw_amount, c.status, c.created_at, c.processed_at
         FROM charge_requests c JOIN members m ON m.id = c.member_id
        WHERE c.id > $1 AND c.created_at >= $3 AND c.created_at < $4
        ORDER BY c.id LIMIT $2`,
  );

export interface BetExportRow {
  id: number;
  user_id: string;
  nickname: string;
  game_type: number;
  /** 'casino' or 'slot' for a casino round's slip, else null. */
  category: string | null;
  amount: string | number;
  total_ratio: number;
  expect_amount: string | number;
  win_amount: string | number;
  settlement_flag: number;
  created_at: Date;
  settled_at: Date | null;
}

/** Slips of every game type (sports, live, mini-game, virtual, casino and slot rounds) placed in the range. */
export const betPages = (sql: Sql, r: ExportRange) =>
  rangePages<BetExportRow>(
    sql,
    r,
    `SELECT s.id, s.user_id, s.nickname, s.game_type, cr.category, s.amount, s.total_ratio, s.expect_amount, s.win_amount,
              s.settlement_flag, s.created_at, s.settled_at
         FROM bet_slips s LEFT JOIN casino_rounds cr ON cr.slip_id = s.id
        WHERE s.id > $1 AND s.created_at >= $3 AND s.created_at < $4
        ORDER BY s.id LIMIT $2`,
  );

export interface PartnerExportRow {
  id: number;
  user_id: string;
  nickname: string;
  type: number;
}

/** Partners and recommenders (the members a settlement is owed to), whenever they signed up. */
export const partnerPages = (sql: Sql) =>
  keysetPages<PartnerExportRow>(
    async (after, limit) =>
      (
        await sql.query<PartnerExportRow>(
          'SELECT id, user_id, nickname, type FROM members WHERE id > $1 AND type IN (1, 2) AND NOT is_admin ORDER BY id LIMIT $2',
          [after, limit],
        )
      ).rows,
  );

export interface AuditExportRow {
  id: number;
  at: Date;
  actor_user_id: string | null;
  actor_ip: string | null;
  action: string;
  target: string | null;
  detail: unknown;
}

/** Audit lines of the filter (its range, action and search), oldest first. */
export const auditPages = (sql: Sql, filter: AuditFilter, pageRows = EXPORT_PAGE_ROWS) =>
  keysetPages<AuditExportRow>(async (after, limit) => {
    const where = auditWhere(filter, 3);
    return (
      await sql.query<AuditExportRow>(
        `SELECT a.id, a.at, m.user_id AS actor_user_id, a.actor_ip, a.action, a.target, a.detail
           FROM audit_log a LEFT JOIN members m ON m.id = a.actor_member_id
          WHERE a.id > $1 AND ${where.clause}
          ORDER BY a.id LIMIT $2`,
        [after, limit, ...where.params],
      )
    ).rows;
  }, pageRows);
