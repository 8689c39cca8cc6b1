import type { FastifyInstance } from 'fastify';
import { microUsdtForWon, wonForMicroUsdt, type ExchangeRate } from '@bet/core/charge/domain/exchange-rate.js';
import { CHARGE_MESSAGES as C } from '@bet/core/charge/domain/messages.js';
import { validateCasinoTransfer } from '@bet/core/charge/domain/wallet-transfer.js';
import type { AppDeps } from '../../app-types.js';
import { badRequest, conflict } from '../../http/errors.js';
import { refusal } from '../../http/refusals.js';
import { MAX_MICRO_USDT, MAX_WON, S } from '../../http/schema.js';
import { houseAccount, memberAccount } from '../../ledger/accounts.js';
import { memberBalances } from '../../ledger/balances.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { assertSelfId, kstText, memberOf, movementKey, notice } from '../route-kit.js';

export const POINT_CONVERSION_MEMO = '포인트 전환';
export const MONEY_MESSAGES = {
  staleMember: '회원 정보가 변경되었습니다. 새로고침 후 다시 시도해주세요.',
} as const;

/**
 * Spec 7 "Points/money": points to cash (1 point = 1 won), cash to the casino wallet and back,
 * USD to cash and cash to USD at the exchange-rate port's rate, and the rate itself. Every
 * movement is one ledger transfer under the member's row lock.
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
      const { point, userUpdatedAt } = request.body;
      if (point < 1) throw badRequest(C.pointMinimum, 'point-minimum');
      const now = clock.now();
      return idempotentTransaction(request, db, async (tx) => {
        await lockMember(tx, me.id);
        if (userUpdatedAt !== undefined) {
          const { rows } = await tx.query<{ updated_at: Date }>('SELECT updated_at FROM members WHERE id = $1', [me.id]);
          if (kstText(rows[0]?.updated_at) !== userUpdatedAt) throw conflict(MONEY_MESSAGES.staleMember, 'staleMember');
        }
        await mustTransfer(tx, {
          key: movementKey(request, `point-to-cash:${me.id}`),
          kind: 'convert.point-to-cash',
          memberId: me.id,
          legs: [
            { from: memberAccount(me.id, 'point'), to: houseAccount('promotion', 'POINT'), amount: point },
            { from: houseAccount('promotion', 'KRW'), to: memberAccount(me.id, 'cash'), amount: point },
          ],
        });
        await tx.query(
          'INSERT INTO point_records (member_id, point, point_memo, point_to_cash_flg, created_at, updated_at) VALUES ($1, $2, $3, 1, $4, $4)',
          [me.id, -point, POINT_CONVERSION_MEMO, new Date(now)],
        );
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
    (direction: 'cash-to-casino' | 'casino-to-cash') =>
    async (request: Parameters<typeof memberOf>[0] & { body: { memberId: number; emoney: number } }) => {
      const me = assertSelfId(request, request.body.memberId);
      return idempotentTransaction(request, db, async (tx) => {
        await lockMember(tx, me.id);
        const b = await memberBalances(tx, me.id);
        const checked = validateCasinoTransfer({
          direction,
          amountText: String(request.body.emoney),
          emoney: b.cash,
          casinoMoney: b.casino,
        });
        if (!checked.ok) throw refusal(checked.error);
        const [from, to] =
          direction === 'cash-to-casino'
            ? [memberAccount(me.id, 'cash'), memberAccount(me.id, 'casino')]
            : [memberAccount(me.id, 'casino'), memberAccount(me.id, 'cash')];
        await mustTransfer(tx, {
          key: movementKey(request, `${direction}:${me.id}`),
          kind: `convert.${direction}`,
          memberId: me.id,
          legs: [{ from, to, amount: checked.value }],
        });
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
      if (amount <= 0) throw badRequest(C.conversionAmountRequired, 'amount-required');
      const won = wonForMicroUsdt(amount, await rate());
      if (won === null || won <= 0) throw badRequest(C.conversionResultZero, 'result-zero');
      return idempotentTransaction(request, db, async (tx) => {
        await lockMember(tx, me.id);
        await mustTransfer(tx, {
          key: movementKey(request, `usd-to-cash:${me.id}`),
          kind: 'convert.usd-to-cash',
          memberId: me.id,
          legs: [
            { from: memberAccount(me.id, 'usdt'), to: houseAccount('exchange', 'USDT'), amount },
            { from: houseAccount('exchange', 'KRW'), to: memberAccount(me.id, 'cash'), amount: won },
          ],
        });
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
      if (amount <= 0) throw badRequest(C.conversionAmountRequired, 'amount-required');
      const micro = microUsdtForWon(amount, await rate());
      if (micro === null || micro <= 0) throw badRequest(C.conversionResultZero, 'result-zero');
      return idempotentTransaction(request, db, async (tx) => {
        await lockMember(tx, me.id);
        await mustTransfer(tx, {
          key: movementKey(request, `cash-to-usd:${me.id}`),
          kind: 'convert.cash-to-usd',
          memberId: me.id,
          legs: [
            { from: memberAccount(me.id, 'cash'), to: houseAccount('exchange', 'KRW'), amount },
            { from: houseAccount('exchange', 'USDT'), to: memberAccount(me.id, 'usdt'), amount: micro },
          ],
        });
        return { message: C.moneyConversionDone, usdt: micro };
      });
    },
  );
}
