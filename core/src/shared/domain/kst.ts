/**
 * The site shows time in Korea Standard Time (GMT+9, no daylight saving) whatever the
 * device's zone. Everything here takes epoch milliseconds from the Clock port and shifts by
 * nine hours, then reads UTC fields, so results never depend on the machine's zone.
 */
export const KST_OFFSET_MS = 9 * 60 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface KstParts {
  readonly year: number;
  readonly month: number; // 1..12
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

export function kstParts(epochMs: number): KstParts {
  const d = new Date(epochMs + KST_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const p2 = (n: number): string => String(n).padStart(2, '0');

/** Header clock: "HH:mm:ss". */
export function formatKstClock(epochMs: number): string {
  const t = kstParts(epochMs);
  return `${p2(t.hour)}:${p2(t.minute)}:${p2(t.second)}`;
}

/** Notice widget date: "YY.MM.DD". */
export function formatKstShortDate(epochMs: number): string {
  const t = kstParts(epochMs);
  return `${p2(t.year % 100)}.${p2(t.month)}.${p2(t.day)}`;
}

/** "YYYY-MM-DD". */
export function formatKstDate(epochMs: number): string {
  const t = kstParts(epochMs);
  return `${t.year}-${p2(t.month)}-${p2(t.day)}`;
}

/** Session marker and history times: "YYYY-MM-DD HH:mm:ss". */
export function formatKstDateTime(epochMs: number): string {
  return `${formatKstDate(epochMs)} ${formatKstClock(epochMs)}`;
}

/** Parses "YYYY-MM-DD HH:mm:ss" (or "YYYY-MM-DD") read as KST back to epoch ms; NaN if malformed. */
export function parseKstDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return Number.NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return utc - KST_OFFSET_MS;
}

/** Epoch ms of 00:00:00 KST on the day containing `epochMs`. */
export function kstStartOfDay(epochMs: number): number {
  const shifted = epochMs + KST_OFFSET_MS;
  return shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS) - KST_OFFSET_MS;
}

/** Minutes since KST midnight (0..1439), for windows such as bank maintenance. */
export function kstMinuteOfDay(epochMs: number): number {
  const t = kstParts(epochMs);
  return t.hour * 60 + t.minute;
}
