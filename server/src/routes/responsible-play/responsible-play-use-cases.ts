import type { AdminResponsiblePlayRowDto, ResponsiblePlayDto } from '@bet/core/api';
import {
  canLift,
  exclusionInForce,
  startExclusion,
  type Exclusion,
  type ExclusionDuration,
  allLimitSettings,
  cancelLimitChange,
  confirmLimitChange,
  noLimit,
  requestLimitChange,
  type LimitKind,
  type LimitPeriod,
  type LimitSetting,
  RESPONSIBLE_PLAY_MESSAGES as M,
} from '@bet/core/responsible-play';
import type { Won } from '@bet/core/shared';
import type { Db, Tx } from '../../db/db.js';
import { auditBy, type AuditActor } from '../../auth/audit.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { searchPattern } from '../../db/like-pattern.js';
import { lockMember } from '../money-kit.js';
import {
  excludedAmong,
  flaggedMembersPage,
  insertExclusion,
  memberExists,
  openExclusions,
  readLimits,
  saveLimit,
  type Runner,
} from './responsible-play-store.js';
import { depositSums, lossSums, wagerSums } from './responsible-play-usage.js';

/**
 * Responsible play (issue 13 part A). The member's own calls (read, change a limit, confirm or
 * cancel a pending raise, start an exclusion), each under the member's lock, and the operator's
 * list. The guards every money path calls are in responsible-play-guards.ts.
 */

/** The exclusion in force for the member at `now`, or null. */
export async function exclusionNow(sql: Runner, memberId: number, now: number): Promise<Exclusion | null> {
  return exclusionInForce(await openExclusions(sql, memberId, now), now);
}

export async function readResponsiblePlay(sql: Runner, memberId: number, now: number): Promise<ResponsiblePlayDto> {
  const [limits, deposit, wager, loss, exclusion] = [
    await readLimits(sql, memberId),
    await depositSums(sql, memberId, now),
    await wagerSums(sql, memberId, now),
    await lossSums(sql, memberId, now),
    await exclusionNow(sql, memberId, now),
  ];
  const won = (n: number): Won => n as Won;
  const sums = (s: { day: number; week: number; month: number }) => ({ day: won(s.day), week: won(s.week), month: won(s.month) });
  return {
    limits: allLimitSettings(limits).map((s) => ({ kind: s.kind, period: s.period, amount: s.amount, pending: s.pending })),
    used: { deposit: sums(deposit), wager: sums(wager), loss: sums(loss) },
    exclusion,
  };
}

async function settingOf(tx: Runner, memberId: number, kind: LimitKind, period: LimitPeriod): Promise<LimitSetting> {
  return (await readLimits(tx, memberId)).find((s) => s.kind === kind && s.period === period) ?? noLimit(kind, period);
}

export interface LimitTarget {
  readonly memberId: number;
  /** Who asks (the member, from the request): the change's audit line commits with it. */
  readonly actor: AuditActor;
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  readonly now: number;
}

/** The audit line of a limit change, written in the change's transaction (target: the member). */
const auditLimit = (tx: Tx, t: LimitTarget, action: string, detail: Record<string, unknown>): Promise<void> =>
  auditBy(tx, t.actor, t.now, action, String(t.memberId), { kind: t.kind, period: t.period, ...detail });

/** Lower (at once) or raise/remove (pending 24 hours) one limit. */
export function changeLimit(
  db: Db,
  t: LimitTarget & { readonly amount: number | null },
): Promise<Outcome<{ message: string; applied: boolean }>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, t.memberId);
    const changed = requestLimitChange(await settingOf(tx, t.memberId, t.kind, t.period), t.amount, t.now);
    if (!changed.ok) return refuse(changed.error.kind, changed.error.message);
    await saveLimit(tx, t.memberId, changed.value.setting, t.now);
    const { applied, setting } = changed.value;
    await auditLimit(tx, t, 'responsible-play limit', { amount: t.amount, applied });
    return done({ applied, message: applied ? M.limitLowered : M.raisePending(setting.pending!.effectiveAt) });
  });
}

/** The member confirms a pending raise or removal whose 24 hours have passed. */
export function confirmLimit(db: Db, t: LimitTarget): Promise<Outcome<{ message: string }>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, t.memberId);
    const confirmed = confirmLimitChange(await settingOf(tx, t.memberId, t.kind, t.period), t.now);
    if (!confirmed.ok) return refuse(confirmed.error.kind, confirmed.error.message);
    await saveLimit(tx, t.memberId, confirmed.value, t.now);
    await auditLimit(tx, t, 'responsible-play limit confirm', { amount: confirmed.value.amount });
    return done({ message: M.pendingConfirmed });
  });
}

/** Drops a pending raise or removal (the limit in force stays). */
export function cancelPendingLimit(db: Db, t: LimitTarget): Promise<Outcome<{ message: string }>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, t.memberId);
    const setting = await settingOf(tx, t.memberId, t.kind, t.period);
    if (setting.pending === null) return refuse('noPendingChange', M.noPendingChange);
    await saveLimit(tx, t.memberId, cancelLimitChange(setting), t.now);
    await auditLimit(tx, t, 'responsible-play limit cancel', { dropped: setting.pending.amount });
    return done({ message: M.pendingCancelled });
  });
}

/** Starts a cool-off or self-exclusion now; it can only lengthen one in force, never shorten it. */
export function beginExclusion(
  db: Db,
  a: { readonly memberId: number; readonly actor: AuditActor; readonly duration: ExclusionDuration; readonly now: number },
): Promise<Outcome<{ message: string; endsAt: number | null }>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, a.memberId);
    const started = startExclusion(await exclusionNow(tx, a.memberId, a.now), a.duration, a.now);
    if (!started.ok) return refuse(started.error.kind, started.error.message);
    await insertExclusion(tx, a.memberId, started.value);
    await auditBy(tx, a.actor, a.now, 'responsible-play exclusion', String(a.memberId), {
      duration: a.duration,
      endsAt: started.value.endsAt,
    });
    return done({ message: M.exclusionStarted(started.value.kind, started.value.endsAt), endsAt: started.value.endsAt });
  });
}

/**
 * The operator asks to end a member's exclusion. Always refused while one is in force (issue
 * 13: the operator cannot lift it early); with none in force there is nothing to lift.
 */
export async function operatorLiftExclusion(sql: Runner, memberId: number, now: number): Promise<Outcome<never>> {
  if (!(await memberExists(sql, memberId))) return refuse('notFound', M.noExclusion);
  const current = await exclusionNow(sql, memberId, now);
  if (current !== null && !canLift(current, now)) return refuse('exclusionLocked', M.operatorCannotLift);
  return refuse('notFound', M.noExclusion);
}

/** The status a partner sees for a member under a cool-off or self-exclusion: closed, no reason, no end. */
export const CLOSED_TO_PARTNER = 'closed';

/**
 * The statuses a partner may see for these members (issue 13: the partner sees only that the
 * account is closed): an excluded member's status becomes `CLOSED_TO_PARTNER`.
 */
export async function statusesForPartner<R extends { readonly id: number | string; readonly status: string }>(
  sql: Runner,
  rows: readonly R[],
  now: number,
): Promise<(id: number | string, status: string) => string> {
  const closed = await excludedAmong(
    sql,
    rows.map((r) => Number(r.id)),
    now,
  );
  return (id, status) => (closed.has(Number(id)) ? CLOSED_TO_PARTNER : status);
}

/**
 * The operator's list (issue 13): members with limits, pending changes, an exclusion in force,
 * reality-check settings or stops, with what is in force now.
 */
export async function responsiblePlayMembers(
  sql: Runner,
  args: { search: string | null; now: number; limit: number; offset: number },
): Promise<AdminResponsiblePlayRowDto[]> {
  const page = await flaggedMembersPage(sql, {
    pattern: searchPattern(args.search),
    now: args.now,
    limit: args.limit,
    offset: args.offset,
  });
  const rows: AdminResponsiblePlayRowDto[] = [];
  for (const m of page) {
    const limits = (await readLimits(sql, m.id)).filter((l) => l.amount !== null || l.pending !== null);
    rows.push({ ...m, limits, exclusion: await exclusionNow(sql, m.id, args.now) });
  }
  return rows;
}
