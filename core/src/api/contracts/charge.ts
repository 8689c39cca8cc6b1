/**
 * Deposits and withdrawals of spec section 7 "Charge". Requests that move money are marked in
 * the client (`moneyMoving`).
 *
 * GET  /charge/count?memberId&depositMode&userDisplayFlag=1            -> { count }
 * GET  /charge/userHistory?memberId&depositMode&userDisplayFlag=1&page&perpage -> ChargeRecordDto[]
 * PUT  /charge/{id}      {id, userDisplayFlag: 0}  -> ignored body (hide a won record)
 * PUT  /chargeUsdt/{id}  {id, userDisplayFlag: 0}  -> ignored body (hide a USDT record)
 * POST /charge           deposit or withdrawal request -> { id }
 * POST /member/check-deposit-pw {userId, bankAccountPssword} -> account text ("..." or { account })
 * POST /deposot-account-confirm {memberId}        -> ignored body (ask for the deposit account)
 * GET  /charge/tetherDepositUrl?{query}           -> link text ("..." or { url })
 * POST /charge/cryptoDeposit {memberId, depositAmount, network, token} -> { id }
 * POST /dewit/withdrawalRequest {amount, withdrawalAddress, token, network} -> ignored body
 * POST /dewit/deposit?network&token[&amount]  {depositAmount} -> ignored body
 *      (the USD deposit "helper" whose path the spec does not show; `amount` only for trx)
 * GET  /charge/depositCancel                      -> message text ("..." or { message })
 */
import type { MicroUsdt, Won } from '../../shared/domain/money.js';
import * as D from '../decode.js';
import { dateTextDecoder, idDecoder, wonDecoder } from './common.js';

/** 0 deposit, 1 withdrawal. */
export type DepositMode = 0 | 1;
export type UsdNetworkDto = 'eth' | 'trx';
export type UsdTokenDto = 'USDT' | 'USDC';

export interface ChargeHistoryQuery {
  readonly memberId: number;
  readonly depositMode: DepositMode;
  readonly page: number;
  readonly perpage: number;
}

export interface ChargeRecordDto {
  readonly id: number;
  readonly depositDate: string;
  /** 0 won transfer, 1 USDT. */
  readonly chargeType: 0 | 1;
  /** Won for chargeType 0; micro-USDT for chargeType 1. */
  readonly depositAmount: number;
  readonly krwAmount: Won | null;
  /** 0 waiting, 1 done, 2 cancelled, else error; coin records send text ('SUCCESS' = done). */
  readonly status: number | string;
  readonly statusNm: string;
  readonly userDisplayFlag: 0 | 1;
}

export const chargeRecordDtoDecoder: D.Decoder<ChargeRecordDto> = D.object({
  id: idDecoder,
  depositDate: dateTextDecoder,
  chargeType: D.literal(0, 1),
  depositAmount: D.integer,
  krwAmount: D.withDefault(D.nullable(wonDecoder), null),
  status: D.union(D.integer, D.string),
  statusNm: D.withDefault(D.string, ''),
  userDisplayFlag: D.withDefault(D.literal(0, 1), 1),
});

export interface HideChargeBodyDto {
  readonly id: number;
  readonly userDisplayFlag: 0;
}

/**
 * Bonus choice (pointType): 0 none chosen, 1 casino 5%, 2 sports 5%, 3 no point, 4 slot 10%,
 * 5 mini-game 5%, 6 virtual 5%, 7 hold'em 5%.
 */
export type PointTypeDto = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface DepositRequestInput {
  readonly memberId: number;
  readonly depositAmount: Won;
  /** The depositor's name. */
  readonly depositName: string;
  /** 0 regular account, 2 virtual account. */
  readonly type: 0 | 2;
  readonly pointType: PointTypeDto;
}

export interface WithdrawalRequestInput {
  readonly memberId: number;
  readonly depositAmount: Won;
  readonly depositName: string;
  /** "YYYY-MM-DD HH:mm:ss" KST from the Clock (formatKstDateTime); core never reads the time itself. */
  readonly requestedAt: string;
}

export type ChargeRequestBodyDto =
  | (DepositRequestInput & { readonly depositMode: 0; readonly userDisplayFlag: 1 })
  | (Omit<WithdrawalRequestInput, 'requestedAt'> & {
      readonly depositMode: 1;
      readonly userDisplayFlag: 1;
      readonly duplicate: 0;
      readonly status: 0;
      readonly type: 0;
      readonly depositDate: string;
      readonly confirmFlag: 0;
      readonly createdAt: string;
      readonly updatedAt: string;
    });

export const encodeDepositRequest = (input: DepositRequestInput): ChargeRequestBodyDto => ({
  ...input,
  depositMode: 0,
  userDisplayFlag: 1,
});

export const encodeWithdrawalRequest = ({ requestedAt, ...rest }: WithdrawalRequestInput): ChargeRequestBodyDto => ({
  ...rest,
  depositMode: 1,
  userDisplayFlag: 1,
  duplicate: 0,
  status: 0,
  type: 0,
  depositDate: requestedAt,
  confirmFlag: 0,
  createdAt: requestedAt,
  updatedAt: requestedAt,
});

export interface DepositPasswordBodyDto {
  readonly userId: string;
  readonly bankAccountPssword: string;
}

export interface CryptoDepositBodyDto {
  readonly memberId: number;
  readonly depositAmount: MicroUsdt;
  readonly network: UsdNetworkDto;
  readonly token: UsdTokenDto;
}

export interface UsdWithdrawalBodyDto {
  readonly amount: MicroUsdt;
  readonly withdrawalAddress: string;
  readonly token: UsdTokenDto;
  readonly network: UsdNetworkDto;
}

export interface UsdDepositInput {
  readonly network: UsdNetworkDto;
  readonly token: UsdTokenDto;
  readonly depositAmount: MicroUsdt;
}
