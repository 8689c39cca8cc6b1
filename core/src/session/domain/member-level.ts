import type { SessionUser } from './session-user.js';

export const MEMBER_MIN_LEVEL = 1;
/** Spec 9: level images exist for 1..5 only. */
export const MEMBER_MAX_LEVEL = 5;
/** Every member level, 1 to 5 (the levels an operator sets and a bank account is kept for). */
export const MEMBER_LEVELS: readonly number[] = Array.from(
  { length: MEMBER_MAX_LEVEL - MEMBER_MIN_LEVEL + 1 },
  (_, i) => MEMBER_MIN_LEVEL + i,
);

/**
 * The level shown for a role (LV.n, level image, slip limits, bank level lookup): below 1 is
 * treated as 1, above 5 as 5 (spec 6). A non-number role reads as level 1.
 */
export function levelOf(role: number): number {
  if (!Number.isFinite(role)) return MEMBER_MIN_LEVEL;
  return Math.min(MEMBER_MAX_LEVEL, Math.max(MEMBER_MIN_LEVEL, Math.trunc(role)));
}

/** Where the level images are served (app/public/images/levels/lv1.svg ... lv5.svg). */
export const LEVEL_IMAGE_DIR = '/images/levels';

/**
 * The level image a role shows (spec 6 and 9: images for levels 1 to 5, "level image cap 5"): a
 * role above 5 shows level 5's image, one below 1 (or not a number) level 1's.
 */
export function levelImagePath(role: number): string {
  return `${LEVEL_IMAGE_DIR}/lv${levelOf(role)}.svg`;
}

const managementPercents = (user: SessionUser): readonly (number | null)[] => [
  user.managementTarget1Percent,
  user.managementTarget2Percent,
  user.managementTarget3Percent,
];

/** Spec 2/6: the header's partner-management button shows when any management percent is set. */
export function showsPartnerManagement(user: SessionUser): boolean {
  return managementPercents(user).some((percent) => percent !== null && percent !== undefined);
}

/** Spec 6: the partner layout shows the level-3 percent, else level 2, else level 1 (null if none). */
export function partnerContractPercent(user: SessionUser): number | null {
  return user.managementTarget3Percent ?? user.managementTarget2Percent ?? user.managementTarget1Percent ?? null;
}
