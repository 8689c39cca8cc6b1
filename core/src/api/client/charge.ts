import * as D from '../decode.js';
import type { QueryValue } from '../../shared/ports/http-port.js';
import { countDtoDecoder, idDtoDecoder, nothingDecoder, textOrFieldDecoder } from '../contracts/common.js';
import {
  chargeRecordDtoDecoder,
  encodeDepositRequest,
  encodeWithdrawalRequest,
  type ChargeHistoryQuery,
  type CryptoDepositBodyDto,
  type DepositMode,
  type DepositPasswordBodyDto,
  type DepositRequestInput,
  type HideChargeBodyDto,
  type UsdDepositInput,
  type UsdWithdrawalBodyDto,
  type WithdrawalRequestInput,
} from '../contracts/charge.js';
import { path, type ApiCaller, intentKey } from './call.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';

/** History lists show only records the member has not hidden. */
const SHOWN = 1;

/** Deposits, withdrawals, USD deposit/withdrawal (spec section 7 "Charge"). */
export const createChargeApi = (call: ApiCaller) => ({
  count: (memberId: number, depositMode: DepositMode) =>
    call({ method: 'GET', path: '/charge/count', query: { memberId, depositMode, userDisplayFlag: SHOWN }, decoder: countDtoDecoder }),
  /** GET /charge/userHistory: deposits 7 a page, withdrawals 10; polled every 5 s. */
  history: (query: ChargeHistoryQuery) =>
    call({
      method: 'GET',
      path: '/charge/userHistory',
      query: { ...query, userDisplayFlag: SHOWN },
      decoder: D.array(chargeRecordDtoDecoder),
    }),
  /** PUT /charge/{id} {id, userDisplayFlag: 0}: hides a finished won record. */
  hide: (chargeId: number) => {
    const body: HideChargeBodyDto = { id: chargeId, userDisplayFlag: 0 };
    return call({ method: 'PUT', path: path`/charge/${chargeId}`, body, decoder: nothingDecoder });
  },
  /** PUT /chargeUsdt/{id}: hides a finished USDT record. */
  hideUsdt: (chargeId: number) => {
    const body: HideChargeBodyDto = { id: chargeId, userDisplayFlag: 0 };
    return call({ method: 'PUT', path: path`/chargeUsdt/${chargeId}`, body, decoder: nothingDecoder });
  },
  /** POST /charge as a deposit request (depositMode 0); answers the request id. */
  requestDeposit: (input: DepositRequestInput, intent?: MoneyIntent) =>
    call({
      ...intentKey(intent),
      method: 'POST',
      path: '/charge',
      body: encodeDepositRequest(input),
      moneyMoving: true,
      decoder: idDtoDecoder,
    }),
  /** POST /charge as a withdrawal request (depositMode 1); answers the request id. */
  requestWithdrawal: (input: WithdrawalRequestInput, intent?: MoneyIntent) =>
    call({
      ...intentKey(intent),
      method: 'POST',
      path: '/charge',
      body: encodeWithdrawalRequest(input),
      moneyMoving: true,
      decoder: idDtoDecoder,
    }),
  /** POST /member/check-deposit-pw: the deposit account text when the password is right. */
  checkDepositPassword: (body: DepositPasswordBodyDto) =>
    call({ method: 'POST', path: '/member/check-deposit-pw', body, decoder: textOrFieldDecoder('account') }),
  /** POST /deposot-account-confirm (spec spelling kept): asks support for the deposit account. */
  requestDepositAccount: (memberId: number) =>
    call({ method: 'POST', path: '/deposot-account-confirm', body: { memberId }, decoder: nothingDecoder }),
  /** GET /charge/tetherDepositUrl{query}: the tether deposit link (opened only if https). */
  tetherDepositUrl: (query: Readonly<Record<string, QueryValue>> = {}) =>
    call({ method: 'GET', path: '/charge/tetherDepositUrl', query, decoder: textOrFieldDecoder('url') }),
  cryptoDeposit: (body: CryptoDepositBodyDto, intent?: MoneyIntent) =>
    call({ ...intentKey(intent), method: 'POST', path: '/charge/cryptoDeposit', body, moneyMoving: true, decoder: idDtoDecoder }),
  usdWithdrawal: (body: UsdWithdrawalBodyDto, intent?: MoneyIntent) =>
    call({ ...intentKey(intent), method: 'POST', path: '/dewit/withdrawalRequest', body, moneyMoving: true, decoder: nothingDecoder }),
  /**
   * The USD deposit "helper" (spec: query network, token, amount for trx; body depositAmount;
   * path not shown). Our path: POST /dewit/deposit, beside the other /dewit calls.
   */
  usdDeposit: ({ network, token, depositAmount }: UsdDepositInput, intent?: MoneyIntent) =>
    call({
      ...intentKey(intent),
      method: 'POST',
      path: '/dewit/deposit',
      query: network === 'trx' ? { network, token, amount: depositAmount } : { network, token },
      body: { depositAmount },
      moneyMoving: true,
      decoder: nothingDecoder,
    }),
  /** GET /charge/depositCancel: cancels the latest USD deposit request; answers a message text. */
  cancelLatestDeposit: () => call({ method: 'GET', path: '/charge/depositCancel', decoder: textOrFieldDecoder('message') }),
});
export type ChargeApi = ReturnType<typeof createChargeApi>;
