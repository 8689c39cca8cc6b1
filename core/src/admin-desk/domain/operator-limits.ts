import {
  MAX_BONUS_PRICE,
  MAX_LIMIT_UNITS,
  MAX_LIVE_BET_DELAY,
  MAX_WON_PER_USD,
  MIN_BONUS_PRICE,
  MIN_LIVE_BET_DELAY,
} from '../../api/contracts/admin-limits.js';
import { MAX_DEPOSIT_BONUS_PERCENT } from '../../api/contracts/admin-usdt.js';
import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { OPERATOR_LIMITS_MESSAGES as M } from './operator-limits.messages.js';

/** The operator's limits and rates (issue 11): drafts as typed, checked here; the server checks the same. */

type Refusal = DomainError<'invalid'>;
const refuse = (message: string): Result<never, Refusal> => fail(domainError('invalid', message));

/** A positive whole number as typed (thousands commas allowed), at most `max`. */
export function parsePositiveWhole(text: string, max: number): Result<number, Refusal> {
  const digits = text.replace(/,/g, '').trim();
  if (digits === '') return refuse(M.numberRequired);
  if (!/^\d+$/.test(digits) || Number(digits) < 1) return refuse(M.notWhole);
  const value = Number(digits);
  return value > max ? refuse(M.tooLarge) : ok(value);
}

export interface LimitUnits {
  readonly maxBetUnits: number;
  readonly maxWinUnits: number;
}

/** Max bet and max winnings of one game type and level (units of 10,000 won): positive, whole, bet <= winnings. */
export function checkLimitUnits(limit: LimitUnits): Result<LimitUnits, Refusal> {
  return limit.maxBetUnits > limit.maxWinUnits ? refuse(M.maxBetAboveMaxWin) : ok(limit);
}

/** A typed limit pair (units of 10,000 won). */
export function validateLimitDraft(draft: { readonly maxBet: string; readonly maxWin: string }): Result<LimitUnits, Refusal> {
  const maxBet = parsePositiveWhole(draft.maxBet, MAX_LIMIT_UNITS);
  if (!maxBet.ok) return maxBet;
  const maxWin = parsePositiveWhole(draft.maxWin, MAX_LIMIT_UNITS);
  if (!maxWin.ok) return maxWin;
  return checkLimitUnits({ maxBetUnits: maxBet.value, maxWinUnits: maxWin.value });
}

/** A typed live-bet delay in seconds (3-60). */
export function validateDelayDraft(text: string): Result<number, Refusal> {
  const seconds = parsePositiveWhole(text, Number.MAX_SAFE_INTEGER);
  if (!seconds.ok) return seconds;
  return seconds.value < MIN_LIVE_BET_DELAY || seconds.value > MAX_LIVE_BET_DELAY ? refuse(M.delayRange) : seconds;
}

/** A typed exchange rate in whole won per USD. */
export function validateRateDraft(text: string): Result<number, Refusal> {
  return parsePositiveWhole(text, MAX_WON_PER_USD);
}

export interface BankAccountDraft {
  readonly bankName: string;
  readonly bankAccountNumber: string;
  readonly accountHolder: string;
}

/** A level's deposit account: bank name, digits and dashes, holder (trimmed). */
export function validateBankAccountDraft(draft: BankAccountDraft): Result<BankAccountDraft, Refusal> {
  const account = {
    bankName: draft.bankName.trim(),
    bankAccountNumber: draft.bankAccountNumber.trim(),
    accountHolder: draft.accountHolder.trim(),
  };
  if (account.bankName === '' || account.bankName.length > 40) return refuse(M.bankNameRequired);
  if (!/^[0-9-]{1,30}$/.test(account.bankAccountNumber)) return refuse(M.accountNumberInvalid);
  if (account.accountHolder === '' || account.accountHolder.length > 80) return refuse(M.holderRequired);
  return ok(account);
}

/** A typed folder-bonus price ('1.03'): 1.01-3.00 with at most two decimals, as hundredths. */
export function validateBonusPriceDraft(text: string): Result<number, Refusal> {
  const match = /^(\d)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return refuse(M.bonusPriceRange);
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return hundredths < MIN_BONUS_PRICE || hundredths > MAX_BONUS_PRICE ? refuse(M.bonusPriceRange) : ok(hundredths);
}

/** A deposit bonus rate in whole percent: 0 (pays nothing) to 100. */
export function checkDepositBonusPercent(percent: number): Result<number, Refusal> {
  return Number.isInteger(percent) && percent >= 0 && percent <= MAX_DEPOSIT_BONUS_PERCENT ? ok(percent) : refuse(M.depositBonusRange);
}

/** A typed deposit bonus rate ('5' or '5%'). */
export function validateDepositBonusDraft(text: string): Result<number, Refusal> {
  const digits = text.trim().replace(/%$/, '').trim();
  if (digits === '') return refuse(M.numberRequired);
  return /^\d{1,3}$/.test(digits) ? checkDepositBonusPercent(Number(digits)) : refuse(M.depositBonusRange);
}
