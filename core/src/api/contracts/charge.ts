/**
 * Deposits and withdrawals of spec section 7 "Charge": one contract per call (both ends read
 * these). Requests that move money are marked (`moneyMoving`).
 *
 * GET  /charge/count?memberId&depositMode&userDisplayFlag=1            -> { count }
 * GET  /charge/userHistory?memberId&depositMode&userDisplayFlag=1&page&perpage -> ChargeRecordDto[]
 * PUT  /charge/{id}      {id, userDisplayFlag: 0}  -> { message } (ignored; hide a won record)
 * PUT  /chargeUsdt/{id}  {id, userDisplayFlag: 0}  -> { message } (ignored; hide a USDT record)
 * POST /charge           deposit or withdrawal request -> { id, message }
 * POST /member/check-deposit-pw {userId, bankAccountPssword} -> account text ("..." or { account })
 * POST /deposot-account-confirm {memberId}        -> { message } (ignored; ask for the deposit account)
 * GET  /charge/tetherDepositUrl?{query}           -> link text ("..." or { url })
 * POST /charge/cryptoDeposit {memberId, depositAmount, network, token} -> { id, message }
 * POST /dewit/withdrawalRequest {amount, withdrawalAddress, token, network} -> { id, message } (ignored)
 * POST /dewit/deposit?network&token[&amount]  {depositAmount} -> { id, address, message } (ignored)
 *      (the USD deposit "helper" whose path the spec does not show; `amount` only for trx)
 * GET  /charge/depositCancel                      -> message text ("..." or { message })
 */
import * as D from '../decode.js';
import * as W from '../contract/index.js';
import { countWire, ignoredAnswer, noticeShape, pagingShape } from './common.js';
import { answerWon, anyNumberWon, idNoticeAnswer, idWithNoticeWire, noticeAnswer, textOrField } from './foundation-common.js';

/** 0 deposit, 1 withdrawal. */
const depositModeWire = W.literal(0, 1);
export type DepositMode = W.TypeOf<typeof depositModeWire>;
const usdNetworkWire = W.literal('eth', 'trx');
export type UsdNetworkDto = W.TypeOf<typeof usdNetworkWire>;
const usdTokenWire = W.literal('USDT', 'USDC');
export type UsdTokenDto = W.TypeOf<typeof usdTokenWire>;

const countQuery = W.obj({ memberId: W.id(), depositMode: depositModeWire, userDisplayFlag: W.optional(W.literal(0, 1)) });
const historyQuery = W.obj({
  memberId: W.id(),
  depositMode: depositModeWire,
  userDisplayFlag: W.optional(W.literal(0, 1)),
  ...pagingShape,
});
/** What a history screen asks for; the client adds `userDisplayFlag: 1` (shown records only). */
export type ChargeHistoryQuery = Omit<W.TypeOf<typeof historyQuery>, 'userDisplayFlag'>;

/** The fields of a charge record (the admin list adds its own to these). */
export const chargeRecordShape = {
  id: W.idOrZero(),
  depositDate: W.dateText(),
  /** 0 won transfer, 1 USDT. */
  chargeType: W.literal(0, 1),
  /** Won for chargeType 0; micro-USDT for chargeType 1 (the unit follows chargeType, so a plain integer). */
  depositAmount: W.int(),
  krwAmount: W.withDefault(W.nullable(answerWon()), null),
  /** 0 waiting, 1 done, 2 cancelled, else error; coin records send text ('SUCCESS' = done). */
  status: W.oneOf<number | string, number | string>([W.int(), W.string()], D.union(D.integer, D.string), (s) => s),
  statusNm: W.withDefault(W.string(), ''),
  userDisplayFlag: W.withDefault(W.literal(0, 1), 1),
  /** USD records: the coin network and token (null for won records). */
  network: W.optional(W.nullable(W.string())),
  token: W.optional(W.nullable(W.string())),
};
export const chargeRecordWire = W.obj(chargeRecordShape);
export type ChargeRecordDto = W.TypeOf<typeof chargeRecordWire>;

const hideParams = W.obj({ id: W.id() });
const hideBody = W.obj({ id: W.id(), userDisplayFlag: W.literal(0) });
export type HideChargeBodyDto = W.TypeOf<typeof hideBody>;

/**
 * Bonus choice (pointType): 0 none chosen, 1 casino 5%, 2 sports 5%, 3 no point, 4 slot 10%,
 * 5 mini-game 5%, 6 virtual 5%, 7 hold'em 5% (the wire carries an integer 0..7).
 */
export type PointTypeDto = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** POST /charge: one body for both requests; the fields after `userDisplayFlag` only a withdrawal or a deposit sends. */
const chargeRequestBody = W.obj({
  memberId: W.id(),
  depositMode: depositModeWire,
  // A number (not only integers) so that decimals get core's own message ('소수점으로 ...').
  depositAmount: anyNumberWon(),
  /** The depositor's name. */
  depositName: W.text(80),
  userDisplayFlag: W.literal(1),
  /** 0 regular account, 2 virtual account. */
  type: W.optional(W.literal(0, 2)),
  pointType: W.optional(W.int(0, 7)),
  duplicate: W.optional(W.literal(0)),
  status: W.optional(W.literal(0)),
  depositDate: W.optional(W.text(30)),
  confirmFlag: W.optional(W.literal(0)),
  createdAt: W.optional(W.text(30)),
  updatedAt: W.optional(W.text(30)),
});
export type ChargeRequestWireDto = W.WireOf<typeof chargeRequestBody>;

export interface DepositRequestInput {
  readonly memberId: number;
  readonly depositAmount: W.TypeOf<typeof chargeRequestBody>['depositAmount'];
  readonly depositName: string;
  readonly type: 0 | 2;
  readonly pointType: PointTypeDto;
}

export interface WithdrawalRequestInput {
  readonly memberId: number;
  readonly depositAmount: W.TypeOf<typeof chargeRequestBody>['depositAmount'];
  readonly depositName: string;
  /** "YYYY-MM-DD HH:mm:ss" KST from the Clock (formatKstDateTime); core never reads the time itself. */
  readonly requestedAt: string;
}

export type ChargeRequestBodyDto = W.TypeOf<typeof chargeRequestBody>;

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

const depositPasswordBody = W.obj({ userId: W.text(64), bankAccountPssword: W.pattern('^\\d{4}$', 4) });
export type DepositPasswordBodyDto = W.TypeOf<typeof depositPasswordBody>;

const cryptoDepositBody = W.obj({ memberId: W.id(), depositAmount: W.microUsdt(1), network: usdNetworkWire, token: usdTokenWire });
export type CryptoDepositBodyDto = W.TypeOf<typeof cryptoDepositBody>;

/** Network and token are checked by the USD rules (their own Korean messages), so any short text passes the schema. */
const usdWithdrawalBody = W.obj({ amount: W.microUsdt(), withdrawalAddress: W.text(100), token: W.text(10), network: W.text(10) });
export type UsdWithdrawalBodyDto = W.TypeOf<typeof usdWithdrawalBody>;

const usdDepositQuery = W.obj({ network: W.text(10), token: W.text(10), amount: W.optional(W.microUsdt()) });
const usdDepositBody = W.obj({ depositAmount: W.microUsdt() });

export interface UsdDepositInput {
  readonly network: UsdNetworkDto;
  readonly token: UsdTokenDto;
  readonly depositAmount: W.TypeOf<typeof usdDepositBody>['depositAmount'];
}

const tetherQuery = W.obj({
  memberId: W.optional(W.id()),
  amount: W.optional(W.microUsdt()),
  network: W.optional(usdNetworkWire),
  token: W.optional(usdTokenWire),
});
export type TetherDepositQuery = W.TypeOf<typeof tetherQuery>;

export const chargeCountCall = W.defineCall({ method: 'GET', path: '/charge/count', query: countQuery, response: countWire });

/** Deposits 7 a page, withdrawals 10; polled every 5 s. */
export const chargeHistoryCall = W.defineCall({
  method: 'GET',
  path: '/charge/userHistory',
  query: historyQuery,
  response: W.array(chargeRecordWire),
});

export const hideChargeCall = W.defineCall({
  method: 'PUT',
  path: '/charge/:id',
  params: hideParams,
  body: hideBody,
  response: noticeAnswer,
});
export const hideUsdtChargeCall = W.defineCall({
  method: 'PUT',
  path: '/chargeUsdt/:id',
  params: hideParams,
  body: hideBody,
  response: noticeAnswer,
});

/** A deposit (depositMode 0) or withdrawal (1) request; answers the request id. */
export const chargeRequestCall = W.defineCall({
  method: 'POST',
  path: '/charge',
  body: chargeRequestBody,
  response: idWithNoticeWire,
  moneyMoving: true,
});

/** The deposit account text of the member's level when the deposit password is right (served by the member routes). */
export const checkDepositPasswordCall = W.defineCall({
  method: 'POST',
  path: '/member/check-deposit-pw',
  body: depositPasswordBody,
  response: textOrField('account'),
});

/** Spec spelling kept: asks support for the deposit account. */
export const depositAccountConfirmCall = W.defineCall({
  method: 'POST',
  path: '/deposot-account-confirm',
  body: W.obj({ memberId: W.id() }),
  response: noticeAnswer,
});

/** The tether deposit link (the client opens it only if https). */
export const tetherDepositUrlCall = W.defineCall({
  method: 'GET',
  path: '/charge/tetherDepositUrl',
  query: tetherQuery,
  response: textOrField('url'),
});

export const cryptoDepositCall = W.defineCall({
  method: 'POST',
  path: '/charge/cryptoDeposit',
  body: cryptoDepositBody,
  response: idWithNoticeWire,
  moneyMoving: true,
});

export const usdWithdrawalCall = W.defineCall({
  method: 'POST',
  path: '/dewit/withdrawalRequest',
  body: usdWithdrawalBody,
  response: idNoticeAnswer,
  moneyMoving: true,
});

/**
 * The USD deposit "helper" (spec: query network, token, amount for trx; body depositAmount;
 * path not shown). Our path: POST /dewit/deposit, beside the other /dewit calls.
 */
export const usdDepositCall = W.defineCall({
  method: 'POST',
  path: '/dewit/deposit',
  query: usdDepositQuery,
  body: usdDepositBody,
  response: ignoredAnswer(W.obj({ id: W.id(), address: W.nullable(W.string()), ...noticeShape })),
  moneyMoving: true,
});

/** Cancels the latest USD deposit request (a GET of the spec: state-changing, so CSRF header, no cross-site). */
export const cancelLatestDepositCall = W.defineCall({
  method: 'GET',
  path: '/charge/depositCancel',
  response: textOrField('message'),
  stateChanging: true,
});
