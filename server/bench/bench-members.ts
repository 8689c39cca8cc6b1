/**
 * The members the HTTP benchmarks bet with, and what they bet on: a freshly migrated and seeded database plus `count`
 * members sharing member01's password hash, each funded through the ledger; and their login.
 */
import { resolveDeps } from '../src/app.js';
import type { Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { houseAccount, memberAccount } from '../src/ledger/accounts.js';
import { transfer } from '../src/ledger/transfer.js';
import { allModules } from '../src/modules.js';
import { seedIfEmpty } from '../src/seed/index.js';
import { logInWithPassword } from '../src/testing/bettors.js';

/** member01's demo password: the bench members share its hash. */
export const BENCH_PASSWORD = 'test1234';

export interface BenchMember {
  readonly id: number;
  readonly userId: string;
  cookie: string;
  csrf: string;
}

/**
 * Migrates, seeds the demo data and adds `count` members `<prefix>001`... with 1,000,000,000 won
 * each. `phoneBlock` (4 digits) keeps their phone and account numbers apart from other runs' members.
 */
export async function prepareBenchMembers(
  db: Db,
  options: { readonly count: number; readonly prefix: string; readonly nickname: string; readonly phoneBlock: string },
): Promise<BenchMember[]> {
  await migrate(db);
  await seedIfEmpty(resolveDeps({ db, config: { logger: false } }), allModules());
  const hash = (await db.query<{ password_hash: string }>("SELECT password_hash FROM members WHERE user_id = 'member01'")).rows[0]!
    .password_hash;
  const members: BenchMember[] = [];
  for (let i = 1; i <= options.count; i++) {
    const n = String(i).padStart(3, '0');
    const userId = `${options.prefix}${n}`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO members (user_id, nickname, password_hash, role, type, is_admin, status, user_type, phone_number, bank_code, bank_account_number, account_holder)
       VALUES ($1, $2, $3, 1, 0, false, 'active', 'A', $4, 4, $5, '홍길동') RETURNING id`,
      [
        userId,
        `${options.nickname}${i}`,
        hash,
        `010${options.phoneBlock}${String(i).padStart(4, '0')}`,
        `${options.phoneBlock}${String(i).padStart(8, '0')}`,
      ],
    );
    const id = Number(rows[0]!.id);
    await db.transaction((tx) =>
      transfer(tx, {
        key: `bench-fund:${id}`,
        kind: 'test.fund',
        legs: [{ from: houseAccount('adjustment', 'KRW'), to: memberAccount(id, 'cash'), amount: 1_000_000_000 }],
      }),
    );
    members.push({ id, userId, cookie: '', csrf: '' });
  }
  return members;
}

/** Logs the member in at `url`, keeping its session cookie and CSRF token on it. */
export const logInBenchMember = (url: string, m: BenchMember): Promise<void> => logInWithPassword(url, m, BENCH_PASSWORD);

/** One pick of a bench bet: what the betting call needs of an odds row. */
export interface BenchPick {
  fixtureId: number;
  sportId: number;
  marketId: number;
  oddsId: number;
  betPrice: number;
  version: number;
  betNameKorean: string;
}

/** A fixture row of GET /api/sports-{prematch,inplay}/fixtures, as far as the benches read it. */
export interface BenchFixtureRow {
  id: number;
  sportId: number;
  startDate: string;
  markets: {
    marketId: number;
    suspended: boolean;
    odds: { id: number; betPrice: number; version: number; suspended: boolean; betNameKorean: string }[];
  }[];
}

/** Open picks of fixtures starting more than an hour from now: one per fixture, priced 1.30 or more. */
export function openPrematchPicks(rows: readonly BenchFixtureRow[]): BenchPick[] {
  const picks: BenchPick[] = [];
  for (const f of rows) {
    if (Date.parse(f.startDate) < Date.now() + 3_600_000) continue;
    const market = f.markets.find((m) => !m.suspended && m.odds.some((x) => !x.suspended && x.betPrice >= 1.3));
    const o = market?.odds.find((x) => !x.suspended && x.betPrice >= 1.3);
    if (market && o)
      picks.push({
        fixtureId: f.id,
        sportId: f.sportId,
        marketId: market.marketId,
        oddsId: o.id,
        betPrice: o.betPrice,
        version: o.version,
        betNameKorean: o.betNameKorean,
      });
  }
  if (picks.length === 0) throw new Error('no open pre-match pick');
  return picks;
}
