import { createHash, randomBytes } from 'node:crypto';
import type { Sql } from '../db/db.js';
import { SESSION_MEMBER_COLUMNS, toSessionMember, type SessionMember, type SessionMemberRow } from './session-member.js';

/** A session idle this long is over (the member logs in again). */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** An operator's session is shorter (issue 11): over after 30 idle minutes... */
export const OPERATOR_SESSION_IDLE_MS = 30 * 60 * 1000;
/** ...and 8 hours after the login, however busy. */
export const OPERATOR_SESSION_MAX_MS = 8 * 60 * 60 * 1000;
/**
 * last_seen_at (the idle clock) is written at most this often, and only for requests a person
 * made: a background poll (X-Background-Poll, docs/api-conventions.md) never moves it, so an open
 * tab that only polls still goes idle.
 */
const TOUCH_EVERY_MS = 60 * 1000;

export type EndReason = 'replaced' | 'logout' | 'expired' | 'password' | 'blocked';

export const hashSid = (sid: string): string => createHash('sha256').update(sid).digest('hex');
const token = (): string => randomBytes(32).toString('base64url');

export interface NewSession {
  /** Goes into the HttpOnly `sid` cookie; only its hash is stored. */
  readonly sid: string;
  /** Goes into the readable `csrf` cookie; the client echoes it in X-CSRF-Token. */
  readonly csrf: string;
}

/**
 * Opens a session for a member who just proved their password, ending any other open session
 * of theirs (one device: the old one's next call gets 555). Run inside a transaction that has
 * locked the member row, so two logins at once cannot both stay open.
 */
export async function openSession(tx: Sql, args: { memberId: number; ip: string; userAgent: string; now: number }): Promise<NewSession> {
  const at = new Date(args.now);
  await tx.query("UPDATE sessions SET ended_at = $2, end_reason = 'replaced' WHERE member_id = $1 AND ended_at IS NULL", [
    args.memberId,
    at,
  ]);
  const session = { sid: token(), csrf: token() };
  await tx.query(
    'INSERT INTO sessions (id_hash, member_id, csrf_token, ip, user_agent, created_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
    [hashSid(session.sid), args.memberId, session.csrf, args.ip, args.userAgent.slice(0, 300), at],
  );
  return session;
}

export type ResolvedSession =
  | { readonly state: 'none' }
  | { readonly state: 'ended'; readonly reason: EndReason }
  | {
      readonly state: 'active';
      readonly idHash: string;
      readonly csrf: string;
      readonly member: SessionMember;
      /** When this login began (the session row's creation): the reality check's session limit counts from it. */
      readonly loginAt: number;
      /** The member's session limit in minutes (reality check settings), null when none is set. */
      readonly sessionLimitMinutes: number | null;
    };

/** The stored row of an Idempotency-Key, as the idempotency plugin reads it (plugins/idempotency.ts). */
export interface StoredKeyRow {
  request_hash: string;
  state: string;
  status_code: number | null;
  response: string | null;
}

interface SessionRow extends SessionMemberRow {
  id_hash: string;
  csrf_token: string;
  created_at: Date;
  last_seen_at: Date;
  ended_at: Date | null;
  end_reason: EndReason | null;
  session_limit_minutes: number | null;
}

/** What the `sid` cookie stands for now. An idle session is ended here ('expired'). */
export async function resolveSession(sql: Sql, sid: string, now: number): Promise<ResolvedSession> {
  return (await resolveRequest(sql, { sid, ip: null, now, background: false })).session;
}

/**
 * Everything the hooks ask of every request, in ONE statement (on a networked database each
 * question is a round trip, and a bet's cost is mostly its round trips, issue 12): whether the
 * client's address is blocked, what its `sid` cookie stands for with the member and their session
 * limit (the reality check's guard), and, for an idempotent call that carries an Idempotency-Key,
 * that key's stored row (the idempotency plugin answers a retry from it without a transaction).
 */
export async function resolveRequest(
  sql: Sql,
  request: {
    readonly sid: string | undefined;
    readonly ip: string | null;
    readonly now: number;
    /** A background poll: the session is checked but its idle clock is not moved. */
    readonly background: boolean;
    /** A valid Idempotency-Key of an idempotent call: its row is read for the session's member. */
    readonly idempotencyKey?: string | null;
  },
): Promise<{ readonly ipBlocked: boolean; readonly session: ResolvedSession; readonly storedKey: StoredKeyLookup | null }> {
  const { sid, ip, now } = request;
  const validSid = sid !== undefined && sid.length >= 20 && sid.length <= 100;
  const idHash = validSid ? hashSid(sid) : '';
  const key = request.idempotencyKey ?? '';
  const { rows } = await sql.query<Partial<SessionRow> & Partial<KeyColumns> & { ip_blocked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM blocked_ips WHERE ip = $2) AS ip_blocked, x.*,
            k.request_hash AS key_request_hash, k.state AS key_state, k.status_code AS key_status_code, k.response AS key_response
       FROM (SELECT 1) AS one
       LEFT JOIN (SELECT s.id_hash, s.csrf_token, s.created_at, s.last_seen_at, s.ended_at, s.end_reason, r.session_limit_minutes,
                         ${SESSION_MEMBER_COLUMNS}
                    FROM sessions s JOIN members m ON m.id = s.member_id
                    LEFT JOIN reality_check_settings r ON r.member_id = m.id
                   WHERE s.id_hash = $1) AS x ON true
       LEFT JOIN idempotency_keys k ON $3 <> '' AND k.member_id = x.id AND k.key = $3`,
    [idHash, ip ?? '', key],
  );
  const row = rows[0]!;
  const ipBlocked = row.ip_blocked === true;
  if (!validSid || !row.id_hash) return { ipBlocked, session: { state: 'none' }, storedKey: null };
  const storedKey: StoredKeyLookup | null = key
    ? {
        memberId: Number(row.id),
        key,
        row: row.key_request_hash
          ? {
              request_hash: row.key_request_hash,
              state: row.key_state!,
              status_code: row.key_status_code ?? null,
              response: row.key_response ?? null,
            }
          : undefined,
      }
    : null;
  return { ipBlocked, session: await sessionState(sql, row as SessionRow, idHash, now, !request.background), storedKey };
}

interface KeyColumns {
  key_request_hash: string | null;
  key_state: string | null;
  key_status_code: number | null;
  key_response: string | null;
}

/** The Idempotency-Key row read with the session: `row` undefined when the member has no such key yet. */
export interface StoredKeyLookup {
  readonly memberId: number;
  readonly key: string;
  readonly row: StoredKeyRow | undefined;
}

async function sessionState(sql: Sql, row: SessionRow, idHash: string, now: number, activity: boolean): Promise<ResolvedSession> {
  if (row.ended_at) return { state: 'ended', reason: row.end_reason ?? 'logout' };
  const idle = now - new Date(row.last_seen_at).getTime();
  if (isOver(row, idle, now)) {
    await endSession(sql, idHash, 'expired', now);
    return { state: 'ended', reason: 'expired' };
  }
  if (row.status !== 'active') {
    await endSession(sql, idHash, 'blocked', now);
    return { state: 'ended', reason: 'blocked' };
  }
  if (activity && idle > TOUCH_EVERY_MS)
    await sql.query('UPDATE sessions SET last_seen_at = $2 WHERE id_hash = $1', [idHash, new Date(now)]);
  return {
    state: 'active',
    idHash,
    csrf: row.csrf_token,
    member: toSessionMember(row),
    loginAt: new Date(row.created_at).getTime(),
    sessionLimitMinutes:
      row.session_limit_minutes === null || row.session_limit_minutes === undefined ? null : Number(row.session_limit_minutes),
  };
}

/** Idle too long (30 minutes for an operator, 24 hours for a member), or an operator's login older than 8 hours. */
const isOver = (row: SessionRow, idle: number, now: number): boolean =>
  row.is_admin
    ? idle > OPERATOR_SESSION_IDLE_MS || now - new Date(row.created_at).getTime() > OPERATOR_SESSION_MAX_MS
    : idle > SESSION_IDLE_MS;

export async function endSession(sql: Sql, idHash: string, reason: EndReason, now: number): Promise<void> {
  await sql.query('UPDATE sessions SET ended_at = $2, end_reason = $3 WHERE id_hash = $1 AND ended_at IS NULL', [
    idHash,
    new Date(now),
    reason,
  ]);
}

/** Ends every open session of a member (password change, block). */
export async function endMemberSessions(sql: Sql, memberId: number, reason: EndReason, now: number): Promise<void> {
  await sql.query('UPDATE sessions SET ended_at = $2, end_reason = $3 WHERE member_id = $1 AND ended_at IS NULL', [
    memberId,
    new Date(now),
    reason,
  ]);
}
