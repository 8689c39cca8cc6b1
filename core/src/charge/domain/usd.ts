import { MICRO_PER_USDT, microUsdt, type MicroUsdt } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { CHARGE_MESSAGES as M } from './messages.js';

/** Spec 9: two chains; USDC is not offered on trx. */
export type UsdNetwork = 'eth' | 'trx';
export type UsdToken = 'USDT' | 'USDC';
export const USD_NETWORKS: readonly UsdNetwork[] = ['eth', 'trx'];
const TOKENS: Readonly<Record<UsdNetwork, readonly UsdToken[]>> = { eth: ['USDT', 'USDC'], trx: ['USDT'] };

export const isUsdNetwork = (s: string): s is UsdNetwork => s === 'eth' || s === 'trx';

/** The tokens a network offers, in select order. */
export function usdTokensFor(network: UsdNetwork): readonly UsdToken[] {
  return TOKENS[network];
}

export function isUsdTokenOn(network: UsdNetwork, token: string): token is UsdToken {
  return (TOKENS[network] as readonly string[]).includes(token);
}

/**
 * Spec 5/9: an eth address is exactly 42 characters starting "0x", a trx address exactly 34
 * starting "T". We also require the chains' alphabets (hex after 0x, base58 after T): a typo
 * outside them can never be a real wallet, and money sent to it is lost.
 */
const ADDRESS_PATTERNS: Readonly<Record<UsdNetwork, RegExp>> = {
  eth: /^0x[0-9a-fA-F]{40}$/,
  trx: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
};
export const USD_ADDRESS_LENGTHS: Readonly<Record<UsdNetwork, number>> = { eth: 42, trx: 34 };

export function isUsdAddressValid(network: UsdNetwork, address: string): boolean {
  return ADDRESS_PATTERNS[network].test(address);
}

/** Body of POST dewit/withdrawalRequest (spec 3); amount in micro-USDT (API conventions). */
export interface UsdWithdrawalPayload {
  readonly amount: MicroUsdt;
  readonly withdrawalAddress: string;
  readonly token: UsdToken;
  readonly network: UsdNetwork;
}

export type UsdWithdrawalRefusal = DomainError<
  'tether-maintenance' | 'network-required' | 'token-required' | 'address-required' | 'address-invalid' | 'amount-required'
>;

export interface UsdWithdrawalInput {
  readonly network: string;
  readonly token: string;
  readonly address: string;
  /** Micro-USDT; the spec checks nothing beyond it being a positive whole number of micro-units. */
  readonly amount: number;
  readonly tetherMaintenance?: boolean;
}

export function validateUsdWithdrawal(input: UsdWithdrawalInput): Result<UsdWithdrawalPayload, UsdWithdrawalRefusal> {
  if (input.tetherMaintenance) return fail(domainError('tether-maintenance', M.tetherMaintenance));
  const { network, token } = input;
  if (!isUsdNetwork(network)) return fail(domainError('network-required', M.usdWithdrawalNetworkRequired));
  if (!isUsdTokenOn(network, token)) return fail(domainError('token-required', M.usdWithdrawalTokenRequired));
  const address = input.address.trim();
  if (address === '') return fail(domainError('address-required', M.usdWithdrawalAddressRequired));
  if (!isUsdAddressValid(network, address)) return fail(domainError('address-invalid', M.usdAddressInvalid));
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    return fail(domainError('amount-required', M.usdWithdrawalAmountRequired));
  }
  return ok({ amount: microUsdt(input.amount), withdrawalAddress: address, token, network });
}

/**
 * Spec 2: the trx deposit form's quick-add buttons. The typed amount is whole USDT (digits only,
 * spec 5); it travels as micro-USDT like every USDT field (API conventions).
 */
export const USD_DEPOSIT_QUICK_AMOUNTS: readonly number[] = [10_000, 50_000, 100_000, 500_000, 1_000_000];

/** Spec 4: closing the USD deposit dialog resets it to this. */
export const USD_DEPOSIT_RESET = { network: 'eth' as UsdNetwork, token: '' as UsdToken | '', amountText: '0' };

/** The USD deposit call: query network, token (and the amount for trx), body depositAmount. */
export interface UsdDepositRequest {
  readonly network: UsdNetwork;
  readonly token: UsdToken;
  /** Micro-USDT; 0 on eth, where the member sends any amount from their wallet. */
  readonly depositAmount: MicroUsdt;
}

export type UsdDepositRefusal = DomainError<
  'tether-maintenance' | 'network-required' | 'token-required' | 'amount-digits' | 'amount-required'
>;

export interface UsdDepositInput {
  readonly network: string;
  readonly token: string;
  /** Whole USDT as typed; read only on trx. Thousands separators allowed. */
  readonly amountText: string;
  readonly tetherMaintenance?: boolean;
}

/** Largest whole-USDT amount whose micro-units stay a safe integer. */
const MAX_WHOLE_USDT = Math.floor(Number.MAX_SAFE_INTEGER / MICRO_PER_USDT);

export function validateUsdDeposit(input: UsdDepositInput): Result<UsdDepositRequest, UsdDepositRefusal> {
  if (input.tetherMaintenance) return fail(domainError('tether-maintenance', M.tetherMaintenance));
  const { network, token } = input;
  if (!isUsdNetwork(network)) return fail(domainError('network-required', M.usdDepositNetworkRequired));
  if (!isUsdTokenOn(network, token)) return fail(domainError('token-required', M.usdDepositTokenRequired));
  if (network === 'eth') return ok({ network, token, depositAmount: microUsdt(0) });
  const digits = input.amountText.replace(/,/g, '').trim();
  if (digits === '') return fail(domainError('amount-required', M.usdDepositAmountRequired));
  if (!/^\d+$/.test(digits)) return fail(domainError('amount-digits', M.usdDepositAmountDigits));
  const whole = Number(digits);
  if (whole === 0) return fail(domainError('amount-required', M.usdDepositAmountRequired));
  if (whole > MAX_WHOLE_USDT) return fail(domainError('amount-digits', M.usdDepositAmountDigits));
  return ok({ network, token, depositAmount: microUsdt(whole * MICRO_PER_USDT) });
}
