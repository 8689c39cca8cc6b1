import type { FastifyInstance, FastifyRequest } from 'fastify';
import { cashToCasinoCall, cashToUsdCall, casinoToCashCall, exchangeRateCall, pointToCashCall, usdToCashCall } from '@bet/core/api';
import { CHARGE_MESSAGES as C, type ExchangeRate } from '@bet/core/charge';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { serve } from '../../http/contract-route.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { currentExchangeRate } from './exchange-rate-store.js';
import { assertSelfId, memberOf, movementKey, notice } from '../route-kit.js';
import {
  checkPoints,
  conversionMinimumPolicy,
  convertCashToUsd,
  convertPointsToCash,
  convertUsdToCash,
  moveCasinoMoney,
  quoteCashToUsd,
  quoteUsdToCash,
  type CasinoDirection,
} from './money-use-cases.js';

export { MONEY_MESSAGES, POINT_CONVERSION_MEMO } from './money-use-cases.js';

/**
 * Spec 7 "Points/money": points to cash (1 point = 1 won), cash to the casino wallet and back,
 * USD to cash and cash to USD at the operator's rate (else the exchange-rate port's), and the rate itself. Every
 * movement is one ledger transfer under the member's row lock (money-use-cases.ts). HTTP only. The three
 * conversions refuse under core's minimum (`conversionMinimumPolicy`: 1 USD / 10,000 won only while the
 * operator's `conversionMinimumEnforced` is on) before anything moves.
 */
export async function moneyRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const idempotent = { config: { idempotent: true } };
  const rate = async (): Promise<ExchangeRate> => currentExchangeRate(db, deps.exchangeRate);

  serve(api, exchangeRateCall, { config: { auth: 'public' } }, async () => (await rate()) / 100);

  serve(api, pointToCashCall, idempotent, async (request) => {
    const me = assertSelfId(request, request.body.memberId);
    const point = valueOf(checkPoints(request.body.point));
    const now = clock.now();
    return idempotentTransaction(request, db, async (tx) => {
      const key = movementKey(request, `point-to-cash:${me.id}`);
      valueOf(await convertPointsToCash(tx, { memberId: me.id, key, point, userUpdatedAt: request.body.userUpdatedAt, now }));
      return notice(C.pointConversionDone);
    });
  });

  const casinoTransfer =
    (direction: CasinoDirection) => async (request: FastifyRequest<{ Body: { memberId: number; emoney: number } }>) => {
      const me = assertSelfId(request, request.body.memberId);
      return idempotentTransaction(request, db, async (tx) => {
        const key = movementKey(request, `${direction}:${me.id}`);
        valueOf(await moveCasinoMoney(tx, { memberId: me.id, key, direction, amount: request.body.emoney, now: clock.now() }));
        return notice(C.moneyConversionDone);
      });
    };
  serve(api, cashToCasinoCall, idempotent, casinoTransfer('cash-to-casino'));
  serve(api, casinoToCashCall, idempotent, casinoTransfer('casino-to-cash'));

  serve(api, usdToCashCall, idempotent, async (request) => {
    const me = memberOf(request);
    const { amount } = request.body;
    const won = valueOf(quoteUsdToCash(amount, await rate(), await conversionMinimumPolicy(db)));
    return idempotentTransaction(request, db, async (tx) => {
      await convertUsdToCash(tx, { memberId: me.id, key: movementKey(request, `usd-to-cash:${me.id}`), amount, won });
      return { message: C.moneyConversionDone, won };
    });
  });

  serve(api, cashToUsdCall, idempotent, async (request) => {
    const me = memberOf(request);
    const { amount } = request.body;
    const micro = valueOf(quoteCashToUsd(amount, await rate(), await conversionMinimumPolicy(db)));
    return idempotentTransaction(request, db, async (tx) => {
      await convertCashToUsd(tx, { memberId: me.id, key: movementKey(request, `cash-to-usd:${me.id}`), amount, micro });
      return { message: C.moneyConversionDone, usdt: micro };
    });
  });
}
