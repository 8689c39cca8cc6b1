import type { SiteSettingsDto } from '@bet/core/api';
import type { Sql } from '../../db/db.js';

/** Settings members see (GET /setting/user), spec 3 "Settings": the fields of core's settings contract. */
export type SiteSettings = { -readonly [K in keyof SiteSettingsDto]: SiteSettingsDto[K] };

/** Settings only the server reads (changed through PUT /admin/settings as well). */
export interface ServerSettings {
  /** Spec 9: a withdrawal request only 2 hours after the previous one (0 turns the rule off). */
  withdrawalCooldownMinutes: number;
  /** Rolling required before a withdrawal, in percent of deposits since the last withdrawal. */
  withdrawalRollingPercent: number;
  /** Points for one attendance check-in. */
  attendancePoints: number;
  /** Non-member inquiries accepted per IP and hour. */
  nonMemberInquiriesPerHour: number;
  /** Minimum age at sign-up (core's sign-up policy default is 19). */
  signUpMinimumAge: number;
}

export type AllSettings = SiteSettings & ServerSettings;

export const DEFAULT_SETTINGS: AllSettings = {
  realpokerMaintenanceFlag: false,
  revolutionMaintenanceFlag: false,
  tetherMaintenanceFlag: false,
  siteNoticeFlg: false,
  joinStartEndFlg: false,
  fastAccountFlag: 1,
  idNiknameBan: ['admin', 'operator', '운영자', '관리자'],
  chargePointFlag: false,
  // Spec 5: the conversion minimums are "displayed only"; the operator may make them bite.
  conversionMinimumEnforced: false,
  // Spec 5 reads the max bet two ways: off (the default) refuses the max itself, as its message says.
  maxBetInclusive: false,
  // Spec 5 reads ids, passwords and nicknames two ways: off = core's DEFAULT_SIGN_UP_POLICY (12, 12, Korean 2-6).
  signUpUserIdMax14: false,
  signUpPasswordMax255: false,
  signUpNicknameWeighted: false,
  withdrawalCooldownMinutes: 120,
  withdrawalRollingPercent: 100,
  attendancePoints: 100,
  nonMemberInquiriesPerHour: 5,
  signUpMinimumAge: 19,
};

export const SITE_SETTING_KEYS: readonly (keyof SiteSettings)[] = [
  'realpokerMaintenanceFlag',
  'revolutionMaintenanceFlag',
  'tetherMaintenanceFlag',
  'siteNoticeFlg',
  'joinStartEndFlg',
  'fastAccountFlag',
  'idNiknameBan',
  'chargePointFlag',
  'conversionMinimumEnforced',
  'maxBetInclusive',
  'signUpUserIdMax14',
  'signUpPasswordMax255',
  'signUpNicknameWeighted',
];

export async function readSettings(sql: Sql): Promise<AllSettings> {
  const { rows } = await sql.query<{ key: string; value: unknown }>('SELECT key, value FROM settings');
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const r of rows) if (r.key in DEFAULT_SETTINGS) out[r.key] = r.value;
  return out as unknown as AllSettings;
}

export function siteSettingsOf(all: AllSettings): SiteSettings {
  const out: Record<string, unknown> = {};
  for (const k of SITE_SETTING_KEYS) out[k] = all[k];
  return out as unknown as SiteSettings;
}

export async function writeSettings(sql: Sql, changes: Partial<AllSettings>, now: number): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || !(key in DEFAULT_SETTINGS)) continue;
    await sql.query(
      'INSERT INTO settings (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at',
      [key, JSON.stringify(value), new Date(now)],
    );
  }
}

/** Spec 6: levels below 1 count as 1 and above 5 as 5 (bank level lookup, limits, templates): core's rule. */
export { levelOf } from '@bet/core/session';
