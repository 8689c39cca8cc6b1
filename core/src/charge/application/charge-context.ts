import type { MicroUsdt, Points, Won } from '../../shared/domain/money.js';
import type { ConversionMinimumPolicy } from '../domain/conversion.js';
import type { DepositAccountType } from '../domain/deposit.js';
import { portToken } from '../../shared/ports/port-token.js';

/**
 * The part of the logged-in member the charge screens read. The app maps the session's member
 * to this (the charge feature does not depend on the session feature).
 */
export interface ChargeMember {
  /** Numeric member id (memberId in payloads). */
  readonly id: number;
  readonly userId: string;
  /** Name on the member's bank account: depositName of requests. */
  readonly accountHolder: string;
  readonly bankAccountNumber: string;
  readonly emoney: Won;
  readonly usdt: MicroUsdt;
  readonly point: Points;
  readonly casinoMoney: Won;
  /** A deposit request is waiting (spec 3 isChargeData). */
  readonly isChargeData: boolean;
  /** Saved USD withdrawal address, or null. */
  readonly blockchainUrl: string | null;
  /** The member row's updatedAt, sent with point conversions. */
  readonly updatedAt: string;
  /** Which site account deposits go to; 'regular' unless the member uses a virtual account. */
  readonly depositAccountType?: DepositAccountType;
}

/** Site settings the charge screens obey (spec 3). */
export interface ChargeSettings {
  /** Deposit bonus fixed to "no point" (3), select disabled. */
  readonly chargePointFlag: boolean;
  /** USD deposit and withdrawal closed. */
  readonly tetherMaintenanceFlag: boolean;
  /**
   * Money conversion dialog: whether the shown 10,000 won / 1 USD minimums refuse smaller
   * amounts (the operator's setting `conversionMinimumEnforced`, through `conversionMinimumPolicyOf`).
   */
  readonly conversionMinimumPolicy: ConversionMinimumPolicy;
}

/** Copies text for the member (the browser clipboard in the app). Resolves true when copied. */
export interface ChargeClipboard {
  copy(text: string): Promise<boolean>;
}
export const ChargeClipboard = portToken<ChargeClipboard>('ChargeClipboard');

/** A message for the alert dialog. */
export interface ChargeAlert {
  readonly tone: 'success' | 'error' | 'info';
  readonly message: string;
}
