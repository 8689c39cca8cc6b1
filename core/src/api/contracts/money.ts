/**
 * Balance conversions of spec section 7 "Points/money". Every call here moves money.
 *
 * POST /emoney/pointToEmoney    {memberId, point, userUpdatedAt}          -> ignored body
 * POST /emoney/emoney-to-opera  {memberId, emoney, totalEmoney, code: 4}  -> ignored body (cash to casino)
 * POST /emoney/opera-to-emoney  {memberId, emoney, totalEmoney, code: 3}  -> ignored body (casino to cash)
 * POST /dewit/decrease          {amount: micro-USDT}  -> ignored body (USD to held money, mode 1)
 * POST /dewit/increase          {amount: won}         -> ignored body (held money to USD, mode 2)
 * GET  /charge/exchangeRates                          -> a JSON number (won per 1 USD, > 0)
 *
 * Reading of "dewit/decrease and dewit/increase (amount)": the verbs name what happens to the
 * USD balance; `amount` is in the unit of the source balance (micro-USDT when USD is spent,
 * won when held money is spent), so each side stays an exact integer.
 */
import type { MicroUsdt, Points, Won } from '../../shared/domain/money.js';
import { fail, ok } from '../../shared/domain/result.js';
import * as D from '../decode.js';

export interface PointToEmoneyBodyDto {
  readonly memberId: number;
  readonly point: Points;
  /** The member's `updatedAt` as last read: the server refuses a stale conversion. */
  readonly userUpdatedAt: string;
}

/** Code 4: cash to casino wallet; code 3: casino wallet to cash. */
export const CASINO_TRANSFER_CODE = { toCasino: 4, toCash: 3 } as const;

export interface CasinoTransferBodyDto {
  readonly memberId: number;
  /** The amount to move. */
  readonly emoney: Won;
  /** The source balance as the member saw it (held cash, or casino money). */
  readonly totalEmoney: Won;
  readonly code: 3 | 4;
}
export type CasinoTransferInput = Omit<CasinoTransferBodyDto, 'code'>;

export interface UsdToCashBodyDto {
  readonly amount: MicroUsdt;
}
export interface CashToUsdBodyDto {
  readonly amount: Won;
}

/** The live rate (won per USD); a rate is a price, not money, so decimals are allowed. */
export const exchangeRateDecoder: D.Decoder<number> = D.andThen(D.number, (n) => (n > 0 ? ok(n) : fail('exchange rate (number > 0)')));
