import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import type { Db } from '../db/db.js';
import { houseAccount, memberAccount } from './accounts.js';
import { checkLedger, ledgerIsSound, memberBalances } from './balances.js';
import { LedgerKeyConflictError } from './ledger-errors.js';
import { moveMoney, transfer } from './transfer.js';

let t: TestDatabase;
let db: Db;
let memberId: number;

beforeAll(async () => {
  t = await createTestDatabase();
  db = t.db;
  const { rows } = await db.query<{ id: number }>(
    "INSERT INTO members (user_id, nickname, password_hash, status) VALUES ('ledger01', '원장', 'x', 'active') RETURNING id",
  );
  memberId = rows[0]!.id;
});
afterAll(() => t.close());

const cash = () => memberAccount(memberId, 'cash');
const bank = houseAccount('bank', 'KRW');

describe('ledger transfer', () => {
  it('credits a member from the house and reads the balance back from the ledger', async () => {
    const r = await db.transaction((tx) => moveMoney(tx, { key: 'dep-1', kind: 'deposit', from: bank, to: cash(), amount: 50_000 }));
    expect(r).toMatchObject({ ok: true, replayed: false, balances: { [`m:${memberId}:cash`]: 50_000 } });
    expect((await memberBalances(db, memberId)).cash).toBe(50_000);
  });

  it('replays a used key without a second effect', async () => {
    const r = await db.transaction((tx) => moveMoney(tx, { key: 'dep-1', kind: 'deposit', from: bank, to: cash(), amount: 50_000 }));
    expect(r).toMatchObject({ ok: true, replayed: true });
    expect((await memberBalances(db, memberId)).cash).toBe(50_000);
  });

  it('throws when a used key names a different movement', async () => {
    await expect(
      db.transaction((tx) => moveMoney(tx, { key: 'dep-1', kind: 'deposit', from: bank, to: cash(), amount: 1 })),
    ).rejects.toBeInstanceOf(LedgerKeyConflictError);
  });

  it('refuses to take a member below zero and writes nothing', async () => {
    const r = await db.transaction((tx) => moveMoney(tx, { key: 'wd-1', kind: 'withdrawal', from: cash(), to: bank, amount: 50_001 }));
    expect(r).toEqual({
      ok: false,
      error: {
        kind: 'insufficientFunds',
        message: '보유머니가 부족합니다.',
        account: `m:${memberId}:cash`,
        accountKind: 'cash',
        balance: 50_000,
        needed: 50_001,
      },
    });
    const { rows } = await db.query("SELECT 1 FROM ledger_transfers WHERE idempotency_key = 'wd-1'");
    expect(rows).toHaveLength(0);
  });

  it('replays a made withdrawal even when the cash left no longer covers it', async () => {
    const spend = { key: 'wd-all', kind: 'withdrawal', from: cash(), to: bank, amount: 50_000 } as const;
    expect(await db.transaction((tx) => moveMoney(tx, spend))).toMatchObject({ ok: true, replayed: false });
    // The retry of the same movement is the same movement, not a refusal for want of cash.
    expect(await db.transaction((tx) => moveMoney(tx, spend))).toMatchObject({ ok: true, replayed: true });
    await expect(db.transaction((tx) => moveMoney(tx, { ...spend, amount: 40_000 }))).rejects.toBeInstanceOf(LedgerKeyConflictError);
    expect((await memberBalances(db, memberId)).cash).toBe(0);
    await db.transaction((tx) => moveMoney(tx, { key: 'dep-2', kind: 'deposit', from: bank, to: cash(), amount: 50_000 }));
  });

  it('writes the transfer, its entries and the balance in two statements once the accounts exist', async () => {
    let statements = 0;
    await db.transaction(async (tx) => {
      const counted = { query: ((sql: string, params?: readonly unknown[]) => (statements++, tx.query(sql, params))) as typeof tx.query };
      await moveMoney(counted, { key: 'count-1', kind: 'deposit', from: bank, to: cash(), amount: 10 });
      await moveMoney(counted, { key: 'count-2', kind: 'withdrawal', from: cash(), to: bank, amount: 10 });
    });
    expect(statements).toBe(4);
    expect((await memberBalances(db, memberId)).cash).toBe(50_000);
  });

  it('moves two currencies in one balanced transfer', async () => {
    const r = await db.transaction((tx) =>
      transfer(tx, {
        key: 'conv-1',
        kind: 'convert',
        legs: [
          { from: cash(), to: houseAccount('exchange', 'KRW'), amount: 15_000 },
          { from: houseAccount('exchange', 'USDT'), to: memberAccount(memberId, 'usdt'), amount: 10_000_000 },
        ],
      }),
    );
    expect(r.ok).toBe(true);
    const b = await memberBalances(db, memberId);
    expect(b.cash).toBe(35_000);
    expect(b.usdt).toBe(10_000_000);
    expect(ledgerIsSound(await checkLedger(db))).toBe(true);
  });

  it('rejects programmer errors: mixed currencies, zero amounts, self transfers', async () => {
    await expect(
      db.transaction((tx) => moveMoney(tx, { key: 'x1', kind: 'x', from: cash(), to: houseAccount('chain', 'USDT'), amount: 1 })),
    ).rejects.toThrow(RangeError);
    await expect(db.transaction((tx) => moveMoney(tx, { key: 'x2', kind: 'x', from: cash(), to: bank, amount: 0 }))).rejects.toThrow(
      RangeError,
    );
    await expect(db.transaction((tx) => moveMoney(tx, { key: 'x3', kind: 'x', from: cash(), to: cash(), amount: 5 }))).rejects.toThrow(
      RangeError,
    );
    await expect(db.transaction((tx) => moveMoney(tx, { key: 'x4', kind: 'x', from: cash(), to: bank, amount: 1.5 }))).rejects.toThrow(
      RangeError,
    );
  });

  it('lets the database refuse an unbalanced entry set and a negative member balance', async () => {
    await expect(
      db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          "INSERT INTO ledger_transfers (idempotency_key, kind, fingerprint) VALUES ('raw', 'raw', 'x') RETURNING id",
        );
        const acc = await tx.query<{ id: number }>("SELECT id FROM ledger_accounts WHERE ref = 'h:bank:KRW'");
        await tx.query("INSERT INTO ledger_entries (transfer_id, account_id, currency, amount) VALUES ($1, $2, 'KRW', 5)", [
          rows[0]!.id,
          acc.rows[0]!.id,
        ]);
      }),
    ).rejects.toThrow(/not balanced/);
    await expect(db.query('UPDATE ledger_accounts SET balance = -1 WHERE ref = $1', [`m:${memberId}:cash`])).rejects.toThrow(
      /member_balance_never_negative/,
    );
    await expect(db.query('DELETE FROM ledger_entries')).rejects.toThrow(/append-only/);
  });

  it('refuses db.query inside a transaction of the same database', async () => {
    await expect(db.transaction(() => db.query('SELECT 1'))).rejects.toThrow(/use the tx/);
  });
});
