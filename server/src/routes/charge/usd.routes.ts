import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHARGE_MESSAGES as C } from '@bet/core/charge/domain/messages.js';
import { validateUsdDeposit, validateUsdWithdrawal } from '@bet/core/charge/domain/usd.js';
import { MICRO_PER_USDT } from '@bet/core/shared/domain/money.js';
import type { AppDeps } from '../../app-types.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { refusal } from '../../http/refusals.js';
import { MAX_MICRO_USDT, S } from '../../http/schema.js';
import { memberAccount } from '../../ledger/accounts.js';
import type { Queryable } from '../../db/db.js';
import { idempotentTransaction } from '../../plugins/idempotent-transaction.js';
import { lockMember, mustTransfer } from '../money-kit.js';
import { assertSelfId, memberOf, notice } from '../route-kit.js';
import { readSettings } from '../settings/site-settings.js';
import { CHARGE_SERVER_MESSAGES as CM } from './charge.messages.js';
import { confirmChainDeposits } from './settle-charge.js';

const network = S.enumOf('eth', 'trx');
const token = S.enumOf('USDT', 'USDC');

/**
 * Spec 7 "Charge", USD part: tether deposit link, tether charge (USDT paid, won credited), USD
 * deposits and withdrawals of the USD balance, cancelling the latest USD deposit. Deposits are
 * confirmed by the chain port (the sweeper, or at once when the confirm delay is 0).
 */
export async function usdRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, clock, chain } = deps;

  async function assertTetherOpen(): Promise<void> {
    if ((await readSettings(db)).tetherMaintenanceFlag) throw forbidden(C.tetherMaintenance, 'tetherMaintenance');
  }

  async function afterRequest(id: number): Promise<void> {
    if (deps.config.chainConfirmMs === 0) await confirmChainDeposits(deps, id);
  }

  api.get<{ Querystring: { memberId?: number; amount?: number; network?: string; token?: string } }>(
    '/charge/tetherDepositUrl',
    {
      schema: {
        querystring: S.obj({ memberId: S.id(), amount: S.microUsdt(), network, token }, ['memberId', 'amount', 'network', 'token']),
      },
    },
    async (request) => {
      const me = assertSelfId(request, request.query.memberId);
      await assertTetherOpen();
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
      await assertTetherOpen();
      const { depositAmount, network: net, token: tok } = request.body;
      if (net === 'trx' && tok !== 'USDT') throw badRequest(C.usdDepositTokenRequired, 'token-required');
      const answer = await insertUsdRequest(request, me.id, 0, 'cash', depositAmount, net, tok, null, (id) => ({
        id,
        message: C.usdDepositDone,
      }));
      await afterRequest(answer.id);
      return answer;
    },
  );

  /**
   * Writes a USD request (and a withdrawal's hold) in one transaction with the idempotency record
   * and the answer `answerOf` builds from the new row (its id and deposit address).
   */
  async function insertUsdRequest<A>(
    request: FastifyRequest,
    memberId: number,
    mode: 0 | 1,
    wallet: 'cash' | 'usdt',
    amount: number,
    net: string,
    tok: string,
    address: string | null,
    answerOf: (id: number, depositAddress: string | null) => A,
  ): Promise<A> {
    const now = clock.now();
    const key = request.idempotency?.key ?? null;
    return idempotentTransaction(request, db, async (tx) => {
      await lockMember(tx, memberId);
      if (key) {
        const again = await tx.query<{ id: number }>('SELECT id FROM charge_requests WHERE member_id = $1 AND request_key = $2', [
          memberId,
          key,
        ]);
        if (again.rows[0]) return answerOf(Number(again.rows[0].id), await addressOf(tx, Number(again.rows[0].id)));
      }
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, network, token, address, request_key, created_at, updated_at)
         VALUES ($1, $2, 1, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id`,
        [memberId, mode, wallet, amount, net, tok, address, key, new Date(now)],
      );
      const id = Number(rows[0]!.id);
      if (mode === 1) {
        await mustTransfer(tx, {
          key: `charge:${id}:hold`,
          kind: 'usdt.withdrawal.hold',
          memberId,
          legs: [{ from: memberAccount(memberId, 'usdt'), to: memberAccount(memberId, 'usdt_hold'), amount }],
        });
        return answerOf(id, null);
      }
      const depositAddress = await chain.depositAddress({ id, network: net as 'eth' | 'trx' });
      await tx.query('UPDATE charge_requests SET address = $2 WHERE id = $1', [id, depositAddress]);
      return answerOf(id, depositAddress);
    });
  }

  const addressOf = async (tx: Queryable, id: number): Promise<string | null> =>
    (await tx.query<{ address: string | null }>('SELECT address FROM charge_requests WHERE id = $1', [id])).rows[0]?.address ?? null;

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
      const settings = await readSettings(db);
      const amount = request.body.depositAmount;
      if (amount % MICRO_PER_USDT !== 0) throw badRequest(C.usdDepositAmountDigits, 'amount-digits');
      const checked = validateUsdDeposit({
        network: request.query.network,
        token: request.query.token,
        amountText: String(amount / MICRO_PER_USDT),
        tetherMaintenance: settings.tetherMaintenanceFlag,
      });
      if (!checked.ok) throw refusal(checked.error);
      const { depositAmount, network: net, token: tok } = checked.value;
      const answer = await insertUsdRequest(request, me.id, 0, 'usdt', depositAmount, net, tok, null, (id, address) => ({
        id,
        address,
        message: C.usdDepositDone,
      }));
      await afterRequest(answer.id);
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
      const settings = await readSettings(db);
      const checked = validateUsdWithdrawal({
        ...request.body,
        address: request.body.withdrawalAddress,
        tetherMaintenance: settings.tetherMaintenanceFlag,
      });
      if (!checked.ok) throw refusal(checked.error);
      const { withdrawalAddress, network: net, token: tok, amount } = checked.value;
      const saved = await db.query<{ blockchain_url: string | null }>('SELECT blockchain_url FROM members WHERE id = $1', [me.id]);
      const registered = saved.rows[0]?.blockchain_url ?? null;
      // Spec 2: the address is the saved one; a member without one registers it with the first request.
      if (registered && registered !== withdrawalAddress) throw badRequest(CM.addressNotRegistered, 'addressNotRegistered');
      if (!registered)
        await db.query('UPDATE members SET blockchain_url = $2 WHERE id = $1 AND blockchain_url IS NULL', [me.id, withdrawalAddress]);
      return insertUsdRequest(request, me.id, 1, 'usdt', amount, net, tok, withdrawalAddress, (id) => ({ id, message: C.withdrawalDone }));
    },
  );

  api.get('/charge/depositCancel', { config: { crossSiteGuard: true } }, async (request) => {
    const me = memberOf(request);
    const now = clock.now();
    const cancelled = await db.transaction(async (tx) => {
      await lockMember(tx, me.id);
      const { rows } = await tx.query<{ id: number }>(
        'SELECT id FROM charge_requests WHERE member_id = $1 AND deposit_mode = 0 AND charge_type = 1 AND status = 0 ORDER BY id DESC LIMIT 1 FOR UPDATE',
        [me.id],
      );
      if (!rows[0]) return false;
      await tx.query('UPDATE charge_requests SET status = 2, processed_at = $2, updated_at = $2 WHERE id = $1', [
        rows[0].id,
        new Date(now),
      ]);
      return true;
    });
    if (!cancelled) throw notFound(CM.nothingToCancel, 'nothingToCancel');
    return notice(C.usdDepositCancelled);
  });
}
