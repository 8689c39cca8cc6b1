import type { ApiClient } from '../../api/api-client.js';
import { ok } from '../../shared/domain/result.js';
import { depositBonusRatesOf } from '../domain/bonus-options.js';
import type { ChargeGateway } from './charge-gateway.js';

/**
 * The ChargeGateway over core's typed API client (core/src/api), so the app only has to pass the
 * client in. The history's total comes from GET /charge/count, its rows from /charge/userHistory.
 */
export function createApiChargeGateway(api: Pick<ApiClient, 'charge' | 'money'>): ChargeGateway {
  const { charge, money } = api;
  return {
    async loadHistory(q, background = false) {
      const [count, rows] = await Promise.all([charge.count(q.memberId, q.depositMode, { background }), charge.history(q, { background })]);
      if (!count.ok) return count;
      if (!rows.ok) return rows;
      return ok({ rows: rows.value, totalCount: count.value.count });
    },
    requestDeposit: (p, intent) =>
      charge.requestDeposit(
        {
          memberId: p.memberId,
          depositAmount: p.depositAmount,
          depositName: p.depositName,
          type: p.type,
          pointType: p.pointType,
        },
        intent,
      ),
    requestWithdrawal: (p, intent) =>
      charge.requestWithdrawal(
        {
          memberId: p.memberId,
          depositAmount: p.depositAmount,
          depositName: p.depositName,
          requestedAt: p.depositDate,
        },
        intent,
      ),
    hideRecord: (r) => (r.target === 'chargeUsdt' ? charge.hideUsdt(r.id) : charge.hide(r.id)),
    checkAccountPassword: (r) => charge.checkDepositPassword(r),
    async loadDepositBonusRates() {
      const rows = await charge.bonusRates();
      return rows.ok ? ok(depositBonusRatesOf(rows.value)) : rows;
    },
    loadExchangeRate: (background = false) => money.exchangeRate({ background }),
    convertUsdToWon: (r) => money.usdToCash(r),
    convertWonToUsd: (r) => money.cashToUsd(r),
    convertPointsToCash: (p) => money.pointToCash(p),
    transferCasinoMoney: ({ code, ...body }) => (code === 4 ? money.cashToCasino(body) : money.casinoToCash(body)),
    requestUsdWithdrawal: (p) => charge.usdWithdrawal(p),
    requestUsdDeposit: (r) => charge.usdDeposit(r),
    cancelLatestUsdDeposit: () => charge.cancelLatestDeposit(),
    loadTetherDepositUrl: (memberId) => charge.tetherDepositUrl({ memberId }),
  };
}
