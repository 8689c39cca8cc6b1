import fc from 'fast-check';
import { microUsdtForWon, wonForMicroUsdt, type ExchangeRate } from '@bet/core/charge';
import { createHarness, json, type Caller, type Harness } from '../testing/harness.js';
import { checkLedger } from './balances.js';

/**
 * Random sequences of deposits (approved or rejected), withdrawals (approved or rejected),
 * conversions both ways, point and casino transfers, and bets (stake, then payout or refund)
 * through the HTTP API. After every step: no member account is negative, the ledger sums to
 * zero per currency, every member balance equals the sum of its entries, and the member's
 * balances equal a simple model that applies only the steps the server accepted.
 */
type Op =
  | { kind: 'deposit'; amount: number; approve: boolean }
  | { kind: 'withdraw'; amount: number; approve: boolean }
  | { kind: 'toUsd'; won: number }
  | { kind: 'toCash'; micro: number }
  | { kind: 'pointsToCash'; points: number }
  | { kind: 'toCasino'; won: number }
  | { kind: 'fromCasino'; won: number }
  | { kind: 'bet'; stake: number; outcome: 'lost' | 'won' | 'cancelled' };

const RATE = 150_000 as ExchangeRate;

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    amount: fc.integer({ min: 1, max: 30 }).map((n) => n * 10_000),
    approve: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 1, max: 40 }).map((n) => n * 10_000),
    approve: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('toUsd' as const), won: fc.integer({ min: 0, max: 300_000 }) }),
  fc.record({ kind: fc.constant('toCash' as const), micro: fc.integer({ min: 0, max: 200_000_000 }) }),
  fc.record({ kind: fc.constant('pointsToCash' as const), points: fc.integer({ min: 0, max: 20_000 }) }),
  fc.record({ kind: fc.constant('toCasino' as const), won: fc.integer({ min: 0, max: 200_000 }) }),
  fc.record({ kind: fc.constant('fromCasino' as const), won: fc.integer({ min: 0, max: 200_000 }) }),
  fc.record({
    kind: fc.constant('bet' as const),
    stake: fc.integer({ min: 1, max: 200_000 }),
    outcome: fc.constantFrom('lost' as const, 'won' as const, 'cancelled' as const),
  }),
);

interface Model {
  cash: number;
  usdt: number;
  point: number;
  casino: number;
}

let h: Harness;
let admin: Caller;
let n = 0;

beforeAll(async () => {
  h = await createHarness();
  await h.db.query("INSERT INTO settings (key, value) VALUES ('withdrawalCooldownMinutes', '0'), ('withdrawalRollingPercent', '0')");
  admin = await h.as(await h.createMember('propadmin', { isAdmin: true }));
});
afterAll(() => h.close());

async function apply(m: Caller, model: Model, op: Op): Promise<void> {
  const ok = (status: number) => status === 200;
  switch (op.kind) {
    case 'deposit': {
      const res = await m.inject({
        method: 'POST',
        url: '/api/charge',
        payload: {
          memberId: m.memberId,
          depositMode: 0,
          depositAmount: op.amount,
          depositName: '홍길동',
          userDisplayFlag: 1,
          type: 0,
          pointType: 3,
        },
      });
      if (!ok(res.statusCode)) return;
      const { id } = json<{ id: number }>(res);
      const decided = await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/${op.approve ? 'approve' : 'reject'}` });
      if (ok(decided.statusCode) && op.approve) model.cash += op.amount;
      return;
    }
    case 'withdraw': {
      const res = await m.inject({
        method: 'POST',
        url: '/api/charge',
        payload: { memberId: m.memberId, depositMode: 1, depositAmount: op.amount, depositName: '홍길동', userDisplayFlag: 1 },
      });
      if (!ok(res.statusCode)) return;
      model.cash -= op.amount;
      const { id } = json<{ id: number }>(res);
      const decided = await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/${op.approve ? 'approve' : 'reject'}` });
      if (ok(decided.statusCode) && !op.approve) model.cash += op.amount;
      return;
    }
    case 'toUsd': {
      const res = await m.inject({ method: 'POST', url: '/api/dewit/increase', payload: { amount: op.won } });
      if (!ok(res.statusCode)) return;
      model.cash -= op.won;
      model.usdt += microUsdtForWon(op.won, RATE)!;
      return;
    }
    case 'toCash': {
      const res = await m.inject({ method: 'POST', url: '/api/dewit/decrease', payload: { amount: op.micro } });
      if (!ok(res.statusCode)) return;
      model.usdt -= op.micro;
      model.cash += wonForMicroUsdt(op.micro, RATE)!;
      return;
    }
    case 'pointsToCash': {
      const res = await m.inject({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: m.memberId, point: op.points } });
      if (!ok(res.statusCode)) return;
      model.point -= op.points;
      model.cash += op.points;
      return;
    }
    case 'toCasino':
    case 'fromCasino': {
      const toCasino = op.kind === 'toCasino';
      const res = await m.inject({
        method: 'POST',
        url: toCasino ? '/api/emoney/emoney-to-opera' : '/api/emoney/opera-to-emoney',
        payload: { memberId: m.memberId, emoney: op.won, totalEmoney: 0, code: toCasino ? 4 : 3 },
      });
      if (!ok(res.statusCode)) return;
      model.cash += toCasino ? -op.won : op.won;
      model.casino += toCasino ? op.won : -op.won;
      return;
    }
    case 'bet': {
      const key = `prop-bet-${m.memberId}-${++n}`;
      const wallet = h.app.deps.wallet;
      const staked = await h.db.transaction((tx) =>
        wallet.debit(tx, { memberId: m.memberId, amount: op.stake, idempotencyKey: `${key}:stake`, reason: 'bet stake' }),
      );
      if (!staked.ok) return;
      model.cash -= op.stake;
      if (op.outcome === 'lost') return;
      const back = op.outcome === 'won' ? op.stake * 2 : op.stake;
      await h.db.transaction((tx) =>
        wallet.credit(tx, {
          memberId: m.memberId,
          amount: back,
          idempotencyKey: `${key}:settle`,
          reason: op.outcome,
          kind: op.outcome === 'won' ? 'payout' : 'refund',
        }),
      );
      // Settling twice (a retried settlement) must not pay twice.
      await h.db.transaction((tx) =>
        wallet.credit(tx, {
          memberId: m.memberId,
          amount: back,
          idempotencyKey: `${key}:settle`,
          reason: op.outcome,
          kind: op.outcome === 'won' ? 'payout' : 'refund',
        }),
      );
      model.cash += back;
      return;
    }
  }
}

describe('ledger invariants under random money traffic', () => {
  it('property: no negative balance, balanced ledger, balances = sum of entries = the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        const m = await h.as(await h.createMember(`prop${String(++n).padStart(5, '0')}`));
        const model: Model = { cash: 200_000, usdt: 50_000_000, point: 10_000, casino: 0 };
        await h.fund(m.memberId, 'cash', model.cash);
        await h.fund(m.memberId, 'usdt', model.usdt);
        await h.fund(m.memberId, 'point', model.point);
        for (const op of ops) {
          await apply(m, model, op);
          expect(await checkLedger(h.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
          const seen = json<{ emoney: number; usdt: number; point: number; casinoMoney: number }>(
            await m.inject({ method: 'GET', url: `/api/member/${m.memberId}` }),
          );
          expect({ cash: seen.emoney, usdt: seen.usdt, point: seen.point, casino: seen.casinoMoney }).toEqual(model);
        }
      }),
      { numRuns: 12 },
    );
  });
});
