/**
 * Balance conversions of spec section 7 "Points/money": one contract per call (both ends read
 * these). Every call but the rate moves money.
 *
 * POST /emoney/pointToEmoney    {memberId, point, userUpdatedAt?}         -> { message } (ignored)
 * POST /emoney/emoney-to-opera  {memberId, emoney, totalEmoney, code: 4}  -> { message } (ignored; cash to casino)
 * POST /emoney/opera-to-emoney  {memberId, emoney, totalEmoney, code: 3}  -> { message } (ignored; casino to cash)
 * POST /dewit/decrease          {amount: micro-USDT}  -> { message, won } (ignored; USD to held money, mode 1)
 * POST /dewit/increase          {amount: won}         -> { message, usdt } (ignored; held money to USD, mode 2)
 * GET  /charge/exchangeRates                          -> a JSON number (won per 1 USD, > 0)
 *
 * Reading of "dewit/decrease and dewit/increase (amount)": the verbs name what happens to the
 * USD balance; `amount` is in the unit of the source balance (micro-USDT when USD is spent,
 * won when held money is spent), so each side stays an exact integer.
 */
import { fail, ok } from '../../shared/domain/result.js';
import * as D from '../decode.js';
import * as W from '../contract/index.js';
import { ignoredAnswer, noticeShape } from './common.js';
import { anyNumberWon, noticeAnswer } from './foundation-common.js';

const pointToCashBody = W.obj({
  memberId: W.id(),
  point: W.points(0, W.MAX_WON),
  /** The member's `updatedAt` as last read: the server refuses a stale conversion. */
  userUpdatedAt: W.optional(W.text(30)),
});
export type PointToEmoneyBodyDto = W.TypeOf<typeof pointToCashBody>;

/** Code 4: cash to casino wallet; code 3: casino wallet to cash. */
export const CASINO_TRANSFER_CODE = { toCasino: 4, toCash: 3 } as const;

const casinoTransferBody = <C extends 3 | 4>(code: C) =>
  W.obj({
    memberId: W.id(),
    /** The amount to move (any number in range, so a decimal gets the rules' own message). */
    emoney: anyNumberWon(),
    /** The source balance as the member saw it (held cash, or casino money). */
    totalEmoney: W.won(),
    code: W.literal(code),
  });
export type CasinoTransferBodyDto = W.TypeOf<ReturnType<typeof casinoTransferBody<3 | 4>>>;
export type CasinoTransferInput = Omit<CasinoTransferBodyDto, 'code'>;

const usdToCashBody = W.obj({ amount: W.microUsdt() });
export type UsdToCashBodyDto = W.TypeOf<typeof usdToCashBody>;
const cashToUsdBody = W.obj({ amount: W.won() });
export type CashToUsdBodyDto = W.TypeOf<typeof cashToUsdBody>;

/** The live rate (won per USD); a rate is a price, not money, so decimals are allowed. */
export const exchangeRateWire = W.wire(
  { type: 'number', exclusiveMinimum: 0 },
  D.andThen(D.number, (n) => (n > 0 ? ok(n) : fail('exchange rate (number > 0)'))),
  (n: number) => n,
);

export const pointToCashCall = W.defineCall({
  method: 'POST',
  path: '/emoney/pointToEmoney',
  body: pointToCashBody,
  response: noticeAnswer,
  moneyMoving: true,
});

export const cashToCasinoCall = W.defineCall({
  method: 'POST',
  path: '/emoney/emoney-to-opera',
  body: casinoTransferBody(CASINO_TRANSFER_CODE.toCasino),
  response: noticeAnswer,
  moneyMoving: true,
});

export const casinoToCashCall = W.defineCall({
  method: 'POST',
  path: '/emoney/opera-to-emoney',
  body: casinoTransferBody(CASINO_TRANSFER_CODE.toCash),
  response: noticeAnswer,
  moneyMoving: true,
});

/** Spends USD (micro-units) for held money (conversion mode 1); answers the won credited. */
export const usdToCashCall = W.defineCall({
  method: 'POST',
  path: '/dewit/decrease',
  body: usdToCashBody,
  response: ignoredAnswer(W.obj({ ...noticeShape, won: W.won() })),
  moneyMoving: true,
});

/** Spends held money (won) for USD (conversion mode 2); answers the micro-USDT credited. */
export const cashToUsdCall = W.defineCall({
  method: 'POST',
  path: '/dewit/increase',
  body: cashToUsdBody,
  response: ignoredAnswer(W.obj({ ...noticeShape, usdt: W.microUsdt() })),
  moneyMoving: true,
});

export const exchangeRateCall = W.defineCall({ method: 'GET', path: '/charge/exchangeRates', response: exchangeRateWire });
