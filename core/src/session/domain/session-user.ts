import type { MicroUsdt, Points, Won } from '../../shared/domain/money.js';
import type { BanType, MemberType, WithdrawalType } from './member-kinds.js';

/**
 * The logged-in member (spec section 3, User), independent of how the server JSON is decoded:
 * the API layer maps its decoded member onto this shape. Money is integer (won, micro-USDT,
 * points). Fields the spec names but whose meaning it does not show are kept as plain data.
 */
export interface SessionUser {
  readonly id: number;
  readonly userId: string;
  readonly nickname: string;
  readonly phoneNumber: string;
  /** The level (LV.n); see `levelOf` for the 1..5 cap used on screen. */
  readonly role: number;
  readonly emoney: Won;
  readonly usdt: MicroUsdt;
  readonly point: Points;
  /** Ordinary member, partner (also the admin's type, with role 10) or recommender. */
  readonly type: MemberType;
  /** Letter type: 'G' guest (exempt from maintenance), 'A' and 'T' seen at sign-up. */
  readonly userType: string;
  readonly banType: BanType;
  readonly withdrawalType: WithdrawalType;
  /** A deposit or withdrawal request is pending. */
  readonly isChargeData: boolean;
  /** Server timestamp text, sent back with point conversions (optimistic concurrency). */
  readonly updatedAt: string;
  readonly nowBettingAmount: Won;
  readonly casinoMoney: Won;
  readonly realpokerUid: string | null;
  readonly realpokerUseFlag: number;
  readonly revolutionUid: string | null;
  readonly revolutionUseFlag: number;
  readonly bankCode: number | null;
  readonly bankAccountNumber: string | null;
  /** The spec's spelling (sic) of the 4-digit deposit password field. */
  readonly bankAccountPssword: string | null;
  readonly accountHolder: string | null;
  readonly privateAccount: string | null;
  readonly privateVirtualAccount: string | null;
  readonly privateAccountSelected: string | null;
  readonly blockchainUrl: string | null;
  /** Upline partners by level (the revolution game link uses the first non-null one). */
  readonly managementTarget1UserId: string | null;
  readonly managementTarget2UserId: string | null;
  readonly managementTarget3UserId: string | null;
  /**
   * The three management (contract) percentages by partner level. Any non-null one shows the
   * partner-management button; the partner layout shows level 3, else 2, else 1.
   */
  readonly managementTarget1Percent: number | null;
  readonly managementTarget2Percent: number | null;
  readonly managementTarget3Percent: number | null;
}

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
