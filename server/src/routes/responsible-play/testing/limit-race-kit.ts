import { randomUUID } from 'node:crypto';
import { signCallback } from '../../casino/casino-signature.js';
import { createCasinoModule } from '../../casino/index.js';
import { TEST_CASINO_SECRET } from '../../casino/testing/casino-harness.js';
import { IDEMPOTENCY_HEADER } from '../../../plugins/idempotency.js';
import type { SportsMember, SportsTestApp, TestAnswer } from '../../sports/testing/sports-test-app.js';
import { buildSportsTestApp } from '../../sports/testing/sports-test-app.js';

/**
 * Races against a member's responsible-play limits (issue 29 defect 3): RACERS stakes of one
 * member fired at once at the listening server, each with its own Idempotency-Key, while each
 * read of the server clock answers a millisecond earlier than the one before: the racers stamp
 * different times, and the first to reach the database stamps the latest (instances behind one
 * balancer whose clocks differ by a few milliseconds do this). A stake must count every stake
 * committed before it, whatever its stamp. On the real server (DATABASE_URL) the racers truly
 * run at once; on PGlite they take turns.
 */
export const RACERS = 20;

export type Used = Record<'deposit' | 'wager' | 'loss', Record<'day' | 'week' | 'month', number>>;

/** The sports app with mini-games and virtual games running, and the casino whose callbacks tests sign. */
export function buildLimitRaceApp(): Promise<SportsTestApp> {
  return buildSportsTestApp({ extraModules: [createCasinoModule({ secret: TEST_CASINO_SECRET })] });
}

export async function setLimit(t: SportsTestApp, m: SportsMember, kind: keyof Used, period: string, amount: number): Promise<void> {
  const res = await t.call(m, { method: 'PUT', url: '/api/responsible-play/limits', payload: { kind, period, amount } });
  if (res.statusCode !== 200) throw new Error(`limit not set: ${res.statusCode} ${res.body}`);
}

/** What GET /api/responsible-play shows the member as used. */
export const usedOf = async (t: SportsTestApp, m: SportsMember): Promise<Used> =>
  (await t.call(m, { url: '/api/responsible-play' })).json().used as Used;

/** Sends `send(i, headers)` RACERS times at once (headers: a fresh Idempotency-Key each) on the skewed clock. */
export async function race(
  t: SportsTestApp,
  send: (i: number, headers: Record<string, string>) => Promise<TestAnswer>,
): Promise<TestAnswer[]> {
  t.harness.clock.tickOnEveryRead(-1);
  try {
    return await Promise.all(Array.from({ length: RACERS }, (_, i) => send(i, { [IDEMPOTENCY_HEADER]: randomUUID() })));
  } finally {
    t.harness.clock.tickOnEveryRead(0);
  }
}

export interface RaceTally {
  /** Indexes of the racers whose stake was taken (a 200 answer that is not a refusal in disguise). */
  readonly accepted: number[];
  /** Each refusal as "status message", once per distinct line. */
  readonly refusals: Set<string>;
}

/** A 200 answer took the stake unless it is in-play's result '10' (odds changed, nothing placed). */
const took = (a: TestAnswer): boolean => a.statusCode === 200 && a.json().result !== '10';

export function tally(answers: readonly TestAnswer[]): RaceTally {
  return {
    accepted: answers.flatMap((a, i) => (took(a) ? [i] : [])),
    refusals: new Set(answers.filter((a) => !took(a)).map((a) => `${a.statusCode} ${a.json().message}`)),
  };
}

/** A bet callback of the casino provider, signed as the provider signs it. */
export function casinoBet(t: SportsTestApp, fields: { uid: string; gameId: string; roundId: string; amount: number }, headers = {}) {
  const signed = { ...fields, type: 'bet', transactionId: `${fields.roundId}:bet` };
  return t.call(null, {
    method: 'POST',
    url: '/api/casino/callback',
    payload: { ...signed, signature: signCallback(TEST_CASINO_SECRET, signed) },
    headers,
  });
}

/** The member's game account id at the casino provider (made by the first launch). */
export async function casinoUid(t: SportsTestApp, m: SportsMember, gameId: string): Promise<string> {
  const res = await t.call(m, { method: 'POST', url: '/api/casino/launch', payload: { memberId: m.id, gameId } });
  const url = res.json().url as string;
  return decodeURIComponent(new URL(url, 'http://x').searchParams.get('token') ?? '').split('.')[0]!;
}

export interface RoundBoard {
  rounds: { id: number; fixtureId: number; round: number; picks: { oddsId: number; betPrice: number; name: string; marketId: number }[] }[];
}

/** The open rounds of a mini-game or virtual board. */
export const boardOf = async (t: SportsTestApp, url: string): Promise<RoundBoard> => (await t.call(null, { url })).json() as RoundBoard;
