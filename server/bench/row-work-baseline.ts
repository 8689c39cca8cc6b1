/**
 * The row work of one single-leg bet, without the server: an idempotency record, the odds read,
 * the member's debit and the house's credit, a ledger transfer with its two entries, the slip
 * and its leg, in one transaction. pgbench runs it on PostgreSQL; a plain loop runs it on PGlite.
 * What the server does beyond this (HTTP, session, rules, JSON) is its overhead: the benchmark
 * prints bets/s divided by this rate.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDb } from '../src/db/pglite-db.js';
import type { Sql } from '../src/db/db.js';

const MEMBERS = 64;

const SCHEMA = `
DROP TABLE IF EXISTS bench_keys, bench_odds, bench_accounts, bench_transfers, bench_entries, bench_slips, bench_legs;
CREATE TABLE bench_keys (key text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE bench_odds (id bigint PRIMARY KEY, price int NOT NULL, version int NOT NULL);
CREATE TABLE bench_accounts (id bigint PRIMARY KEY, balance bigint NOT NULL CHECK (id = 0 OR balance >= 0));
CREATE TABLE bench_transfers (id bigserial PRIMARY KEY, key text UNIQUE NOT NULL, kind text NOT NULL, member_id bigint, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE bench_entries (id bigserial PRIMARY KEY, transfer_id bigint NOT NULL, account_id bigint NOT NULL, amount bigint NOT NULL);
CREATE TABLE bench_slips (id bigserial PRIMARY KEY, member_id bigint NOT NULL, amount bigint NOT NULL, total_ratio int NOT NULL, payload text, created_at timestamptz NOT NULL DEFAULT now());
CREATE TABLE bench_legs (slip_id bigint NOT NULL, leg_no int NOT NULL, odds_id bigint NOT NULL, price int NOT NULL, payload text, PRIMARY KEY (slip_id, leg_no));
INSERT INTO bench_odds SELECT g, 185, 1 FROM generate_series(1, 100) g;
INSERT INTO bench_accounts SELECT g, 1000000000000 FROM generate_series(0, ${MEMBERS}) g;
`;

/** One bet's statements; :m is the member, :o the odds row, :key a fresh key. */
const BET = [
  'INSERT INTO bench_keys (key) VALUES (:key::text)',
  'SELECT price, version FROM bench_odds WHERE id = :o::bigint',
  'UPDATE bench_accounts SET balance = balance - 1000 WHERE id = :m::bigint AND balance >= 1000',
  'UPDATE bench_accounts SET balance = balance + 1000 WHERE id = 0',
  "WITH t AS (INSERT INTO bench_transfers (key, kind, member_id) VALUES (:key::text, 'bet.stake', :m::bigint) RETURNING id) INSERT INTO bench_entries (transfer_id, account_id, amount) SELECT id, :m::bigint, -1000 FROM t UNION ALL SELECT id, 0, 1000 FROM t",
  "WITH s AS (INSERT INTO bench_slips (member_id, amount, total_ratio, payload) VALUES (:m::bigint, 1000, 185, repeat('x', 200)) RETURNING id) INSERT INTO bench_legs SELECT id, 1, :o::bigint, 185, repeat('y', 200) FROM s",
];

/** pgbench with the bet's row work, `clients` connections for `seconds`; returns transactions/s. */
export function pgbenchRowWork(databaseUrl: string, clients: number, seconds: number): number {
  execFileSync('psql', [databaseUrl, '-q', '-v', 'ON_ERROR_STOP=1', '-c', SCHEMA], { stdio: 'pipe' });
  const script = [
    '\\set o random(1, 100)',
    '\\set m (:client_id % 64) + 1',
    'BEGIN;',
    ...BET.map((s) => `${s.replace(/:key::text/g, 'md5(random()::text || clock_timestamp()::text)')};`),
    'END;',
  ].join('\n');
  const file = join(mkdtempSync(join(tmpdir(), 'pgbench-')), 'bet.sql');
  writeFileSync(file, script);
  const out = execFileSync('pgbench', ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', file, databaseUrl], {
    stdio: 'pipe',
  }).toString();
  const tps = /tps = ([\d.]+)/.exec(out);
  if (!tps) throw new Error(`pgbench printed no tps:\n${out}`);
  return Number(tps[1]);
}

/** The same transaction in a loop on the embedded PGlite (one connection); returns transactions/s. */
export async function pgliteRowWorkBaseline(dataDir: string, seconds: number): Promise<number> {
  const db = await openPgliteDb(dataDir);
  try {
    await db.exec(SCHEMA);
    let n = 0;
    const until = performance.now() + seconds * 1000;
    while (performance.now() < until) {
      const m = (n % MEMBERS) + 1;
      const o = (n % 100) + 1;
      const key = `k${n}-${Math.random()}`;
      await db.transaction(async (tx: Sql) => {
        for (const statement of BET) {
          const params: unknown[] = [];
          const text = statement.replace(/:(key|m|o)\b/g, (_, name: string) => {
            params.push(name === 'key' ? key : name === 'm' ? m : o);
            return `$${params.length}`;
          });
          await tx.query(text, params);
        }
      });
      n++;
    }
    return n / seconds;
  } finally {
    await db.close();
  }
}
