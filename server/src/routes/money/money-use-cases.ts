import {
  checkConversionMinimum,
  conversionMinimumPolicyOf,
  DEFAULT_CONVERSION_MINIMUM_POLICY,
  type ConversionMinimumPolicy,
  type ConversionMode,
  microUsdtForWon,
  wonForMicroUsdt,
  type ExchangeRate,
  CHARGE_MESSAGES as C,
  validateCasinoTransfer,
} from '@bet/core/charge';
import type { Sql } from '../../db/db.js';
import { done, refuse, type Outcome } from '../../http/refusals.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { memberBalances } from '../../ledger/balances.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { guardGameWalletTransfer } from '../responsible-play/responsible-play-guards.js';
import { kstText } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import { insertPointConversion, memberUpdatedAt } from './money-store.js';

export const POINT_CONVERSION_MEMO = '포인트 전환';
export const MONEY_MESSAGES = {
  staleMember: '회원 정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.',
} as const;

/**
 * The conversions of spec 7 "Points/money". Each runs inside the request's (idempotent)
 * transaction under the member's row lock and is one ledger transfer; `key` names the movement.
 */
interface Movement {
  readonly memberId: number;
  readonly key: string;
}

/** The operator's choice for the conversion minimums (setting `conversionMinimumEnforced`, off = shown only). */
export async function conversionMinimumPolicy(sql: Sql): Promise<ConversionMinimumPolicy> {
  return conversionMinimumPolicyOf((await readSettings(sql)).conversionMinimumEnforced);
}

/**
 * Core's minimum of a conversion (`amount` in the source's minor unit), the rule and text the
 * dialog refuses with: 1 USD / 10,000 won only under 'enforced', 1 point always.
 */
export function checkMinimum(mode: ConversionMode, amount: number, policy: ConversionMinimumPolicy): Outcome<number> {
  const checked = checkConversionMinimum(mode, amount, policy);
  return checked.ok ? done(checked.value) : refuse(checked.error.kind, checked.error.message);
}

/** At least one point: spec 9's point minimum, whatever the operator chose for won and USD. */
export const checkPoints = (point: number): Outcome<number> => checkMinimum(3, point, DEFAULT_CONVERSION_MINIMUM_POLICY);

/** Points to cash, 1 point = 1 won; refused when the member record changed since the member read it. */
export async function convertPointsToCash(
  tx: Sql,
  m: Movement & { readonly point: number; readonly userUpdatedAt: string | undefined; readonly now: number },
): Promise<Outcome<void>> {
  await lockMember(tx, m.memberId);
  if (m.userUpdatedAt !== undefined && kstText(await memberUpdatedAt(tx, m.memberId)) !== m.userUpdatedAt) {
    return refuse('staleMember', MONEY_MESSAGES.staleMember);
  }
  await mustTransfer(tx, {
    key: m.key,
    kind: 'convert.point-to-cash',
    memberId: m.memberId,
    legs: [
      { from: memberAccount(m.memberId, 'point'), to: houseAccount('promotion', 'POINT'), amount: m.point },
      { from: houseAccount('promotion', 'KRW'), to: memberAccount(m.memberId, 'cash'), amount: m.point },
    ],
  });
  await insertPointConversion(tx, { memberId: m.memberId, points: m.point, memo: POINT_CONVERSION_MEMO, at: new Date(m.now) });
  return done(undefined);
}

export type CasinoDirection = 'cash-to-casino' | 'casino-to-cash';

/** Cash to the casino wallet or back: core's transfer rules against the current balances. */
export async function moveCasinoMoney(
  tx: Sql,
  m: Movement & { readonly direction: CasinoDirection; readonly amount: number; readonly now: number },
): Promise<Outcome<void>> {
  const { memberId, direction } = m;
  await lockMember(tx, memberId);
  const b = await memberBalances(tx, memberId);
  const checked = validateCasinoTransfer({ direction, amountText: String(m.amount), emoney: b.cash, casinoMoney: b.casino });
  if (!checked.ok) return refuse(checked.error.kind, checked.error.message);
  if (direction === 'cash-to-casino') {
    // Responsible play (issue 13): no game money during an exclusion or past the wager/loss room left.
    const guarded = await guardGameWalletTransfer(tx, { memberId, amount: checked.value, now: m.now });
    if (!guarded.ok) return guarded;
  }
  const [from, to] =
    direction === 'cash-to-casino'
      ? [memberAccount(memberId, 'cash'), memberAccount(memberId, 'casino')]
      : [memberAccount(memberId, 'casino'), memberAccount(memberId, 'cash')];
  await mustTransfer(tx, { key: m.key, kind: `convert.${direction}`, memberId, legs: [{ from, to, amount: checked.value }] });
  return done(undefined);
}

/**
 * Micro-USDT to won at the rate (floored): refused when nothing, less than the minimum (when
 * enforced) or nothing worth a won is converted.
 */
export function quoteUsdToCash(amount: number, rate: ExchangeRate, policy = DEFAULT_CONVERSION_MINIMUM_POLICY): Outcome<number> {
  if (amount <= 0) return refuse('amount-required', C.conversionAmountRequired);
  const minimum = checkMinimum(1, amount, policy);
  if (!minimum.ok) return minimum;
  const won = wonForMicroUsdt(amount, rate);
  return won === null || won <= 0 ? refuse('result-zero', C.conversionResultZero) : done(won);
}

/** Won to micro-USDT at the rate (floored), with the same refusals. */
export function quoteCashToUsd(amount: number, rate: ExchangeRate, policy = DEFAULT_CONVERSION_MINIMUM_POLICY): Outcome<number> {
  if (amount <= 0) return refuse('amount-required', C.conversionAmountRequired);
  const minimum = checkMinimum(2, amount, policy);
  if (!minimum.ok) return minimum;
  const micro = microUsdtForWon(amount, rate);
  return micro === null || micro <= 0 ? refuse('result-zero', C.conversionResultZero) : done(micro);
}

/** USD balance to cash through the house exchange (two legs, one transfer). */
export async function convertUsdToCash(tx: Sql, m: Movement & { readonly amount: number; readonly won: number }): Promise<void> {
  await lockMember(tx, m.memberId);
  await mustTransfer(tx, {
    key: m.key,
    kind: 'convert.usd-to-cash',
    memberId: m.memberId,
    legs: [
      { from: memberAccount(m.memberId, 'usdt'), to: houseAccount('exchange', 'USDT'), amount: m.amount },
      { from: houseAccount('exchange', 'KRW'), to: memberAccount(m.memberId, 'cash'), amount: m.won },
    ],
  });
}

/** Cash to the USD balance through the house exchange. */
export async function convertCashToUsd(tx: Sql, m: Movement & { readonly amount: number; readonly micro: number }): Promise<void> {
  await lockMember(tx, m.memberId);
  await mustTransfer(tx, {
    key: m.key,
    kind: 'convert.cash-to-usd',
    memberId: m.memberId,
    legs: [
      { from: memberAccount(m.memberId, 'cash'), to: houseAccount('exchange', 'KRW'), amount: m.amount },
      { from: houseAccount('exchange', 'USDT'), to: memberAccount(m.memberId, 'usdt'), amount: m.micro },
    ],
  });
}
