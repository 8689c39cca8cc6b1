import { auditBy, type AuditActor } from '../../auth/audit.js';
import type { Sql } from '../../db/db.js';

/**
 * The before and after of an admin change (issue 11: who, what, before, after, when, from where),
 * read inside the change's own transaction so the audit line and the change commit together.
 * The state read here is what the operator changed, not the whole row: the text of a post, the
 * status of a charge, the one balance adjusted. `null` is "did not exist" (a new post, an
 * address not blocked before).
 */

export type Snapshot = Readonly<Record<string, unknown>> | null;

/** Appends the line `{ before, after }` of one admin change. */
export const auditChange = (
  tx: Sql,
  change: { actor: AuditActor; now: number; action: string; target: string; before: Snapshot; after: Snapshot },
): Promise<void> => auditBy(tx, change.actor, change.now, change.action, change.target, { before: change.before, after: change.after });

const first = async (sql: Sql, text: string, params: readonly unknown[]): Promise<Snapshot> =>
  (await sql.query<Record<string, unknown>>(text, params)).rows[0] ?? null;

/** A board post's visible text (null once deleted or never written); locked for the change. */
export const postSnapshot = (sql: Sql, id: number): Promise<Snapshot> =>
  first(sql, 'SELECT board, category, title, contents FROM board_posts WHERE id = $1 AND deleted_at IS NULL FOR UPDATE', [id]);

/** A popup's contents and whether it is open (popup_status 0) or closed (1). */
export const popupSnapshot = (sql: Sql, id: number): Promise<Snapshot> =>
  first(sql, 'SELECT contents, link, popup_status AS "popupStatus" FROM popups WHERE id = $1 FOR UPDATE', [id]);

export const blockedIpSnapshot = (sql: Sql, ip: string): Promise<Snapshot> =>
  first(sql, 'SELECT ip, reason FROM blocked_ips WHERE ip = $1 FOR UPDATE', [ip]);

export const suggestionCodeSnapshot = (sql: Sql, code: string): Promise<Snapshot> =>
  first(sql, 'SELECT member_id AS "memberId", type, active FROM suggestion_codes WHERE code = $1 FOR UPDATE', [code]);

/** The answers an inquiry has (their texts, oldest first); an empty list before the first one. */
export async function inquiryAnswersSnapshot(sql: Sql, inquiryId: number): Promise<Snapshot> {
  const { rows } = await sql.query<{ answer_contents: string }>(
    'SELECT answer_contents FROM inquiry_answers WHERE inquiry_id = $1 ORDER BY id',
    [inquiryId],
  );
  return { answers: rows.map((r) => r.answer_contents) };
}

/** The member's coupon counts (0 and 0 before the first grant). */
export async function couponSnapshot(sql: Sql, memberId: number): Promise<Snapshot> {
  const row = await first(sql, 'SELECT normal, vip FROM roulette_coupons WHERE member_id = $1', [memberId]);
  return { normal: Number(row?.normal ?? 0), vip: Number(row?.vip ?? 0) };
}

/** A charge request's state: status (0 waiting, 1 approved, 2 rejected), amount, who decided it. */
export const chargeSnapshot = (sql: Sql, id: number): Promise<Snapshot> =>
  first(sql, 'SELECT status, amount, processed_by AS "processedBy" FROM charge_requests WHERE id = $1', [id]);

/** A mini-game's maintenance switch (null: no such mini-game); locked for the change. */
export const gameMaintenanceSnapshot = (sql: Sql, gameId: number): Promise<Snapshot> =>
  first(sql, "SELECT system_maintenance_flg AS maintenance FROM game_definitions WHERE id = $1 AND kind = 'minigame' FOR UPDATE", [gameId]);
