import type { FastifyInstance } from 'fastify';
import type { ExchangeRate } from '@bet/core/charge/domain/exchange-rate.js';
import { CHARGE_MESSAGES as C } from '@bet/core/charge/domain/messages.js';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { MAX_MICRO_USDT, MAX_WON, S } from '../../http/schema.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { assertSelfId, memberOf, movementKey, notice } from '../route-kit.js';
import {
  checkPoints,
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
 * USD to cash and cash to USD at the exchange-rate port's rate, and the rate itself. Every
 * movement is one ledger transfer under the member's row lock (money-use-cases.ts). HTTP only.
 */
export async function moneyRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock } = deps;
  const rate = async (): Promise<ExchangeRate> => (await deps.exchangeRate.wonPerUsdHundredths()) as ExchangeRate;

  api.get('/charge/exchangeRates', { config: { auth: 'public' } }, async () => (await rate()) / 100);

  api.post<{ Body: { memberId: number; point: number; userUpdatedAt: string } }>(
    '/emoney/pointToEmoney',
    {
      config: { idempotent: true },
      schema: { body: S.obj({ memberId: S.id(), point: S.int(0, MAX_WON), userUpdatedAt: S.text(30) }, ['userUpdatedAt']) },
    },
    async (request) => {
      const me = assertSelfId(request, request.body.memberId);
      const point = valueOf(checkPoints(request.body.point));
      const now = clock.now();
      return idempotentTransaction(request, db, async (tx) => {
        const key = movementKey(request, `point-to-cash:${me.id}`);
        valueOf(await convertPointsToCash(tx, { memberId: me.id, key, point, userUpdatedAt: request.body.userUpdatedAt, now }));
        return notice(C.pointConversionDone);
      });
    },
  );

  const casinoBody = (code: 3 | 4) => ({
    schema: {
      body: S.obj({
        memberId: S.id(),
        emoney: { type: 'number', minimum: 0, maximum: MAX_WON },
        totalEmoney: S.won(0, MAX_WON),
        code: S.enumOf(code),
      }),
    },
    config: { idempotent: true },
  });

  const casinoTransfer =
    (direction: CasinoDirection) => async (request: Parameters<typeof memberOf>[0] & { body: { memberId: number; emoney: number } }) => {
      const me = assertSelfId(request, request.body.memberId);
      return idempotentTransaction(request, db, async (tx) => {
        const key = movementKey(request, `${direction}:${me.id}`);
        valueOf(await moveCasinoMoney(tx, { memberId: me.id, key, direction, amount: request.body.emoney }));
        return notice(C.moneyConversionDone);
      });
    };
  api.post<{ Body: { memberId: number; emoney: number; totalEmoney: number; code: 4 } }>(
    '/emoney/emoney-to-opera',
    casinoBody(4),
    casinoTransfer('cash-to-casino'),
  );
  api.post<{ Body: { memberId: number; emoney: number; totalEmoney: number; code: 3 } }>(
    '/emoney/opera-to-emoney',
    casinoBody(3),
    casinoTransfer('casino-to-cash'),
  );

  api.post<{ Body: { amount: number } }>(
    '/dewit/decrease',
    { config: { idempotent: true }, schema: { body: S.obj({ amount: S.int(0, MAX_MICRO_USDT) }) } },
    async (request) => {
      const me = memberOf(request);
      const { amount } = request.body;
      const won = valueOf(quoteUsdToCash(amount, await rate()));
      return idempotentTransaction(request, db, async (tx) => {
        await convertUsdToCash(tx, { memberId: me.id, key: movementKey(request, `usd-to-cash:${me.id}`), amount, won });
        return { message: C.moneyConversionDone, won };
      });
    },
  );

  api.post<{ Body: { amount: number } }>(
    '/dewit/increase',
    { config: { idempotent: true }, schema: { body: S.obj({ amount: S.int(0, MAX_WON) }) } },
    async (request) => {
      const me = memberOf(request);
      const { amount } = request.body;
      const micro = valueOf(quoteCashToUsd(amount, await rate()));
      return idempotentTransaction(request, db, async (tx) => {
        await convertCashToUsd(tx, { memberId: me.id, key: movementKey(request, `cash-to-usd:${me.id}`), amount, micro });
        return { message: C.moneyConversionDone, usdt: micro };
      });
    },
  );
}
