import type { Queryable } from '../../../db/db.js';

/**
 * Lease length; the holder renews well before it runs out. A crashed holder's feed stands still
 * until its lease runs out and another instance's next renewal tick: 8-12 s with these (it was
 * 15 s and 5 s: up to 20 s). A renewal is one single-row statement, so a short tick costs nothing.
 */
export const FEED_LEASE_MS = 10_000;
export const FEED_LEASE_RENEW_MS = 2_000;

/**
 * Takes or renews the single feed lease for `owner`: succeeds when nobody holds it, the lease
 * ran out, or `owner` already holds it. One statement, so two instances can never both win.
 */
export async function acquireFeedLease(db: Queryable, owner: string, now: number, leaseMs = FEED_LEASE_MS): Promise<boolean> {
  const { rows } = await db.query<{ owner: string }>(
    `INSERT INTO sports_feed_lease (id, owner, expires_at) VALUES (1, $1, $2)
     ON CONFLICT (id) DO UPDATE SET owner = EXCLUDED.owner, expires_at = EXCLUDED.expires_at
       WHERE sports_feed_lease.owner = EXCLUDED.owner OR sports_feed_lease.expires_at <= $3
     RETURNING owner`,
    [owner, new Date(now + leaseMs).toISOString(), new Date(now).toISOString()],
  );
  return rows[0]?.owner === owner;
}

export async function releaseFeedLease(db: Queryable, owner: string): Promise<void> {
  await db.query('DELETE FROM sports_feed_lease WHERE id = 1 AND owner = $1', [owner]);
}

/** Whether some instance holds an unexpired feed lease (the odds feed runs somewhere): readiness asks. */
export async function feedLeaseHeld(db: Queryable, now: number): Promise<boolean> {
  const { rows } = await db.query<{ held: boolean }>('SELECT expires_at > $1 AS held FROM sports_feed_lease WHERE id = 1', [
    new Date(now).toISOString(),
  ]);
  return rows[0]?.held === true;
}
