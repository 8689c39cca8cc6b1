import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { formatKstDateTime } from '@bet/core/shared';
import { auditBy, type AuditActor } from '../auth/audit.js';
import type { SessionMember } from '../auth/session-member.js';
import type { Sql } from '../db/db.js';
import { HttpError } from '../http/errors.js';
import { SERVER_MESSAGES as M } from '../http/messages.js';

/** The session's member; routes with auth 'member' (the default) always have one. */
export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw new HttpError(401, M.loginRequired, 'notLoggedIn');
  return request.member;
}

/**
 * The acting member always comes from the session. A numeric member id in the path, query or
 * body that names anyone else is refused with 403 before anything is read or changed.
 */
export function assertSelfId(request: FastifyRequest, memberId: number | undefined): SessionMember {
  const me = memberOf(request);
  if (memberId !== undefined && memberId !== me.id) throw new HttpError(403, M.otherMember, 'otherMember');
  return me;
}

/** Same for a login id (`userId`, text) naming a member. */
export function assertSelfUserId(request: FastifyRequest, userId: string | undefined): SessionMember {
  const me = memberOf(request);
  if (userId !== undefined && userId !== me.userId) throw new HttpError(403, M.otherMember, 'otherMember');
  return me;
}

/** Date-times as members read them: "YYYY-MM-DD HH:mm:ss" in KST. */
export const kstText = (value: Date | string | number | null | undefined): string =>
  value === null || value === undefined ? '' : formatKstDateTime(new Date(value).getTime());

export const notice = (message: string): { message: string } => ({ message });

/** The acting member and IP of this request, for audit lines written inside a use case's transaction. */
export const actorOf = (request: FastifyRequest): AuditActor => ({ memberId: request.member?.id ?? null, ip: request.ip });

/** Appends to the audit log as the acting member from this request. */
export function auditAs(
  sql: Sql,
  request: FastifyRequest,
  now: number,
  action: string,
  target: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  return auditBy(sql, actorOf(request), now, action, target, detail);
}

/**
 * A unique key for a movement caused by this request: derived from its Idempotency-Key when it
 * carries one (so a retried request names the same movement), else random.
 */
export const movementKey = (request: FastifyRequest, what: string): string =>
  request.idempotency ? `${what}:${request.idempotency.memberId}:idem:${request.idempotency.key}` : `${what}:${randomUUID()}`;
