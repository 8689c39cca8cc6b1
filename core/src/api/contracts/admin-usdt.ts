/**
 * The operator's USDT queue and deposit bonus rates (issue 11; not in the spec), admins only
 * unless noted:
 *
 * GET  /admin/usdt-requests?status&page&perpage    -> AdminUsdtRequestDto[] (USD deposits, tether charges
 *      and USD withdrawals, newest first)
 * POST /admin/usdt-requests/{id}/approve {memberId, receivedAmount?} -> { message } (money-moving: a deposit
 *      credits what arrived (`receivedAmount`, micro-USDT; the requested amount when left out, required when
 *      the request named none); a withdrawal pays the held USDT out on chain)
 * POST /admin/usdt-requests/{id}/reject  {memberId} -> { message } (money-moving: a withdrawal's held USDT goes back)
 *      `memberId` is the member the operator's screen showed: a request of another member is refused (403).
 * GET  /admin/deposit-bonus-rates                   -> DepositBonusRateDto[] (pointType 1, 2, 4, 5, 6, 7)
 * PUT  /admin/deposit-bonus-rates {pointType, percent} -> { message }
 * GET  /charge/bonusRates (any member)              -> DepositBonusRateDto[] (the deposit form's choices)
 */
import * as W from '../contract/index.js';
import { pagingShape } from './common.js';
import { noticeAnswer, nullableText } from './foundation-common.js';

const idParam = W.obj({ id: W.id() });

const usdtRequestRow = W.obj({
  id: W.id(),
  memberId: W.id(),
  /** The member's login id and nickname. */
  userId: W.string(),
  nickname: W.string(),
  /** 0 deposit, 1 withdrawal. */
  depositMode: W.literal(0, 1),
  /** 'usdt': to or from the USD balance; 'cash': a tether charge (USDT paid, won credited at the rate). */
  wallet: W.literal('cash', 'usdt'),
  network: nullableText(),
  token: nullableText(),
  /** Micro-USDT; 0 on a deposit whose member may send any amount (eth). */
  amount: W.microUsdt(),
  /** Won credited by a done tether charge. */
  krwAmount: W.nullable(W.won()),
  /** The deposit address the member sends to, or the withdrawal's destination. */
  address: nullableText(),
  txHash: nullableText(),
  /** 0 waiting, 1 done, 2 cancelled. */
  status: W.literal(0, 1, 2),
  requestedAt: W.dateText(),
  processedAt: W.nullable(W.dateText()),
});
export type AdminUsdtRequestDto = W.TypeOf<typeof usdtRequestRow>;

export const adminUsdtRequestsCall = W.defineCall({
  method: 'GET',
  path: '/admin/usdt-requests',
  query: W.obj({ status: W.optional(W.literal(0, 1, 2)), ...pagingShape }),
  response: W.array(usdtRequestRow),
});

export const adminApproveUsdtCall = W.defineCall({
  method: 'POST',
  path: '/admin/usdt-requests/:id/approve',
  params: idParam,
  body: W.obj({ memberId: W.id(), receivedAmount: W.optional(W.microUsdt(1)) }),
  response: noticeAnswer,
  moneyMoving: true,
});

export const adminRejectUsdtCall = W.defineCall({
  method: 'POST',
  path: '/admin/usdt-requests/:id/reject',
  params: idParam,
  body: W.obj({ memberId: W.id() }),
  response: noticeAnswer,
  moneyMoving: true,
});

/** The deposit bonus choices that pay a rate (spec 3 pointType; 0 'not chosen' and 3 'no point' pay none). */
export const RATED_BONUS_POINT_TYPES = [1, 2, 4, 5, 6, 7] as const;
/** The largest deposit bonus the operator may set, in whole percent. */
export const MAX_DEPOSIT_BONUS_PERCENT = 100;

const depositBonusRate = W.obj({
  pointType: W.literal(...RATED_BONUS_POINT_TYPES),
  /** Whole percent of the deposit paid as points (0 pays none). */
  percent: W.int(0, MAX_DEPOSIT_BONUS_PERCENT),
});
export type DepositBonusRateDto = W.TypeOf<typeof depositBonusRate>;

export const adminDepositBonusRatesCall = W.defineCall({
  method: 'GET',
  path: '/admin/deposit-bonus-rates',
  response: W.array(depositBonusRate),
});

export const adminSaveDepositBonusRateCall = W.defineCall({
  method: 'PUT',
  path: '/admin/deposit-bonus-rates',
  body: depositBonusRate,
  response: noticeAnswer,
});

export const depositBonusRatesCall = W.defineCall({
  method: 'GET',
  path: '/charge/bonusRates',
  response: W.array(depositBonusRate),
});
