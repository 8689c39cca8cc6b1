import { kstMinuteOfDay } from '../../shared/domain/kst.js';

/** Bank maintenance runs 23:30 to 00:30 KST every night (spec 9): no deposit, no withdrawal. */
export const BANK_MAINTENANCE_START_MINUTE = 23 * 60 + 30;
export const BANK_MAINTENANCE_END_MINUTE = 30;

/**
 * True inside the nightly window, read in KST whatever the machine's zone. The window wraps
 * midnight, so it is "from 23:30" or "before 00:30"; 00:30 itself is open again.
 */
export function isBankMaintenance(epochMs: number): boolean {
  const minute = kstMinuteOfDay(epochMs);
  return minute >= BANK_MAINTENANCE_START_MINUTE || minute < BANK_MAINTENANCE_END_MINUTE;
}
