import { won, type Won } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { readChargeAmountText } from './amount-text.js';
import { isBankMaintenance } from './bank-maintenance.js';
import { isBonusPointType, NO_POINT_BONUS, type BonusPointType } from './bonus-options.js';
import { CHARGE_MESSAGES as M } from './messages.js';

/** Spec 9: deposits from 10,000 won in steps of 1,000 won, no per-request maximum. */
export const DEPOSIT_MINIMUM = 10_000;
export const DEPOSIT_STEP = 1_000;
/** Spec 2: the quick-amount buttons of the deposit form. */
export const DEPOSIT_QUICK_AMOUNTS: readonly Won[] = [10_000, 30_000, 50_000, 100_000, 500_000, 1_000_000].map(won);
/** The deposit/withdraw password is exactly four digits (spec 5); the server checks its value. */
export const CHARGE_ACCOUNT_PASSWORD_LENGTH = 4;
export const CHARGE_ACCOUNT_PASSWORD_PATTERN = new RegExp(`^\\d{${CHARGE_ACCOUNT_PASSWORD_LENGTH}}$`);

export type DepositRefusalKind =
  | 'bank-maintenance'
  | 'pending-request'
  | 'bonus-required'
  | 'amount-required'
  | 'amount-not-numeric'
  | 'amount-fraction'
  | 'amount-below-minimum'
  | 'amount-step';
export type DepositRefusal = DomainError<DepositRefusalKind>;

export interface DepositInput {
  readonly amountText: string;
  /** The select's value; ignored when `chargePointFlag` fixes it to 3. */
  readonly pointType: number;
  /** Site setting: when on, the bonus is fixed to "no point" (3) and the select is disabled. */
  readonly chargePointFlag: boolean;
  /** The member already has a request waiting (spec 3 isChargeData). */
  readonly isChargeData: boolean;
  /** Epoch ms from the Clock port, for the bank maintenance hours. */
  readonly now: number;
}

export interface AcceptedDeposit {
  readonly amount: Won;
  readonly pointType: BonusPointType;
}

/** The bonus the form submits: fixed to "no point" while chargePointFlag is on. */
export function effectiveBonusPointType(pointType: number, chargePointFlag: boolean): number {
  return chargePointFlag ? NO_POINT_BONUS : pointType;
}

/**
 * Checks a deposit request in the spec's order (bonus, numeric, no decimals, minimum, step),
 * after two gates that make every other answer moot: the nightly bank maintenance and a
 * request already pending. Pure, so the server runs the same rules.
 */
export function validateDeposit(input: DepositInput): Result<AcceptedDeposit, DepositRefusal> {
  if (isBankMaintenance(input.now)) return refuse('bank-maintenance', M.bankMaintenance);
  if (input.isChargeData) return refuse('pending-request', M.depositPending);
  const pointType = effectiveBonusPointType(input.pointType, input.chargePointFlag);
  if (!isBonusPointType(pointType) || pointType === 0) return refuse('bonus-required', M.bonusRequired);
  const amount = readChargeAmountText(input.amountText);
  switch (amount.kind) {
    case 'empty':
      return refuse('amount-required', M.depositAmountRequired);
    case 'not-numeric':
      return refuse('amount-not-numeric', M.depositAmountNotNumeric);
    case 'fraction':
      return refuse('amount-fraction', M.depositAmountFraction);
    case 'whole':
      if (amount.value < DEPOSIT_MINIMUM) return refuse('amount-below-minimum', M.depositMinimum);
      if (amount.value % DEPOSIT_STEP !== 0) return refuse('amount-step', M.depositStep);
      return ok({ amount: won(amount.value), pointType });
  }
}

const refuse = (kind: DepositRefusalKind, message: string): Result<never, DepositRefusal> => fail(domainError(kind, message));

/** Where the money comes from (spec 3 type): 0 the site's regular account, 2 a virtual account. */
export type DepositAccountType = 'regular' | 'virtual';

/** Body of POST /charge for a deposit (spec 3). */
export interface DepositPayload {
  readonly memberId: number;
  readonly depositMode: 0;
  readonly depositAmount: Won;
  readonly depositName: string;
  readonly userDisplayFlag: 1;
  readonly type: 0 | 2;
  readonly pointType: BonusPointType;
}

export function buildDepositPayload(args: {
  readonly memberId: number;
  readonly depositName: string;
  readonly accountType: DepositAccountType;
  readonly accepted: AcceptedDeposit;
}): DepositPayload {
  return {
    memberId: args.memberId,
    depositMode: 0,
    depositAmount: args.accepted.amount,
    depositName: args.depositName,
    userDisplayFlag: 1,
    type: args.accountType === 'virtual' ? 2 : 0,
    pointType: args.accepted.pointType,
  };
}

export type ChargeAccountPasswordRefusal = DomainError<'password-format'>;

/** The 4-digit password is checked for shape here and for its value by the server. */
export function validateChargeAccountPassword(text: string): Result<string, ChargeAccountPasswordRefusal> {
  return CHARGE_ACCOUNT_PASSWORD_PATTERN.test(text) ? ok(text) : fail(domainError('password-format', M.accountPasswordFormat));
}
