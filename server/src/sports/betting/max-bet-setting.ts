import type { SiteSettingsDto } from '@bet/core/api/contracts/settings.js';
import { maxBetBoundaryOf, type BetMaxBetBoundary } from '../core-rules.js';

/**
 * The operator's max-bet reading: site setting `maxBetInclusive` (PUT /admin/settings, sent to
 * members by GET /setting/user so the slip refuses the same stakes). Read on every bet, as a
 * scalar subquery of a statement the bet runs anyway (issue 12 counts round trips): null while
 * the operator never changed it, then the module's `maxBetBoundary` option (core's default) applies.
 */
const MAX_BET_SETTING_KEY = 'maxBetInclusive' satisfies keyof SiteSettingsDto;
export const MAX_BET_SETTING_SQL = `(SELECT value FROM settings WHERE key = '${MAX_BET_SETTING_KEY}')`;

/** The stored setting (jsonb, parsed; null or undefined when unset) wins over the module's option. */
export function maxBetBoundaryFrom(stored: unknown, option: BetMaxBetBoundary | undefined): BetMaxBetBoundary | undefined {
  return stored === null || stored === undefined ? option : maxBetBoundaryOf(stored === true);
}
