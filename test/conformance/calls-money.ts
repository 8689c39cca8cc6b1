/**
 * Spec 7's "Charge" and "Roulette" calls. The USD deposit and its cancel also run for real in the
 * member flow (flows.ts); here they are sent aimed at nothing.
 */
import { ApiContracts as C } from '@bet/core/api';
import { microUsdt, won } from '@bet/core/shared';
import { NOBODY_ID, NOBODY_USER_ID, specCall, type SpecCall } from './spec-call.js';

export const MONEY_CALLS: readonly SpecCall[] = [
  specCall('GET /charge/count', C.chargeCountCall, 'member', (m) => ({
    query: { memberId: m.memberId, depositMode: 0 as const, userDisplayFlag: 1 as const },
  })),
  specCall('GET /charge/userHistory', C.chargeHistoryCall, 'member', (m) => ({
    query: { memberId: m.memberId, depositMode: 0 as const, userDisplayFlag: 1 as const, page: 1, perpage: 7 },
  })),
  specCall('PUT /charge/{id}', C.hideChargeCall, 'member', () => ({
    params: { id: NOBODY_ID },
    body: { id: NOBODY_ID, userDisplayFlag: 0 as const },
  })),
  specCall('PUT /chargeUsdt/{id}', C.hideUsdtChargeCall, 'member', () => ({
    params: { id: NOBODY_ID },
    body: { id: NOBODY_ID, userDisplayFlag: 0 as const },
  })),
  specCall('POST /charge', C.chargeRequestCall, 'member', () => ({
    body: C.encodeDepositRequest({ memberId: NOBODY_ID, depositAmount: won(0), depositName: 'conformance', type: 0, pointType: 3 }),
  })),
  specCall('POST /member/check-deposit-pw', C.checkDepositPasswordCall, 'member', () => ({
    body: { userId: NOBODY_USER_ID, bankAccountPssword: '0000' },
  })),
  specCall('POST /deposot-account-confirm', C.depositAccountConfirmCall, 'member', () => ({ body: { memberId: NOBODY_ID } })),
  // The link may be refused (tether in maintenance): a refusal in the error shape conforms.
  specCall('GET /charge/tetherDepositUrl{query}', C.tetherDepositUrlCall, 'member', (m) => ({ query: { memberId: m.memberId } }), {
    mayRefuse: true,
  }),
  specCall('POST /charge/cryptoDeposit', C.cryptoDepositCall, 'member', () => ({
    body: { memberId: NOBODY_ID, depositAmount: microUsdt(1), network: 'trx' as const, token: 'USDT' as const },
  })),
  specCall('POST dewit/withdrawalRequest', C.usdWithdrawalCall, 'member', () => ({
    body: { amount: microUsdt(0), withdrawalAddress: NOBODY_USER_ID, token: 'USDT', network: 'trx' },
  })),
  specCall('POST /dewit/deposit (USD deposit helper)', C.usdDepositCall, 'member', () => ({
    query: { network: 'trx', token: 'USDT', amount: microUsdt(0) },
    body: { depositAmount: microUsdt(0) },
  })),
  specCall('GET /charge/depositCancel', C.cancelLatestDepositCall, 'member', () => ({})),

  specCall('POST /card/roulleteCount/{memberId}', C.claimCouponsCall, 'member', () => ({ params: { memberId: NOBODY_ID } })),
  specCall('POST /card/roulleteCountAndAmount', C.claimCouponsByAmountCall, 'member', () => ({ body: { memberId: NOBODY_ID } })),
  specCall('POST /card/choice', C.spinCall, 'member', () => ({ body: { memberId: NOBODY_ID, couponType: 1 as const } })),
  specCall('GET /card/user/count?memberId', C.couponCountCall, 'member', (m) => ({ query: { memberId: m.memberId } })),
];
