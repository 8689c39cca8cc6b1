import { formatUsdt, MICRO_PER_USDT, parseUsdt, withThousands } from '../../shared/domain/money.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { readChargeAmountText } from './amount-text.js';
import { microUsdtForWon, wonForMicroUsdt, type ExchangeRate } from './exchange-rate.js';
import { CHARGE_MESSAGES as M } from './messages.js';

/** Money conversion dialog modes (spec 2): 1 USD to won, 2 won to USD, 3 points to won. */
export type ConversionMode = 1 | 2 | 3;
export const CONVERSION_MODE_USD_TO_WON = 1;
export const CONVERSION_MODE_WON_TO_USD = 2;
export const CONVERSION_MODE_POINTS_TO_WON = 3;

/** What the member holds; usdt in micro-units, emoney in won, point in points. */
export interface ConversionBalances {
  readonly usdt: number;
  readonly emoney: number;
  readonly point: number;
}

/** Quick-add buttons in the unit the member types: whole USD for mode 1, won or points else. */
export const CONVERSION_QUICK_AMOUNTS: Readonly<Record<ConversionMode, readonly number[]>> = {
  1: [10, 30, 50, 100, 500],
  2: [10_000, 30_000, 50_000, 100_000, 500_000],
  3: [10_000, 30_000, 50_000, 100_000, 500_000],
};

/** Spec 5: the dialog shows these minimums; whether they are enforced is a policy. */
export const CONVERSION_MINIMUM_WON = 10_000;
export const CONVERSION_MINIMUM_MICRO_USDT = MICRO_PER_USDT;
export const POINT_CONVERSION_MINIMUM = 1;
/**
 * Spec 5 says the 10,000 won / 1 USD minimums are "displayed only". 'display-only' (default)
 * follows that; 'enforced' refuses smaller amounts, for a site that wants the shown rule to bite.
 */
export type ConversionMinimumPolicy = 'display-only' | 'enforced';
export const DEFAULT_CONVERSION_MINIMUM_POLICY: ConversionMinimumPolicy = 'display-only';

/**
 * The policy the operator chose: site setting `conversionMinimumEnforced` (GET /setting/user;
 * off, the default, is 'display-only'). The dialog and the server both read it through this.
 */
export function conversionMinimumPolicyOf(enforced: boolean): ConversionMinimumPolicy {
  return enforced ? 'enforced' : DEFAULT_CONVERSION_MINIMUM_POLICY;
}

/**
 * The minimum of one conversion, `amount` in the source's minor unit (micro-USDT for mode 1).
 * Modes 1 and 2: 1 USD / 10,000 won, only under 'enforced'. Mode 3 (points): spec 9's 1 point
 * under either policy; the won minimum is not applied to points, because the same call serves
 * the /point page, whose minimum spec 9 sets at 1. The dialog and the server's three
 * conversion calls refuse with this one rule and its message.
 */
export function checkConversionMinimum(
  mode: ConversionMode,
  amount: number,
  policy: ConversionMinimumPolicy = DEFAULT_CONVERSION_MINIMUM_POLICY,
): Result<number, ConversionRefusal> {
  if (mode === 3) return amount < POINT_CONVERSION_MINIMUM ? refuse('point-minimum', M.pointMinimum) : ok(amount);
  if (policy !== 'enforced') return ok(amount);
  if (mode === 1 && amount < CONVERSION_MINIMUM_MICRO_USDT) return refuse('below-minimum', M.conversionUsdMinimum);
  if (mode === 2 && amount < CONVERSION_MINIMUM_WON) return refuse('below-minimum', M.conversionWonMinimum);
  return ok(amount);
}

/** Source balance of a mode, in the source's minor unit (micro-USDT for mode 1). */
export function conversionSourceBalance(mode: ConversionMode, b: ConversionBalances): number {
  return mode === 1 ? b.usdt : mode === 2 ? b.emoney : b.point;
}

export type ConversionAmountText =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'fraction' }
  | { readonly kind: 'ok'; readonly value: number };

/** Reads the typed amount into the source's minor unit: USD with up to 6 decimals, won/points whole. */
export function readConversionAmount(mode: ConversionMode, text: string): ConversionAmountText {
  const cleaned = text.replace(/,/g, '').trim();
  if (cleaned === '') return { kind: 'empty' };
  if (mode === 1) {
    const micro = parseUsdt(cleaned);
    return micro === null ? { kind: 'invalid' } : { kind: 'ok', value: micro };
  }
  const read = readChargeAmountText(cleaned);
  if (read.kind === 'whole') return { kind: 'ok', value: read.value };
  return { kind: read.kind === 'fraction' ? 'fraction' : 'invalid' };
}

/** Shows a source amount the way the field displays it (thousands separators). */
export function formatConversionAmount(mode: ConversionMode, amount: number): string {
  return mode === 1 ? formatUsdt(amount) : withThousands(amount);
}

/** Adds a quick amount (typed unit) to what is in the field; an unreadable field counts as 0. */
export function addConversionQuickAmount(mode: ConversionMode, text: string, quick: number): string {
  const read = readConversionAmount(mode, text);
  const current = read.kind === 'ok' && read.value > 0 ? read.value : 0;
  return formatConversionAmount(mode, current + (mode === 1 ? quick * MICRO_PER_USDT : quick));
}

/** MAX: the whole source balance. */
export function maxConversionText(mode: ConversionMode, b: ConversionBalances): string {
  return formatConversionAmount(mode, Math.max(0, conversionSourceBalance(mode, b)));
}

/**
 * What the member receives for `amount` (source minor unit), in the target's minor unit: won
 * for modes 1 and 3, micro-USDT for mode 2. Floors (see exchange-rate.ts); points are 1:1.
 * Null for a negative, fractional or unsafe amount, so no caller ever sees such a result.
 */
export function conversionResult(mode: ConversionMode, amount: number, rate: ExchangeRate): number | null {
  if (mode === 1) return wonForMicroUsdt(amount, rate);
  if (mode === 2) return microUsdtForWon(amount, rate);
  return Number.isSafeInteger(amount) && amount >= 0 ? amount : null;
}

export interface ConversionInput {
  readonly mode: ConversionMode;
  readonly amountText: string;
  readonly balances: ConversionBalances;
  readonly rate: ExchangeRate;
  readonly minimumPolicy?: ConversionMinimumPolicy;
}

export interface AcceptedConversion {
  readonly mode: ConversionMode;
  /** Taken from the source, in its minor unit. */
  readonly amount: number;
  /** Given in the target, in its minor unit. */
  readonly result: number;
}

export type ConversionRefusal = DomainError<
  'amount-required' | 'amount-invalid' | 'amount-fraction' | 'point-minimum' | 'below-minimum' | 'above-balance' | 'result-zero'
>;

const SHORT_MESSAGES: Readonly<Record<ConversionMode, string>> = {
  1: M.conversionUsdShort,
  2: M.conversionMoneyShort,
  3: M.conversionPointShort,
};

/** Checks a conversion: a readable positive amount, the optional minimum, the balance, a non-zero result. */
export function validateConversion(input: ConversionInput): Result<AcceptedConversion, ConversionRefusal> {
  const { mode, balances, rate } = input;
  const read = readConversionAmount(mode, input.amountText);
  if (read.kind === 'empty') return refuse('amount-required', M.conversionAmountRequired);
  if (read.kind === 'fraction') return refuse('amount-fraction', M.conversionAmountFraction);
  if (read.kind === 'invalid') return refuse('amount-invalid', M.conversionAmountInvalid);
  const amount = read.value;
  if (mode === 3 && (amount < POINT_CONVERSION_MINIMUM || balances.point < POINT_CONVERSION_MINIMUM)) {
    return refuse('point-minimum', M.pointMinimum);
  }
  if (amount < 0) return refuse('amount-invalid', M.conversionAmountInvalid);
  if (amount === 0) return refuse('amount-required', M.conversionAmountRequired);
  const minimum = checkConversionMinimum(mode, amount, input.minimumPolicy);
  if (!minimum.ok) return minimum;
  if (amount > conversionSourceBalance(mode, balances)) return refuse('above-balance', SHORT_MESSAGES[mode]);
  const result = conversionResult(mode, amount, rate);
  if (result === null || result <= 0) return refuse('result-zero', M.conversionResultZero);
  return ok({ mode, amount, result });
}

const refuse = (kind: ConversionRefusal['kind'], message: string): Result<never, ConversionRefusal> => fail(domainError(kind, message));
