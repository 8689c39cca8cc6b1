import { SPORTS_PRICE_FRESHNESS_MS } from '@bet/core/shared';
import type { Queryable } from '../../../db/db.js';

/**
 * The live feed's confirmation of its prices (table sports_feed_confirmation). A running feed
 * holds every open price and would have sent a change, so each confirmation vouches for all the
 * prices it stores, pre-match and in-play alike; a price is fresh while the last confirmation is
 * under SPORTS_PRICE_FRESHNESS_MS old (core: the one limit, shared with the client's notice).
 */

/** Records that the feed running on this instance stands behind its stored prices at `now`. */
export async function confirmFeed(db: Queryable, now: number): Promise<void> {
  await writeConfirmation(db, new Date(now).toISOString());
}

/**
 * A feed driven by hand (tests, the browser tests' site server: the test is the feed and moves
 * it) never falls silent on its own: its confirmation never ages.
 */
export async function confirmHandDrivenFeed(db: Queryable): Promise<void> {
  await writeConfirmation(db, 'infinity');
}

async function writeConfirmation(db: Queryable, at: string): Promise<void> {
  await db.query(
    `INSERT INTO sports_feed_confirmation (id, confirmed_at) VALUES (1, $1::timestamptz)
     ON CONFLICT (id) DO UPDATE SET confirmed_at = EXCLUDED.confirmed_at`,
    [at],
  );
}

/**
 * SQL boolean: the feed confirmed its prices less than the freshness limit before the time in
 * parameter `$param` (ISO text). No confirmation at all (no feed ever ran) is not fresh.
 */
export const feedFreshSql = (param: number): string =>
  `COALESCE((SELECT confirmed_at > $${param}::timestamptz - interval '${SPORTS_PRICE_FRESHNESS_MS} milliseconds'
              FROM sports_feed_confirmation WHERE id = 1), false)`;
