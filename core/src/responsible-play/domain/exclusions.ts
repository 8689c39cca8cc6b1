import { DAY_MS, KST_OFFSET_MS } from '../../shared/domain/kst.js';
import { daysInMonth } from '../../shared/domain/calendar.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { RESPONSIBLE_PLAY_MESSAGES as M, type GuardedAction } from './responsible-play.messages.js';

/**
 * Cool-off (24 hours, 7 days, 30 days) and self-exclusion (6 months, 1 year, 5 years,
 * permanent), issue 13. While one is in force the member cannot bet, deposit or move money into
 * the game wallet; a withdrawal of the remaining balance still works. Nobody ends one early: the
 * member cannot, and the operator's back office cannot (`canLift`). Pure.
 */
export const COOL_OFF_DURATIONS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_DURATIONS = ['6m', '1y', '5y', 'permanent'] as const;
export type CoolOffDuration = (typeof COOL_OFF_DURATIONS)[number];
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
export type ExclusionDuration = CoolOffDuration | SelfExclusionDuration;
export const EXCLUSION_DURATIONS: readonly ExclusionDuration[] = [...COOL_OFF_DURATIONS, ...SELF_EXCLUSION_DURATIONS];
export type ExclusionKind = 'coolOff' | 'selfExclusion';

export const EXCLUSION_DURATION_LABEL: Record<ExclusionDuration, string> = {
  '24h': '24시간',
  '7d': '7일',
  '30d': '30일',
  '6m': '6개월',
  '1y': '1년',
  '5y': '5년',
  permanent: '영구',
};

export interface Exclusion {
  readonly kind: ExclusionKind;
  readonly duration: ExclusionDuration;
  readonly startsAt: number;
  /** null = permanent. */
  readonly endsAt: number | null;
}

export const isExclusionDuration = (text: string): text is ExclusionDuration => (EXCLUSION_DURATIONS as readonly string[]).includes(text);

export const exclusionKindOf = (duration: ExclusionDuration): ExclusionKind =>
  (COOL_OFF_DURATIONS as readonly string[]).includes(duration) ? 'coolOff' : 'selfExclusion';

const FIXED_MS: Partial<Record<ExclusionDuration, number>> = { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS };
const MONTHS: Partial<Record<ExclusionDuration, number>> = { '6m': 6, '1y': 12, '5y': 60 };

/** `epochMs` plus whole calendar months in KST; a day the target month lacks becomes its last day. */
export function addKstMonths(epochMs: number, months: number): number {
  const d = new Date(epochMs + KST_OFFSET_MS);
  const total = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month + 1));
  const timeOfDay = (epochMs + KST_OFFSET_MS) % DAY_MS;
  return Date.UTC(year, month, day) + timeOfDay - KST_OFFSET_MS;
}

/** When an exclusion started at `startsAt` ends; null for a permanent one. */
export function exclusionEnd(duration: ExclusionDuration, startsAt: number): number | null {
  const fixed = FIXED_MS[duration];
  if (fixed !== undefined) return startsAt + fixed;
  const months = MONTHS[duration];
  return months === undefined ? null : addKstMonths(startsAt, months);
}

export const isInForce = (e: Exclusion, now: number): boolean => e.startsAt <= now && (e.endsAt === null || now < e.endsAt);

/** The exclusion in force at `now` (the one ending last when several are), or null. */
export function exclusionInForce(all: readonly Exclusion[], now: number): Exclusion | null {
  const live = all.filter((e) => isInForce(e, now));
  if (live.length === 0) return null;
  return live.reduce((a, b) => (a.endsAt === null || (b.endsAt !== null && a.endsAt >= b.endsAt) ? a : b));
}

/**
 * Starts a cool-off or self-exclusion now. While one is in force a new one must end later (it
 * can lengthen the closure, never shorten it); otherwise it is refused with the current end.
 */
export function startExclusion(
  current: Exclusion | null,
  duration: ExclusionDuration,
  now: number,
): Result<Exclusion, DomainError<'alreadyExcluded'>> {
  const endsAt = exclusionEnd(duration, now);
  if (current !== null && isInForce(current, now)) {
    const longer = current.endsAt !== null && (endsAt === null || endsAt > current.endsAt);
    if (!longer) return fail(domainError('alreadyExcluded', M.alreadyExcluded(current.endsAt)));
  }
  return ok({ kind: exclusionKindOf(duration), duration, startsAt: now, endsAt });
}

export type ExclusionRefusal = DomainError<'excluded'> & { readonly endsAt: number | null };

/** Refuses a bet, deposit or game-wallet transfer while an exclusion is in force. */
export function checkNotExcluded(current: Exclusion | null, action: GuardedAction, now: number): Result<void, ExclusionRefusal> {
  if (current === null || !isInForce(current, now)) return ok(undefined);
  return fail({ ...domainError('excluded', M.excluded(current.kind, action, current.endsAt)), endsAt: current.endsAt });
}

/** Whether anyone (the operator included) may end `e` at `now`: only once it has ended by itself. */
export const canLift = (e: Exclusion, now: number): boolean => !isInForce(e, now);
