import fc from 'fast-check';
import { LIMIT_KINDS, LIMIT_PERIODS, periodStart, type LimitKind, type LimitPeriod } from '@bet/core/responsible-play';
import type { Db } from '../../db/db.js';
import { createTestDatabase, type TestDatabase } from '../../testing/test-db.js';
import { readLimits } from './responsible-play-store.js';
import { guardDeposit, guardStake } from './responsible-play-guards.js';
import { changeLimit, confirmLimit } from './responsible-play-use-cases.js';

/**
 * Issue 13: for random sequences of deposits, bets, wins, limit changes and time passing, no
 * accepted operation ever crosses a limit in force at that moment. The oracle is the test's own
 * record of what was accepted (amounts and times, period sums recomputed here), checked against
 * the limits read back from the database before each operation.
 */
type Op =
  | { readonly type: 'limit'; readonly kind: LimitKind; readonly period: LimitPeriod; readonly amount: number | null }
  | { readonly type: 'confirm'; readonly kind: LimitKind; readonly period: LimitPeriod }
  | { readonly type: 'deposit'; readonly amount: number }
  | { readonly type: 'bet'; readonly amount: number }
  | { readonly type: 'win'; readonly share: number }
  | { readonly type: 'wait'; readonly ms: number };

const kind = fc.constantFrom(...LIMIT_KINDS);
const period = fc.constantFrom(...LIMIT_PERIODS);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant('limit' as const),
    kind,
    period,
    amount: fc.option(
      fc.integer({ min: 1, max: 60 }).map((n) => n * 1_000),
      { nil: null },
    ),
  }),
  fc.record({ type: fc.constant('confirm' as const), kind, period }),
  fc.record({ type: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 30 }).map((n) => n * 1_000) }),
  fc.record({ type: fc.constant('bet' as const), amount: fc.integer({ min: 1, max: 30 }).map((n) => n * 1_000) }),
  fc.record({ type: fc.constant('win' as const), share: fc.integer({ min: 0, max: 300 }) }),
  fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3 * 86_400_000 }) }),
);

interface Accepted {
  readonly at: number;
  readonly amount: number;
  /** For a bet: what it paid back so far. */
  returned: number;
  readonly slipId?: number;
}

let database: TestDatabase;
let db: Db;
let memberNo = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.close());

async function newMember(): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (user_id, nickname, password_hash, status, phone_number) VALUES ($1, $1, 'x', 'active', $2) RETURNING id`,
    [`rpprop${++memberNo}`, `0109${String(memberNo).padStart(7, '0')}`],
  );
  return Number(rows[0]!.id);
}

const sumIn = (list: readonly Accepted[], p: LimitPeriod, now: number, value: (a: Accepted) => number): number =>
  list.filter((a) => a.at >= periodStart(p, now) && a.at <= now).reduce((s, a) => s + value(a), 0);

describe('responsible play under random sequences', () => {
  it('never accepts a deposit or a bet that crosses a limit in force at that moment', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        const memberId = await newMember();
        const actor = { memberId, ip: '127.0.0.1' };
        let now = Date.UTC(2026, 2, 2, 3, 0, 0);
        const deposits: Accepted[] = [];
        const bets: Accepted[] = [];
        for (const o of ops) {
          const inForce = (await readLimits(db, memberId)).filter((l) => l.amount !== null);
          const limitOf = (k: LimitKind, p: LimitPeriod) => inForce.find((l) => l.kind === k && l.period === p)?.amount ?? null;
          if (o.type === 'wait') now += o.ms;
          else if (o.type === 'limit') await changeLimit(db, { memberId, actor, kind: o.kind, period: o.period, amount: o.amount, now });
          else if (o.type === 'confirm') await confirmLimit(db, { memberId, actor, kind: o.kind, period: o.period, now });
          else if (o.type === 'deposit') {
            const accepted = await db.transaction(async (tx) => {
              const g = await guardDeposit(tx, { memberId, amount: o.amount, now });
              if (!g.ok) return false;
              await tx.query(
                `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, status, created_at, updated_at)
                 VALUES ($1, 0, 0, 'cash', $2, 1, $3, $3)`,
                [memberId, o.amount, new Date(now).toISOString()],
              );
              return true;
            });
            const wouldCross = LIMIT_PERIODS.some((p) => {
              const limit = limitOf('deposit', p);
              return limit !== null && sumIn(deposits, p, now, (a) => a.amount) + o.amount > limit;
            });
            expect(accepted).toBe(!wouldCross);
            if (accepted) deposits.push({ at: now, amount: o.amount, returned: 0 });
          } else if (o.type === 'bet') {
            const slipId = await db.transaction(async (tx) => {
              const g = await guardStake(tx, { memberId, amount: o.amount, now });
              if (!g.ok) return null;
              const { rows } = await tx.query<{ id: number }>(
                `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, e_money, stake_key, created_at)
                 VALUES ($1, 'u', 'n', 1, 91, $2, 200, $3, 0, $4, $5) RETURNING id`,
                [memberId, o.amount, o.amount * 2, `prop-${memberId}-${bets.length}-${now}`, new Date(now).toISOString()],
              );
              return Number(rows[0]!.id);
            });
            const wouldCross = LIMIT_PERIODS.some((p) => {
              const wager = limitOf('wager', p);
              const loss = limitOf('loss', p);
              return (
                (wager !== null && sumIn(bets, p, now, (a) => a.amount) + o.amount > wager) ||
                (loss !== null && sumIn(bets, p, now, (a) => a.amount - a.returned) + o.amount > loss)
              );
            });
            expect(slipId !== null).toBe(!wouldCross);
            if (slipId !== null) bets.push({ at: now, amount: o.amount, returned: 0, slipId });
          } else {
            const last = bets.at(-1);
            if (!last || last.returned > 0) continue;
            last.returned = Math.floor((last.amount * o.share) / 100);
            await db.query('UPDATE bet_slips SET win_amount = $2, settlement_flag = 1, status = 1 WHERE id = $1', [
              last.slipId,
              last.returned,
            ]);
          }
        }
      }),
      { numRuns: 25 },
    );
  });
});
