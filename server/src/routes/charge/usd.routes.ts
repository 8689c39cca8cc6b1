import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHARGE_MESSAGES as C } from '@bet/core/charge/domain/messages.js';
import type { AppDeps } from '../../app-types.js';
import { valueOf } from '../../http/refusals.js';
import { MAX_MICRO_USDT, S } from '../../http/schema.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { assertSelfId, memberOf, notice } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import {
  afterUsdRequest,
  cancelLatestUsdDeposit,
  checkTetherCharge,
  checkUsdDeposit,
  placeUsdRequest,
  prepareUsdWithdrawal,
  tetherOpen,
  type UsdRequest,
} from './usd-use-cases.js';

const network = S.enumOf('eth', 'trx');
const token = S.enumOf('USDT', 'USDC');

/**
 * Spec 7 "Charge", USD part: tether deposit link, tether charge (USDT paid, won credited), USD
 * deposits and withdrawals of the USD balance, cancelling the latest USD deposit. Deposits are
 * confirmed by the chain port (the sweeper, or at once when the confirm delay is 0). HTTP only:
 * the rules are in usd-use-cases.ts, the SQL in charge-store.ts.
 */
export async function usdRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, chain } = deps;

  /** The request and its answer (built from the new row's id and address) commit together with the idempotency record. */
  const place = <A>(request: FastifyRequest, r: Omit<UsdRequest, 'key' | 'now'>, answerOf: (id: number, address: string | null) => A) => {
    const input = { ...r, key: request.idempotency?.key ?? null, now: clock.now() };
    return idempotentTransaction(request, db, async (tx) => {
      const placed = await placeUsdRequest(tx, chain, input);
      return answerOf(placed.id, placed.address);
    });
  };

  api.get<{ Querystring: { memberId?: number; amount?: number; network?: string; token?: string } }>(
    '/charge/tetherDepositUrl',
    {
      schema: {
        querystring: S.obj({ memberId: S.id(), amount: S.microUsdt(), network, token }, ['memberId', 'amount', 'network', 'token']),
      },
    },
    async (request) => {
      const me = assertSelfId(request, request.query.memberId);
      valueOf(tetherOpen(await readSettings(db)));
      const url = new URL(deps.config.tetherDepositBaseUrl);
      url.searchParams.set('member', String(me.id));
      return { url: url.toString() };
    },
  );

  api.post<{ Body: { memberId: number; depositAmount: number; network: 'eth' | 'trx'; token: 'USDT' | 'USDC' } }>(
    '/charge/cryptoDeposit',
    { config: { idempotent: true }, schema: { body: S.obj({ memberId: S.id(), depositAmount: S.microUsdt(1), network, token }) } },
    async (request) => {
      const me = assertSelfId(request, request.body.memberId);
      const { depositAmount, network: net, token: tok } = request.body;
      valueOf(checkTetherCharge(await readSettings(db), net, tok));
      const r = { memberId: me.id, mode: 0, wallet: 'cash', amount: depositAmount, network: net, token: tok, address: null } as const;
      const answer = await place(request, r, (id) => ({ id, message: C.usdDepositDone }));
      await afterUsdRequest(deps, answer.id);
      return answer;
    },
  );

  api.post<{ Querystring: { network: string; token: string; amount?: number }; Body: { depositAmount: number } }>(
    '/dewit/deposit',
    {
      config: { idempotent: true },
      schema: {
        querystring: S.obj({ network: S.text(10), token: S.text(10), amount: S.microUsdt() }, ['amount']),
        body: S.obj({ depositAmount: S.microUsdt() }),
      },
    },
    async (request) => {
      const me = memberOf(request);
      const { network: net, token: tok } = request.query;
      const checked = valueOf(checkUsdDeposit(await readSettings(db), { network: net, token: tok, amount: request.body.depositAmount }));
      const r = {
        memberId: me.id,
        mode: 0,
        wallet: 'usdt',
        amount: checked.depositAmount,
        network: checked.network,
        token: checked.token,
        address: null,
      } as const;
      const answer = await place(request, r, (id, address) => ({ id, address, message: C.usdDepositDone }));
      await afterUsdRequest(deps, answer.id);
      return answer;
    },
  );

  api.post<{ Body: { amount: number; withdrawalAddress: string; token: string; network: string } }>(
    '/dewit/withdrawalRequest',
    {
      config: { idempotent: true },
      schema: {
        body: S.obj({
          amount: { type: 'integer', minimum: 0, maximum: MAX_MICRO_USDT },
          withdrawalAddress: S.text(100),
          token: S.text(10),
          network: S.text(10),
        }),
      },
    },
    async (request) => {
      const me = memberOf(request);
      const checked = valueOf(await prepareUsdWithdrawal(db, me.id, await readSettings(db), request.body));
      const r = {
        memberId: me.id,
        mode: 1,
        wallet: 'usdt',
        amount: checked.amount,
        network: checked.network,
        token: checked.token,
        address: checked.withdrawalAddress,
      } as const;
      return place(request, r, (id) => ({ id, message: C.withdrawalDone }));
    },
  );

  api.get('/charge/depositCancel', { config: { crossSiteGuard: true } }, async (request) => {
    valueOf(await cancelLatestUsdDeposit(db, memberOf(request).id, clock.now()));
    return notice(C.usdDepositCancelled);
  });
}
