/** Anything that runs a query: the database, a transaction, or another module's port of them. */
export interface AuditSink {
  query(sql: string, params?: readonly unknown[]): Promise<unknown>;
}

/** One line of the append-only audit log (auth events and every admin action). */
export interface AuditEvent {
  readonly actorMemberId: number | null;
  readonly actorIp: string | null;
  /** e.g. 'login', 'login.failed', 'logout', 'admin.charge.approve'. */
  readonly action: string;
  readonly target?: string | null;
  readonly detail?: Record<string, unknown>;
  readonly at: number;
}

/** Who acts: the session's member (null for a visitor) and the request's IP. */
export interface AuditActor {
  readonly memberId: number | null;
  readonly ip: string | null;
}

/** Appends one line as `actor`; pass the transaction of the change so the two commit together. */
export const auditBy = (
  sql: AuditSink,
  actor: AuditActor,
  at: number,
  action: string,
  target: string | null,
  detail: Record<string, unknown> = {},
): Promise<void> => audit(sql, { actorMemberId: actor.memberId, actorIp: actor.ip, action, target, detail, at });

/** Appends one line (inside the caller's transaction when given one, so the change and its line commit together). */
export async function audit(sql: AuditSink, e: AuditEvent): Promise<void> {
  await sql.query('INSERT INTO audit_log (at, actor_member_id, actor_ip, action, target, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
    new Date(e.at),
    e.actorMemberId,
    e.actorIp,
    e.action,
    e.target ?? null,
    JSON.stringify(e.detail ?? {}),
  ]);
}
