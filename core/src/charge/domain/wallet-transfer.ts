import { points, won, type Points, type Won } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { readChargeAmountText } from './amount-text.js';
import { CHARGE_MESSAGES as M } from './messages.js';

/** Body of POST /emoney/pointToEmoney (spec 3). userUpdatedAt lets the server refuse stale balances. */
export interface PointToCashPayload {
  readonly memberId: number;
  readonly point: Points;
  readonly userUpdatedAt: string;
}

export function buildPointToCashPayload(args: { memberId: number; point: number; userUpdatedAt: string }): PointToCashPayload {
  return { memberId: args.memberId, point: points(args.point), userUpdatedAt: args.userUpdatedAt };
}

/** Spec 5/9: cash to the casino wallet from 30,000 won; back to cash from 1 won; whole won both ways. */
export const CASH_TO_CASINO_MINIMUM = 30_000;
export const CASINO_TO_CASH_MINIMUM = 1;

export type CasinoTransferDirection = 'cash-to-casino' | 'casino-to-cash';
/** Spec 7: code 4 for POST /emoney/emoney-to-opera, 3 for POST /emoney/opera-to-emoney. */
export const CASINO_TRANSFER_CODES: Readonly<Record<CasinoTransferDirection, 3 | 4>> = {
  'cash-to-casino': 4,
  'casino-to-cash': 3,
};

export type CasinoTransferRefusal = DomainError<'amount-required' | 'amount-fraction' | 'below-minimum' | 'above-balance'>;

export interface CasinoTransferInput {
  readonly direction: CasinoTransferDirection;
  readonly amountText: string;
  /** Held cash in won. */
  readonly emoney: number;
  /** Casino wallet in won. */
  readonly casinoMoney: number;
}

/** Checks a transfer between cash and the casino wallet: whole, minimum, not above the source. */
export function validateCasinoTransfer(input: CasinoTransferInput): Result<Won, CasinoTransferRefusal> {
  const toCasino = input.direction === 'cash-to-casino';
  const read = readChargeAmountText(input.amountText);
  if (read.kind === 'empty' || read.kind === 'not-numeric') {
    return fail(domainError('amount-required', M.casinoTransferAmountRequired));
  }
  if (read.kind === 'fraction') return fail(domainError('amount-fraction', M.casinoTransferFraction));
  const minimum = toCasino ? CASH_TO_CASINO_MINIMUM : CASINO_TO_CASH_MINIMUM;
  if (read.value < minimum) {
    return fail(domainError('below-minimum', toCasino ? M.cashToCasinoMinimum : M.casinoToCashMinimum));
  }
  if (read.value > (toCasino ? input.emoney : input.casinoMoney)) {
    return fail(domainError('above-balance', toCasino ? M.cashToCasinoAboveCash : M.casinoToCashAboveCasino));
  }
  return ok(won(read.value));
}

/**
 * Body of the two transfer calls (spec 3): `emoney` is the amount moved, `totalEmoney` the source
 * balance (held cash, or casino money) the member saw when asking, so the server can refuse a
 * request made on a stale balance.
 */
export interface CasinoTransferPayload {
  readonly memberId: number;
  readonly emoney: Won;
  readonly totalEmoney: Won;
  readonly code: 3 | 4;
}

export function buildCasinoTransferPayload(args: {
  readonly memberId: number;
  readonly direction: CasinoTransferDirection;
  readonly amount: Won;
  readonly sourceBalance: number;
}): CasinoTransferPayload {
  return {
    memberId: args.memberId,
    emoney: args.amount,
    totalEmoney: won(args.sourceBalance),
    code: CASINO_TRANSFER_CODES[args.direction],
  };
}
