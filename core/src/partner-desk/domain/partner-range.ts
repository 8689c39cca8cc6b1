import { isCalendarDay } from '../../shared/domain/calendar.js';
import { DAY_MS, formatKstDate, kstStartOfDay, parseKstDateTime } from '../../shared/domain/kst.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { betHistoryPresetRange, type BetHistoryRangePreset } from '../../history/domain/date-range.js';
import { PARTNER_DESK_MESSAGES as M, PARTNER_MAX_RANGE_DAYS } from './partner-desk.messages.js';

/** A range of KST calendar days, both inclusive ('YYYY-MM-DD'). */
export interface PartnerDayRange {
  readonly from: string;
  readonly to: string;
}

export type PartnerRangeRefusal = DomainError<'invalidDate' | 'startAfterEnd' | 'rangeTooLong'>;

/** The bet history's presets (today, a week, 15 days, a month, three months) as days ending today. */
export function partnerPresetRange(preset: BetHistoryRangePreset, now: number): PartnerDayRange {
  const { start, end } = betHistoryPresetRange(preset, now);
  return { from: formatKstDate(start), to: formatKstDate(end) };
}

/** How many days a checked range covers (1 for a single day). */
export const rangeDayCount = (range: PartnerDayRange): number =>
  Math.round((parseKstDateTime(range.to) - parseKstDateTime(range.from)) / DAY_MS) + 1;

/** Both ends real days, in order, and at most `maxDays` long (the server refuses the same). */
export function checkPartnerRange(
  from: string,
  to: string,
  maxDays: number = PARTNER_MAX_RANGE_DAYS,
): Result<PartnerDayRange, PartnerRangeRefusal> {
  if (!isCalendarDay(from) || !isCalendarDay(to)) return fail(domainError('invalidDate', M.invalidDate));
  if (from > to) return fail(domainError('startAfterEnd', M.startAfterEnd));
  const range = { from, to };
  if (rangeDayCount(range) > maxDays) return fail(domainError('rangeTooLong', M.rangeTooLong(maxDays)));
  return ok(range);
}

/** Every day of a checked range, in order. */
export function daysOf(range: PartnerDayRange): string[] {
  const first = kstStartOfDay(parseKstDateTime(range.from));
  return Array.from({ length: rangeDayCount(range) }, (_, i) => formatKstDate(first + i * DAY_MS));
}
