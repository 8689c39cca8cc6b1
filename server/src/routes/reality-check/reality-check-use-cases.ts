import { buildActivityStatement, STATEMENT_LEDGER_KINDS } from '@bet/core/activity-statement';
import {
  DEFAULT_REALITY_CHECK_SETTINGS,
  REALITY_CHECK_MESSAGES,
  sessionLimitReached,
  validateRealityCheckSettings,
  type RealityCheckSettings,
} from '@bet/core/reality-check';
import type { RealityCheckStopReason } from '@bet/core/api';
import { auditBy, type AuditActor } from '../../auth/audit.js';
import type { Db, Sql } from '../../db/db.js';
import { REALITY_CHECK_STOP_ACTION, realityCheckStops } from '../responsible-play/responsible-play-store.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { ledgerSumsByDay } from '../statement/statement-store.js';
import { latestSessionStart, realityCheckSettings, saveRealityCheckSettings, sessionStart } from './reality-check-store.js';

export interface RealityCheckSummary extends RealityCheckSettings {
  readonly loginAt: string;
  readonly stakes: number;
  readonly wins: number;
  readonly net: number;
}

/** A far bound for "since login" (the ledger's times are the database's). */
const FAR_FUTURE_MS = Date.UTC(2100, 0, 1);

/** The member's settings and the login session's time, stakes, wins and net (from the ledger, as the statement counts them). */
export async function realityCheckSummary(sql: Sql, memberId: number, sessionIdHash: string, now: number): Promise<RealityCheckSummary> {
  const settings = (await realityCheckSettings(sql, memberId)) ?? DEFAULT_REALITY_CHECK_SETTINGS;
  const loginAt = (await sessionStart(sql, sessionIdHash)) ?? now;
  const sums = await ledgerSumsByDay(sql, { memberId, kinds: Object.keys(STATEMENT_LEDGER_KINDS), startMs: loginAt, endMs: FAR_FUTURE_MS });
  const total = buildActivityStatement({ from: '', to: '' }, sums).total;
  // Stakes: everything put at risk since login, open bets included; net: the decided play only (issue 29: an
  // open bet is neither won nor lost yet).
  const stakes = total.stakes + total.openStakes;
  return { ...settings, loginAt: new Date(loginAt).toISOString(), stakes, wins: total.wins, net: total.net };
}

/** Saves the member's choices with their audit line, in one transaction. */
export async function changeRealityCheckSettings(
  db: Db,
  args: { memberId: number; actor: AuditActor; sessionIdHash: string; settings: RealityCheckSettings; now: number },
): Promise<Outcome<RealityCheckSummary>> {
  const valid = validateRealityCheckSettings(args.settings);
  if (!valid.ok) return refuse(valid.kind, valid.message);
  return db.transaction(async (tx) => {
    await saveRealityCheckSettings(tx, args.memberId, args.settings, args.now);
    await auditBy(tx, args.actor, args.now, 'reality-check settings', String(args.memberId), { ...args.settings });
    return done(await realityCheckSummary(tx, args.memberId, args.sessionIdHash, args.now));
  });
}

/** The member ended play from a reality check or at the session limit: an audit line the operator's list counts. */
export async function recordRealityCheckStop(
  db: Db,
  args: { memberId: number; actor: AuditActor; reason: RealityCheckStopReason; now: number },
): Promise<{ stops: number }> {
  return db.transaction(async (tx) => {
    await auditBy(tx, args.actor, args.now, REALITY_CHECK_STOP_ACTION, String(args.memberId), { reason: args.reason });
    return { stops: await realityCheckStops(tx, args.memberId) };
  });
}

type SessionLimitRefusal = { kind: 'sessionLimitReached'; message: string };

/**
 * The refusal of a bet or a game-wallet transfer once the login session's limit is reached, or
 * null. The session hook reads the login's start and the limit with the session (plugins/session.ts).
 */
export function sessionLimitRefusalAt(
  limit: { readonly loginAt: number; readonly minutes: number },
  now: number,
): SessionLimitRefusal | null {
  if (!sessionLimitReached(limit.loginAt, limit.minutes, now)) return null;
  return { kind: 'sessionLimitReached', message: REALITY_CHECK_MESSAGES.limitReached(limit.minutes) };
}

/**
 * The same refusal for a call without a login session (the casino provider's bet callback from a
 * game window opened earlier): the limit counts from the member's most recent login session,
 * open or ended, so a window left open past the limit stops taking bets until a new login.
 */
export async function latestSessionLimitRefusal(sql: Sql, args: { memberId: number; now: number }): Promise<SessionLimitRefusal | null> {
  const settings = await realityCheckSettings(sql, args.memberId);
  if (!settings || settings.sessionLimitMinutes === null) return null;
  const loginAt = await latestSessionStart(sql, args.memberId);
  return loginAt === null ? null : sessionLimitRefusalAt({ loginAt, minutes: settings.sessionLimitMinutes }, args.now);
}
