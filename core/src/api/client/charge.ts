import { invoke, type PollOptions } from '../contract/index.js';
import {
  cancelLatestDepositCall,
  chargeCountCall,
  chargeHistoryCall,
  chargeRequestCall,
  checkDepositPasswordCall,
  cryptoDepositCall,
  depositAccountConfirmCall,
  encodeDepositRequest,
  encodeWithdrawalRequest,
  hideChargeCall,
  hideUsdtChargeCall,
  tetherDepositUrlCall,
  usdDepositCall,
  usdWithdrawalCall,
  type ChargeHistoryQuery,
  type CryptoDepositBodyDto,
  type DepositMode,
  type DepositPasswordBodyDto,
  type DepositRequestInput,
  type TetherDepositQuery,
  type UsdDepositInput,
  type UsdWithdrawalBodyDto,
  type WithdrawalRequestInput,
} from '../contracts/charge.js';
import { depositBonusRatesCall } from '../contracts/admin-usdt.js';
import type { ApiCaller } from './call.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';

/** History lists show only records the member has not hidden. */
const SHOWN = 1;

/** Deposits, withdrawals, USD deposit/withdrawal (spec section 7 "Charge"), from the calls' contracts. */
export const createChargeApi = (call: ApiCaller) => ({
  count: (memberId: number, depositMode: DepositMode, poll?: PollOptions) =>
    invoke(call, chargeCountCall, { query: { memberId, depositMode, userDisplayFlag: SHOWN } }, poll),
  /** GET /charge/userHistory: deposits 7 a page, withdrawals 10; polled every 5 s. */
  history: (query: ChargeHistoryQuery, poll?: PollOptions) =>
    invoke(call, chargeHistoryCall, { query: { ...query, userDisplayFlag: SHOWN } }, poll),
  /** PUT /charge/{id} {id, userDisplayFlag: 0}: hides a finished won record. */
  hide: (chargeId: number) => invoke(call, hideChargeCall, { params: { id: chargeId }, body: { id: chargeId, userDisplayFlag: 0 } }),
  /** PUT /chargeUsdt/{id}: hides a finished USDT record. */
  hideUsdt: (chargeId: number) =>
    invoke(call, hideUsdtChargeCall, { params: { id: chargeId }, body: { id: chargeId, userDisplayFlag: 0 } }),
  /** POST /charge as a deposit request (depositMode 0); answers the request id. */
  requestDeposit: (input: DepositRequestInput, intent?: MoneyIntent) =>
    invoke(call, chargeRequestCall, { body: encodeDepositRequest(input) }, { intent }),
  /** POST /charge as a withdrawal request (depositMode 1); answers the request id. */
  requestWithdrawal: (input: WithdrawalRequestInput, intent?: MoneyIntent) =>
    invoke(call, chargeRequestCall, { body: encodeWithdrawalRequest(input) }, { intent }),
  /** POST /member/check-deposit-pw: the deposit account text when the password is right. */
  checkDepositPassword: (body: DepositPasswordBodyDto) => invoke(call, checkDepositPasswordCall, { body }),
  /** POST /deposot-account-confirm (spec spelling kept): asks support for the deposit account. */
  requestDepositAccount: (memberId: number) => invoke(call, depositAccountConfirmCall, { body: { memberId } }),
  /** GET /charge/tetherDepositUrl{query}: the tether deposit link (opened only if https). */
  tetherDepositUrl: (query: TetherDepositQuery = {}) => invoke(call, tetherDepositUrlCall, { query }),
  /** GET /charge/bonusRates (ours): the operator's percent per rated deposit bonus choice. */
  bonusRates: () => invoke(call, depositBonusRatesCall, {}),
  cryptoDeposit: (body: CryptoDepositBodyDto, intent?: MoneyIntent) => invoke(call, cryptoDepositCall, { body }, { intent }),
  usdWithdrawal: (body: UsdWithdrawalBodyDto, intent?: MoneyIntent) => invoke(call, usdWithdrawalCall, { body }, { intent }),
  /** The USD deposit "helper": POST /dewit/deposit?network&token[&amount] {depositAmount}; `amount` only for trx. */
  usdDeposit: ({ network, token, depositAmount }: UsdDepositInput, intent?: MoneyIntent) =>
    invoke(
      call,
      usdDepositCall,
      { query: network === 'trx' ? { network, token, amount: depositAmount } : { network, token }, body: { depositAmount } },
      { intent },
    ),
  /** GET /charge/depositCancel: cancels the latest USD deposit request; answers a message text. */
  cancelLatestDeposit: () => invoke(call, cancelLatestDepositCall, {}),
});
export type ChargeApi = ReturnType<typeof createChargeApi>;
