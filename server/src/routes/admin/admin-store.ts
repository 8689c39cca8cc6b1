import type { Sql } from '../../db/db.js';
import { searchPattern } from '../../db/like-pattern.js';

/** The SQL of the admin calls that have no family store of their own: members, inquiries, codes, IPs, audit. */

/** Members newest first; `search` matches part of the login id or the nickname (LIKE wildcards in it are literal). */
export async function memberPage(
  sql: Sql,
  filter: { status: string | null; search: string | null },
  limit: number,
  offset: number,
): Promise<Record<string, unknown>[]> {
  const pattern = searchPattern(filter.search);
  const { rows } = await sql.query<Record<string, unknown>>(
    `SELECT id, user_id, nickname, role, type, user_type, status, recommender_id, created_at FROM members
          WHERE ($1::text IS NULL OR status = $1) AND ($4::text IS NULL OR user_id ILIKE $4 OR nickname ILIKE $4)
          ORDER BY id DESC LIMIT $2 OFFSET $3`,
    [filter.status, limit, offset, pattern],
  );
  return rows;
}

export interface MemberLedgerRow {
  id: number;
  created_at: Date;
  kind: string;
  memo: string;
  account: string;
  amount: number;
}

/** The entries of one member's accounts (every kind), newest first. */
export async function memberLedgerPage(sql: Sql, memberId: number, limit: number, offset: number): Promise<MemberLedgerRow[]> {
  const { rows } = await sql.query<MemberLedgerRow>(
    `SELECT e.id, t.created_at, t.kind, t.memo, a.kind AS account, e.amount
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transfers t ON t.id = e.transfer_id
      WHERE a.member_id = $1 ORDER BY e.id DESC LIMIT $2 OFFSET $3`,
    [memberId, limit, offset],
  );
  return rows;
}

export async function memberExists(sql: Sql, id: number): Promise<boolean> {
  return (await sql.query('SELECT 1 FROM members WHERE id = $1', [id])).rows.length > 0;
}

/** A member as an admin change sees it before changing it: login id, operator flag, and `columns` (from the caller's fixed list). */
export async function memberForAdmin(
  sql: Sql,
  id: number,
  lock: boolean,
  columns: readonly string[] = [],
): Promise<({ user_id: string; is_admin: boolean; status: string } & Record<string, unknown>) | null> {
  const extra = columns.map((c) => `, ${c}`).join('');
  const { rows } = await sql.query<{ user_id: string; is_admin: boolean; status: string } & Record<string, unknown>>(
    `SELECT user_id, is_admin, status${extra} FROM members WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Approves or rejects a pending member; false when the member is not pending (or missing). */
export async function decidePending(sql: Sql, id: number, to: 'active' | 'rejected', at: Date): Promise<boolean> {
  const r = await sql.query(
    "UPDATE members SET status = $2, approved_at = $3, updated_at = $3 WHERE id = $1 AND status = 'pending' RETURNING id",
    [id, to, at],
  );
  return r.rows.length > 0;
}

/** Sets the given columns (names from the caller's fixed list, never from input); false when missing. */
export async function updateMemberColumns(sql: Sql, id: number, columns: [string, unknown][], at: Date): Promise<boolean> {
  const sets = columns.map(([column], i) => `${column} = $${i + 2}`);
  const r = await sql.query(`UPDATE members SET ${sets.join(', ')}, updated_at = $${columns.length + 2} WHERE id = $1 RETURNING id`, [
    id,
    ...columns.map(([, v]) => v),
    at,
  ]);
  return r.rows.length > 0;
}

export interface AdminInquiryRow {
  id: number;
  member_id: number;
  user_id: string;
  title: string;
  question_contents: string;
  answered: boolean;
}

export async function latestInquiries(sql: Sql): Promise<AdminInquiryRow[]> {
  const { rows } = await sql.query<AdminInquiryRow>(
    `SELECT i.id, i.member_id, m.user_id, i.title, i.question_contents, EXISTS (SELECT 1 FROM inquiry_answers a WHERE a.inquiry_id = i.id) AS answered
         FROM inquiries i JOIN members m ON m.id = i.member_id ORDER BY i.id DESC LIMIT 200`,
  );
  return rows;
}

export async function inquiryMember(sql: Sql, id: number): Promise<number | null> {
  const { rows } = await sql.query<{ member_id: number }>('SELECT member_id FROM inquiries WHERE id = $1', [id]);
  return rows[0] ? Number(rows[0].member_id) : null;
}

export async function insertAnswer(sql: Sql, a: { inquiryId: number; contents: string; adminId: number; at: Date }): Promise<void> {
  await sql.query('INSERT INTO inquiry_answers (inquiry_id, answer_contents, admin_id, created_at) VALUES ($1, $2, $3, $4)', [
    a.inquiryId,
    a.contents,
    a.adminId,
    a.at,
  ]);
}

/** Sends a message to one member, or (memberId 0) to every active member; returns how many got it. */
export async function insertMessages(
  sql: Sql,
  m: { memberId: number; title: string; contents: string; senderId: number; at: Date },
): Promise<number> {
  const r =
    m.memberId === 0
      ? await sql.query(
          "INSERT INTO messages (member_id, title, contents, sender_id, created_at) SELECT id, $1, $2, $3, $4 FROM members WHERE status = 'active'",
          [m.title, m.contents, m.senderId, m.at],
        )
      : await sql.query(
          'INSERT INTO messages (member_id, title, contents, sender_id, created_at) SELECT id, $2, $3, $4, $5 FROM members WHERE id = $1',
          [m.memberId, m.title, m.contents, m.senderId, m.at],
        );
  return r.rowCount;
}

export async function saveSuggestionCode(sql: Sql, code: string, memberId: number, type: number): Promise<void> {
  await sql.query(
    'INSERT INTO suggestion_codes (code, member_id, type) VALUES ($1, $2, $3) ON CONFLICT (code) DO UPDATE SET member_id = $2, type = $3, active = true',
    [code, memberId, type],
  );
}

export async function saveBlockedIp(sql: Sql, ip: string, reason: string | null): Promise<void> {
  await sql.query('INSERT INTO blocked_ips (ip, reason) VALUES ($1, $2) ON CONFLICT (ip) DO UPDATE SET reason = $2', [ip, reason]);
}

export async function deleteBlockedIp(sql: Sql, ip: string): Promise<void> {
  await sql.query('DELETE FROM blocked_ips WHERE ip = $1', [ip]);
}

export interface AuditRow {
  id: number;
  at: Date;
  actor_member_id: number | null;
  actor_user_id: string | null;
  actor_ip: string | null;
  action: string;
  target: string | null;
  detail: unknown;
}

/** What the audit list and its export filter by: a search text, an instant range [start, end), and the stored action names. */
export interface AuditFilter {
  readonly search: string | null;
  readonly start: Date | null;
  readonly end: Date | null;
  /** Stored action texts (one catalogue key can be stored under one text); null = every action. */
  readonly actions: readonly string[] | null;
}

/** The WHERE clause of an audit filter, its parameters numbered from `first`. */
export function auditWhere(filter: AuditFilter, first: number): { clause: string; params: unknown[] } {
  const [q, start, end, actions] = [first, first + 1, first + 2, first + 3].map((n) => `$${n}`);
  return {
    clause: `($${first}::text IS NULL OR m.user_id ILIKE ${q} OR a.action ILIKE ${q} OR a.target ILIKE ${q} OR a.actor_ip ILIKE ${q})
        AND (${start}::timestamptz IS NULL OR a.at >= ${start}) AND (${end}::timestamptz IS NULL OR a.at < ${end})
        AND (${actions}::text[] IS NULL OR a.action = ANY(${actions}::text[]))`,
    params: [searchPattern(filter.search), filter.start, filter.end, filter.actions === null ? null : [...filter.actions]],
  };
}

/** The audit log newest first, filtered (see AuditFilter). */
export async function auditPage(sql: Sql, filter: AuditFilter, limit: number, offset: number): Promise<AuditRow[]> {
  const where = auditWhere(filter, 3);
  const { rows } = await sql.query<AuditRow>(
    `SELECT a.id, a.at, a.actor_member_id, m.user_id AS actor_user_id, a.actor_ip, a.action, a.target, a.detail
       FROM audit_log a LEFT JOIN members m ON m.id = a.actor_member_id
      WHERE ${where.clause}
      ORDER BY a.id DESC LIMIT $1 OFFSET $2`,
    [limit, offset, ...where.params],
  );
  return rows;
}

/** Turns a mini-game's maintenance on or off (the public /settingMinigame reads the same column). */
export async function saveGameMaintenance(sql: Sql, gameId: number, on: boolean): Promise<void> {
  await sql.query("UPDATE game_definitions SET system_maintenance_flg = $2 WHERE id = $1 AND kind = 'minigame'", [gameId, on]);
}
