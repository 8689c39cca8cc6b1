import type { ApiError } from '../../shared/domain/api-error.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import type { MicroUsdt, Won } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';
import type { DepositBonusRates } from '../domain/bonus-options.js';
import type { DepositPayload } from '../domain/deposit.js';
import type { ChargeHideRequest, ChargeRecord } from '../domain/records.js';
import type { UsdDepositRequest, UsdWithdrawalPayload } from '../domain/usd.js';
import type { CasinoTransferPayload, PointToCashPayload } from '../domain/wallet-transfer.js';
import type { WithdrawalPayload } from '../domain/withdrawal.js';
import { portToken } from '../../shared/ports/port-token.js';

/** One page of a member's visible (userDisplayFlag 1) charge records. */
export interface ChargeHistoryQuery {
  readonly memberId: number;
  /** 0 deposits, 1 withdrawals. */
  readonly depositMode: 0 | 1;
  /** From 1. */
  readonly page: number;
  readonly perpage: number;
}

export interface ChargeHistoryPage {
  readonly rows: readonly ChargeRecord[];
  readonly totalCount: number;
}

/**
 * The server calls the charge feature needs (spec 7). Every method resolves with a Result: a
 * failure carries the ApiError (its body holds the server's `{ message }` when one was sent).
 * Implementations should not reject; view models still treat a rejection as a transport error.
 * `background`: a screen's poll sent the call, not the member (X-Background-Poll: the server
 * does not count it as activity for the session's idle limit).
 */
export interface ChargeGateway {
  /** GET /charge/count and GET /charge/userHistory (memberId, depositMode, userDisplayFlag=1, page, perpage). */
  loadHistory(query: ChargeHistoryQuery, background?: boolean): Promise<Result<ChargeHistoryPage, ApiError>>;
  /**
   * POST /charge with a deposit payload; resolves with the new record's id. `intent` carries the
   * request's Idempotency-Key, the same on every retry of that one member request.
   */
  requestDeposit(payload: DepositPayload, intent?: MoneyIntent): Promise<Result<{ readonly id: number }, ApiError>>;
  /** POST /charge with a withdrawal payload; resolves with the new record's id. */
  requestWithdrawal(payload: WithdrawalPayload, intent?: MoneyIntent): Promise<Result<{ readonly id: number }, ApiError>>;
  /** PUT /charge/{id} or PUT /chargeUsdt/{id} (by `request.target`) with { id, userDisplayFlag: 0 }. */
  hideRecord(request: ChargeHideRequest): Promise<Result<void, ApiError>>;
  /**
   * POST /member/check-deposit-pw (userId, bankAccountPssword). Resolves with the deposit
   * account text when the 4-digit password matches the stored one.
   */
  checkAccountPassword(request: { readonly userId: string; readonly bankAccountPssword: string }): Promise<Result<string, ApiError>>;
  /** GET /charge/bonusRates: the operator's percent of each rated deposit bonus choice. */
  loadDepositBonusRates(): Promise<Result<DepositBonusRates, ApiError>>;
  /** GET /charge/exchangeRates: won per 1 USD, one number. */
  loadExchangeRate(background?: boolean): Promise<Result<number, ApiError>>;
  /** POST dewit/decrease: takes `amount` micro-USDT from the member's USD and credits won. */
  convertUsdToWon(request: { readonly amount: MicroUsdt }): Promise<Result<void, ApiError>>;
  /** POST dewit/increase: takes `amount` won from held cash and credits USD. */
  convertWonToUsd(request: { readonly amount: Won }): Promise<Result<void, ApiError>>;
  /** POST /emoney/pointToEmoney. */
  convertPointsToCash(payload: PointToCashPayload): Promise<Result<void, ApiError>>;
  /** POST /emoney/emoney-to-opera (code 4) or /emoney/opera-to-emoney (code 3). */
  transferCasinoMoney(payload: CasinoTransferPayload): Promise<Result<void, ApiError>>;
  /** POST dewit/withdrawalRequest. */
  requestUsdWithdrawal(payload: UsdWithdrawalPayload): Promise<Result<void, ApiError>>;
  /** The USD deposit helper call: query network, token (and amount on trx), body { depositAmount }. */
  requestUsdDeposit(request: UsdDepositRequest): Promise<Result<void, ApiError>>;
  /** GET /charge/depositCancel: cancels the most recent trx deposit request; resolves with the server's text. */
  cancelLatestUsdDeposit(): Promise<Result<string, ApiError>>;
  /** GET /charge/tetherDepositUrl?memberId: the member's tether deposit link, as the server sent it. */
  loadTetherDepositUrl(memberId: number): Promise<Result<string, ApiError>>;
}
export const ChargeGateway = portToken<ChargeGateway>('ChargeGateway');
