/**
 * The member's numeric codes (spec 3 "User") as named values, decoded once at the edge
 * (`sessionUserFromApi`); nothing past it compares raw numbers.
 * - type: 0 ordinary member, 1 partner (also the admin's type, with role 10), 2 recommender;
 * - banType: 0 in good standing, anything else banned from the partner areas;
 * - withdrawalType: 0 normal (the admin's value), anything else restricted.
 */
export type MemberType = 'member' | 'partner' | 'recommender' | 'unknown';
export type BanType = 'none' | 'banned';
export type WithdrawalType = 'normal' | 'restricted';

const MEMBER_TYPE_CODES: Readonly<Record<number, MemberType>> = { 0: 'member', 1: 'partner', 2: 'recommender' };

export const memberTypeOf = (code: number): MemberType => MEMBER_TYPE_CODES[code] ?? 'unknown';
export const banTypeOf = (code: number): BanType => (code === 0 ? 'none' : 'banned');
export const withdrawalTypeOf = (code: number): WithdrawalType => (code === 0 ? 'normal' : 'restricted');
