import { DAY_MS, KST_OFFSET_MS, kstParts, kstStartOfDay, parseKstDateTime } from '../../shared/domain/kst.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { HISTORY_MESSAGES } from './history.messages.js';

export type BetHistoryRangePreset = 'today' | 'week' | 'halfMonth' | 'month' | 'threeMonths';
export type BetHistoryRangeChoice = BetHistoryRangePreset | 'custom';

export const BET_HISTORY_RANGE_CHOICES: readonly BetHistoryRangeChoice[] = ['today', 'week', 'halfMonth', 'month', 'threeMonths', 'custom'];
/** The history opens on the last week: long enough to show yesterday's open bets. */
export const DEFAULT_BET_HISTORY_RANGE: BetHistoryRangePreset = 'week';

/** Epoch ms, both inclusive. `start` is always 00:00:00 KST. */
export interface BetHistoryDateRange {
  readonly start: number;
  readonly end: number;
}

export const betHistoryRangeLabel = (choice: BetHistoryRangeChoice): string => HISTORY_MESSAGES.range[choice];

const daysInMonth = (year: number, month1: number): number => new Date(Date.UTC(year, month1, 0)).getUTCDate();

/** 00:00 KST of the same calendar day `months` months earlier, clamped to the month's last day. */
function kstMonthsBack(now: number, months: number): number {
  const p = kstParts(now);
  const index = p.year * 12 + (p.month - 1) - months;
  const year = Math.floor(index / 12);
  const month1 = (index % 12) + 1;
  const day = Math.min(p.day, daysInMonth(year, month1));
  return Date.UTC(year, month1 - 1, day) - KST_OFFSET_MS;
}

/**
 * The range of a preset, ending now: today from 00:00 KST; a week and 15 days count back that
 * many calendar days; months count back calendar months (31 March minus one month is 28/29 Feb).
 */
export function betHistoryPresetRange(preset: BetHistoryRangePreset, now: number): BetHistoryDateRange {
  const today = kstStartOfDay(now);
  const start = {
    today: today,
    week: today - 7 * DAY_MS,
    halfMonth: today - 15 * DAY_MS,
    month: kstMonthsBack(now, 1),
    threeMonths: kstMonthsBack(now, 3),
  }[preset];
  return { start, end: now };
}

export type BetHistoryRangeRefusal = DomainError<'invalidDate' | 'startAfterEnd'>;

/** A typed range 'YYYY-MM-DD' to 'YYYY-MM-DD' in KST: from the first day's start to the last day's end. */
export function betHistoryCustomRange(from: string, to: string): Result<BetHistoryDateRange, BetHistoryRangeRefusal> {
  const start = parseKstDay(from);
  const lastDay = parseKstDay(to);
  if (start === null || lastDay === null) return fail(domainError('invalidDate', HISTORY_MESSAGES.invalidDate));
  if (start > lastDay) return fail(domainError('startAfterEnd', HISTORY_MESSAGES.startAfterEnd));
  return ok({ start, end: lastDay + DAY_MS - 1 });
}

/** 00:00 KST of a 'YYYY-MM-DD' day, or null when the text is not a real calendar date. */
function parseKstDay(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text.trim())) return null;
  const t = parseKstDateTime(text);
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back to the same text.
  const p = kstParts(t);
  const back = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return back === text.trim() ? t : null;
}
