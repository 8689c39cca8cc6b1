import type { SiteSettingsDto } from '@bet/core/api';
import { maxBetBoundaryOf, type BetMaxBetBoundary } from '../core-rules.js';

/**
 * The operator's max-bet reading: site setting `maxBetInclusive` (PUT /admin/settings, sent to
 * members by GET /setting/user so the slip refuses the same stakes). Read on every bet, as a
 * scalar subquery of a statement the bet runs anyway (issue 12 counts round trips). The setting is
 * the only source of the server's reading, so the server and the members' slips never disagree:
 * unset (null) is off, core's default 'exclusive', the same as GET /setting/user reports.
 */
const MAX_BET_SETTING_KEY = 'maxBetInclusive' satisfies keyof SiteSettingsDto;
export const MAX_BET_SETTING_SQL = `(SELECT value FROM settings WHERE key = '${MAX_BET_SETTING_KEY}')`;

/** The reading of the stored setting (jsonb, parsed; null or undefined while unset, which is off). */
export function maxBetBoundaryFrom(stored: unknown): BetMaxBetBoundary {
  return maxBetBoundaryOf(stored === true);
}
