import { DAY_MS, KST_OFFSET_MS, kstParts, kstStartOfDay } from '../../shared/domain/kst.js';
import type { Won } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { RESPONSIBLE_PLAY_MESSAGES as M } from './responsible-play.messages.js';

/**
 * A member's own limits (issue 13): deposits, wagers and net losses, each per KST day, week
 * (Monday 00:00 KST) and calendar month. Lowering (or setting a first limit) takes effect at once;
 * raising or removing one waits `RAISE_DELAY_MS` and then needs the member's confirmation: until
 * then the old limit stays in force. Pure: the caller gives the time and the period's sums.
 */
export const LIMIT_KINDS = ['deposit', 'wager', 'loss'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A raise or removal waits this long before it can be confirmed. */
export const RAISE_DELAY_MS = DAY_MS;
/** Limits are whole multiples of this many won (named default: 1,000 won). */
export const LIMIT_STEP_WON = 1_000;
/** The highest limit a member may set (one trillion won, the wire's money ceiling). */
export const LIMIT_MAX_WON = 1_000_000_000_000;

/** A raise (or removal when `amount` is null) asked for, which may be confirmed from `effectiveAt`. */
export interface PendingLimitChange {
  readonly amount: Won | null;
  readonly effectiveAt: number;
}

export interface LimitSetting {
  readonly kind: LimitKind;
  readonly period: LimitPeriod;
  /** The limit in force; null = none. */
  readonly amount: Won | null;
  readonly pending: PendingLimitChange | null;
}

export type LimitChangeError = DomainError<'invalidLimitAmount'>;
export type ConfirmError = DomainError<'noPendingChange' | 'raiseNotYet'>;

/** A limit with nothing set (how a missing row reads). */
export const noLimit = (kind: LimitKind, period: LimitPeriod): LimitSetting => ({ kind, period, amount: null, pending: null });

export const isValidLimitAmount = (amount: number): boolean =>
  Number.isSafeInteger(amount) && amount >= LIMIT_STEP_WON && amount <= LIMIT_MAX_WON && amount % LIMIT_STEP_WON === 0;

/** Whether `requested` is at least as strict as `current` (null = no limit, the loosest). */
export const isTightening = (current: number | null, requested: number | null): boolean =>
  requested !== null && (current === null || requested <= current);

/**
 * The member asks for `requested` (null = remove). Tighter or equal: in force now, any pending
 * change dropped (`applied`). Looser: the limit in force stays and the change waits 24 hours
 * (`pending`); asking again for the same pending amount keeps its original time.
 */
export function requestLimitChange(
  setting: LimitSetting,
  requested: number | null,
  now: number,
): Result<{ readonly setting: LimitSetting; readonly applied: boolean }, LimitChangeError> {
  if (requested !== null && !isValidLimitAmount(requested)) return fail(domainError('invalidLimitAmount', M.invalidLimitAmount));
  if (isTightening(setting.amount, requested) || (requested === null && setting.amount === null)) {
    return ok({ setting: { ...setting, amount: requested as Won, pending: null }, applied: true });
  }
  const same = setting.pending !== null && setting.pending.amount === requested;
  const pending = same ? setting.pending! : { amount: requested as Won | null, effectiveAt: now + RAISE_DELAY_MS };
  return ok({ setting: { ...setting, pending }, applied: false });
}

/** The member confirms a pending raise or removal: only once its 24 hours have passed. */
export function confirmLimitChange(setting: LimitSetting, now: number): Result<LimitSetting, ConfirmError> {
  const pending = setting.pending;
  if (pending === null) return fail(domainError('noPendingChange', M.noPendingChange));
  if (now < pending.effectiveAt) return fail(domainError('raiseNotYet', M.raiseNotYet(pending.effectiveAt)));
  return ok({ ...setting, amount: pending.amount, pending: null });
}

/** Drops a pending raise or removal; the limit in force is unchanged. */
export const cancelLimitChange = (setting: LimitSetting): LimitSetting => ({ ...setting, pending: null });

/** Epoch ms where the KST period containing `now` starts (weeks start on Monday). */
export function periodStart(period: LimitPeriod, now: number): number {
  const day = kstStartOfDay(now);
  if (period === 'day') return day;
  if (period === 'week') {
    const weekday = new Date(day + KST_OFFSET_MS).getUTCDay(); // 0 Sunday .. 6 Saturday
    return day - ((weekday + 6) % 7) * DAY_MS;
  }
  const t = kstParts(now);
  return Date.UTC(t.year, t.month - 1, 1) - KST_OFFSET_MS;
}

/**
 * Epoch ms where the KST period containing `now` ends: the next period's start. A stake stamped
 * there or later belongs to the next period, even if a concurrent request committed it first.
 */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  if (period === 'day') return start + DAY_MS;
  if (period === 'week') return start + 7 * DAY_MS;
  const t = kstParts(now);
  return Date.UTC(t.year, t.month, 1) - KST_OFFSET_MS; // Date.UTC carries month 12 into January
}

/** The three period starts at `now`, and the earliest of them (where a sums query begins). */
export function periodStarts(now: number): Readonly<Record<LimitPeriod, number>> & { readonly earliest: number } {
  const day = periodStart('day', now);
  const week = periodStart('week', now);
  const month = periodStart('month', now);
  return { day, week, month, earliest: Math.min(week, month) };
}

/** What the member already used of each period: deposits or stakes, or the net loss (may be negative). */
export type PeriodSums = Readonly<Record<LimitPeriod, number>>;

export type LimitExceeded = DomainError<'limitExceeded'> & { readonly period: LimitPeriod; readonly limit: number };

/**
 * Would `amount` more cross a limit of `kind` in force? `used + amount > limit` refuses, so an
 * amount that lands exactly on the limit is accepted. The first crossed period (day, week,
 * month) names the refusal.
 */
export function checkLimit(
  settings: readonly LimitSetting[],
  kind: LimitKind,
  used: PeriodSums,
  amount: number,
): Result<void, LimitExceeded> {
  for (const period of LIMIT_PERIODS) {
    const limit = settings.find((s) => s.kind === kind && s.period === period)?.amount ?? null;
    if (limit !== null && used[period] + amount > limit) {
      return fail({ ...domainError('limitExceeded', M.limitExceeded(kind, period, limit)), period, limit });
    }
  }
  return ok(undefined);
}

/** Every kind and period, in order, with what is stored or nothing. */
export function allLimitSettings(stored: readonly LimitSetting[]): LimitSetting[] {
  return LIMIT_KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => stored.find((s) => s.kind === kind && s.period === period) ?? noLimit(kind, period)),
  );
}
