import { JACKPOT_SHARE_BPS, jackpotShareOf } from '@bet/core/jackpot';
import { formatKstDateTime } from '@bet/core/shared';
import type { Sql } from '../../db/db.js';
import type { ServerClock } from '../../ports/clock.js';
import { houseAccount } from '../../ledger/accounts.js';
import { transfer, type TransferLeg } from '../../ledger/transfer.js';
import { JACKPOT_ACCOUNT, jackpotPoolAmount } from './jackpot-store.js';

export { jackpotPoolAmount };

/**
 * The progressive jackpot's pool: a house account of the ledger ('h:jackpot:KRW'), so the figure
 * the counter shows is money the house has set aside, not a decoration. It is fed by:
 * - every casino or slot bet: JACKPOT_SHARE_BPS of the stake moves from house `casino` to house
 *   `jackpot` as a second leg of the bet's own transfer (same key, same transaction, balanced);
 * - the operator's seed at the first start: JACKPOT_SEED_WON from house `promotion`.
 * Paying the pool out is not built (the spec names no winning rule): see server/CONTEXT.md.
 */
export { JACKPOT_ACCOUNT };

/** The pool's starting amount (1억 원), moved from the operator's promotion money when the database is seeded. */
export const JACKPOT_SEED_WON = 100_000_000;

/**
 * How long one read of the pool is answered again. Every open top page, casino and slot lobby
 * polls every 30 s; the sum over the pool's entries is read at most once per this interval per
 * server instance, whatever the number of pages.
 */
export const JACKPOT_READ_MAX_AGE_MS = 5_000;

/** The bet transfer's second leg (house casino -> jackpot), or none when the share rounds to 0 won. */
export function jackpotContributionLegs(stake: number): TransferLeg[] {
  const share = jackpotShareOf(stake);
  return share > 0 ? [{ from: houseAccount('casino', 'KRW'), to: JACKPOT_ACCOUNT, amount: share }] : [];
}

/** Seeds the pool once (idempotent by its key), inside the seed's transaction. */
export async function seedJackpotPool(tx: Sql, at: number): Promise<void> {
  await transfer(tx, {
    key: 'jackpot:seed',
    kind: 'jackpot.seed',
    memo: 'progressive jackpot seed',
    memberId: null,
    at,
    legs: [{ from: houseAccount('promotion', 'KRW'), to: JACKPOT_ACCOUNT, amount: JACKPOT_SEED_WON }],
  });
}

export interface JackpotReading {
  readonly amount: number;
  /** KST 'YYYY-MM-DD HH:mm:ss' of the read (the server's clock). */
  readonly readAt: string;
  readonly shareBps: number;
}

/**
 * The public read of the pool, re-read from the ledger at most every JACKPOT_READ_MAX_AGE_MS of
 * the server's clock; `readAt` is the time of that read, so an answered-again figure says how old it is.
 */
export function createJackpotReader(deps: { readonly db: Sql; readonly clock: ServerClock }): () => Promise<JackpotReading> {
  let last: { readonly at: number; readonly reading: JackpotReading } | null = null;
  return async () => {
    const now = deps.clock.now();
    if (last && now >= last.at && now - last.at < JACKPOT_READ_MAX_AGE_MS) return last.reading;
    const reading = { amount: await jackpotPoolAmount(deps.db), readAt: formatKstDateTime(now), shareBps: JACKPOT_SHARE_BPS };
    last = { at: now, reading };
    return reading;
  };
}
