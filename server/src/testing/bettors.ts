import { randomUUID } from 'node:crypto';
import { RETRY_LATER_CODE } from '@bet/core/shared';
import type { Db } from '../db/db.js';
import { houseAccount, memberAccount } from '../ledger/accounts.js';
import { transfer } from '../ledger/transfer.js';

/**
 * Bettors for the outage tests: members placing single-leg pre-match bets over HTTP against a
 * server process, each bet one intent with one Idempotency-Key, retried with that key the way
 * core's money retry does (no answer, or 503 `retryLater`) until it gets a final answer.
 */

export interface Bettor {
  readonly id: number;
  readonly userId: string;
  cookie: string;
  csrf: string;
}

export interface Pick {
  fixtureId: number;
  sportId: number;
  marketId: number;
  oddsId: number;
  betPrice: number;
  version: number;
  betNameKorean: string;
}

/** The password of every bettor: member01's demo password (they share its stored hash). */
const PASSWORD = 'test1234';
export const STAKE = 5_000;

/** `count` members `<prefix>01`... sharing member01's password hash, 100,000,000 won each. */
export async function addBettors(db: Db, count: number, prefix: string): Promise<Bettor[]> {
  const { rows } = await db.query<{ password_hash: string }>("SELECT password_hash FROM members WHERE user_id = 'member01'");
  const hash = rows[0]!.password_hash;
  const bettors: Bettor[] = [];
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    const inserted = await db.query<{ id: number }>(
      `INSERT INTO members (user_id, nickname, password_hash, role, type, is_admin, status, user_type, phone_number, bank_code, bank_account_number, account_holder)
       VALUES ($1, $2, $3, 1, 0, false, 'active', 'A', $4, 4, $5, '홍길동') RETURNING id`,
      [`${prefix}${n}`, `베터${prefix}${n}`, hash, `0109900${n.padStart(4, '0')}`, `99000000${n.padStart(4, '0')}`],
    );
    const id = Number(inserted.rows[0]!.id);
    await db.transaction((tx) =>
      transfer(tx, {
        key: `test-fund:${id}`,
        kind: 'test.fund',
        legs: [{ from: houseAccount('adjustment', 'KRW'), to: memberAccount(id, 'cash'), amount: 100_000_000 }],
      }),
    );
    bettors.push({ id, userId: `${prefix}${n}`, cookie: '', csrf: '' });
  }
  return bettors;
}

/** A member's API session as a script holds it: the cookie header and the CSRF token. */
export interface ApiLogin {
  readonly userId: string;
  cookie: string;
  csrf: string;
}

/** Logs `who` in through POST /api/auth/login at `baseUrl`, keeping its session cookie and CSRF token on it. */
export async function logInWithPassword(baseUrl: string, who: ApiLogin, password: string): Promise<void> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: who.userId, password }),
  });
  if (res.status !== 200) throw new Error(`login ${who.userId}: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]!);
  who.cookie = cookies.join('; ');
  who.csrf = cookies.find((c) => c.startsWith('csrf='))?.slice(5) ?? '';
}

export const logIn = (baseUrl: string, bettor: Bettor): Promise<void> => logInWithPassword(baseUrl, bettor, PASSWORD);

interface FixtureRow {
  id: number;
  sportId: number;
  startDate: string;
  markets: {
    marketId: number;
    suspended: boolean;
    odds: { id: number; betPrice: number; version: number; suspended: boolean; betNameKorean: string }[];
  }[];
}

/** One open pick of each fixture starting more than an hour from now. */
export async function openPicks(baseUrl: string): Promise<Pick[]> {
  const rows = (await (await fetch(`${baseUrl}/api/sports-prematch/fixtures?perpage=100`)).json()) as FixtureRow[];
  const picks: Pick[] = [];
  for (const f of rows) {
    if (Date.parse(f.startDate) < Date.now() + 3_600_000) continue;
    const market = f.markets.find((m) => !m.suspended && m.odds.some((x) => !x.suspended));
    const o = market?.odds.find((x) => !x.suspended);
    if (market && o) {
      const { id: oddsId, betPrice, version, betNameKorean } = o;
      picks.push({ fixtureId: f.id, sportId: f.sportId, marketId: market.marketId, oddsId, betPrice, version, betNameKorean });
    }
  }
  if (picks.length === 0) throw new Error('no open pre-match pick');
  return picks;
}

/** How one intent ended: its key, the final status and body, and how many tries it took. */
export interface BetIntent {
  readonly bettor: Bettor;
  readonly key: string;
  status: number | 'no answer';
  body: string;
  tries: number;
  /** The final answer was a replay of a committed one (`Idempotent-Replay: true`). */
  replayed: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isRetryLater = (status: number, body: string): boolean => {
  if (status !== 503) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === RETRY_LATER_CODE;
  } catch {
    return false;
  }
};

/**
 * Places one bet on `pick`, retrying with the same key every `retryMs` while there is no answer or
 * a 503 `retryLater`, for up to `giveUpMs`. A moved price (409 with the new ones) updates the pick.
 */
export async function placeBet(
  baseUrl: string,
  bettor: Bettor,
  pick: Pick,
  retry = { retryMs: 250, giveUpMs: 20_000 },
): Promise<BetIntent> {
  const intent: BetIntent = { bettor, key: randomUUID(), status: 'no answer', body: '', tries: 0, replayed: false };
  const body = JSON.stringify({
    memberId: bettor.id,
    totalRatio: pick.betPrice,
    amounts: STAKE,
    bettings: [pick],
    gameDetailType: 91,
    gameStyle: 'EU',
    changeFlag: false,
  });
  const until = Date.now() + retry.giveUpMs;
  for (;;) {
    intent.tries++;
    try {
      const res = await fetch(`${baseUrl}/api/sports-prematch/betting`, {
        method: 'POST',
        headers: {
          cookie: bettor.cookie,
          'x-csrf-token': bettor.csrf,
          'idempotency-key': intent.key,
          'content-type': 'application/json',
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      intent.status = res.status;
      intent.body = await res.text();
      intent.replayed = res.headers.get('idempotent-replay') === 'true';
      if (!isRetryLater(res.status, intent.body)) break;
    } catch {
      intent.status = 'no answer';
      intent.body = '';
    }
    if (Date.now() >= until) break;
    await pause(retry.retryMs);
  }
  if (intent.status === 409) {
    const moved = (JSON.parse(intent.body) as { bettings?: { oddsId: number; betPrice: number; version: number }[] }).bettings ?? [];
    for (const m of moved) if (m.oddsId === pick.oddsId) Object.assign(pick, { betPrice: m.betPrice, version: m.version });
  }
  return intent;
}

/** Each bettor runs `perBettor` loops of back-to-back intents until `stop()` says so. */
export function runBettors(
  baseUrl: string,
  bettors: readonly Bettor[],
  picks: readonly Pick[],
  perBettor: number,
): { stop(): Promise<BetIntent[]> } {
  const intents: BetIntent[] = [];
  let running = true;
  let next = 0;
  const loop = async (bettor: Bettor): Promise<void> => {
    while (running) {
      intents.push(await placeBet(baseUrl, bettor, picks[next++ % picks.length]!));
      await pause(20);
    }
  };
  const loops = bettors.flatMap((b) => Array.from({ length: perBettor }, () => loop(b)));
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return intents;
    },
  };
}

/**
 * What the database holds for `intents`: per intent key, the stake transfers written under it
 * (`bet-stake:<member>:<key>`) and the slips its stored answer names.
 */
export async function stakesByKey(db: Db, intents: readonly BetIntent[]): Promise<Map<string, number>> {
  const keys = intents.map((i) => `bet-stake:${i.bettor.id}:${i.key}`);
  const { rows } = await db.query<{ idempotency_key: string; n: number | string }>(
    'SELECT idempotency_key, count(*) AS n FROM ledger_transfers WHERE idempotency_key = ANY($1::text[]) GROUP BY idempotency_key',
    [keys],
  );
  return new Map(rows.map((r) => [r.idempotency_key.split(':').pop()!, Number(r.n)]));
}
