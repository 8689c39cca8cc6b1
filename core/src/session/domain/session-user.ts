import type { MemberDto } from '../../api/contracts/member.js';
import type { BanType, MemberType, WithdrawalType } from './member-kinds.js';

/**
 * The logged-in member (spec section 3, User): the member contract's record
 * (`core/src/api/contracts/member.ts`, the one list of its fields) with the numeric codes read as
 * named values and the rest adapted by the session gateway (`sessionUserFromApi`):
 * - `phoneNumber` may be null on the wire; the session keeps text, so null reads as ''.
 * - `type`, `banType` and `withdrawalType` are named values (`member-kinds.ts`).
 * - the contract percentages are `managementLevelNPercent` on the wire and
 *   `managementTargetNPercent` here: any non-null one shows the partner-management button; the
 *   partner layout shows level 3, else 2, else 1.
 * Money is integer (won, micro-USDT, points). The deposit password is never sent to the browser.
 */
export type SessionUser = Simplify<
  Omit<MemberDto, AdaptedField> & {
    readonly phoneNumber: string;
    /** Ordinary member, partner (also the admin's type, with role 10) or recommender. */
    readonly type: MemberType;
    readonly banType: BanType;
    readonly withdrawalType: WithdrawalType;
    readonly managementTarget1Percent: number | null;
    readonly managementTarget2Percent: number | null;
    readonly managementTarget3Percent: number | null;
  }
>;
type AdaptedField =
  'phoneNumber' | 'type' | 'banType' | 'withdrawalType' | 'managementLevel1Percent' | 'managementLevel2Percent' | 'managementLevel3Percent';
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** Site settings of spec section 3 (GET /setting/user), flags read as booleans. */
export interface SessionSettings {
  readonly realpokerMaintenanceFlag: boolean;
  readonly revolutionMaintenanceFlag: boolean;
  readonly tetherMaintenanceFlag: boolean;
  /** Site-wide maintenance: non-guest members are sent to /maintenance. */
  readonly siteNoticeFlg: boolean;
  /** Sign-up closed. */
  readonly joinStartEndFlg: boolean;
  /** 0 normal account inquiry, anything else the quick template. */
  readonly fastAccountFlag: number;
  /** Words banned in user ids and nicknames. */
  readonly idNiknameBan: readonly string[];
  readonly chargePointFlag: boolean;
  /** The conversion minimums (10,000 won / 1 USD) refuse smaller amounts; off = shown only (spec 5). */
  readonly conversionMinimumEnforced: boolean;
  /** A stake equal to the max bet is taken (core's 'inclusive'); off = refused (the default, spec 5's message). */
  readonly maxBetInclusive: boolean;
  /** Spec 5's sign-up readings (ids up to 14, passwords up to 255, weighted nicknames); off = the defaults. */
  readonly signUpUserIdMax14: boolean;
  readonly signUpPasswordMax255: boolean;
  readonly signUpNicknameWeighted: boolean;
}

/** One row of the bank setting (GET /settingbankname). */
export interface SessionBankSetting {
  readonly useFlag: boolean;
  readonly bankCode: number;
  readonly bankName: string;
  readonly codeId: string;
  readonly codeName: string;
}

/** A bank offered to members: the setting rows whose useFlag is on (spec: only true kept). */
export type SessionBank = Omit<SessionBankSetting, 'useFlag'>;

export function usableBanks(rows: readonly SessionBankSetting[]): SessionBank[] {
  return rows.filter((row) => row.useFlag).map(({ useFlag: _unused, ...bank }) => bank);
}
