import type { FeedFixture, FeedMarket, FeedOdds, FeedSnapshot } from '../feed/odds-feed.js';
import type { Queryable } from '../../../db/db.js';

/**
 * The part of a feed snapshot that differs from what the database holds: new rows, and stored
 * rows whose written columns (those the upserts set) changed. A feed that takes over resumes
 * from the stored state, so nearly all of its snapshot is already stored; writing all of it again
 * would lock every fixture, market and odds row in one transaction, against every bet that holds
 * them `FOR SHARE` (the takeover then waited for the bets and the bets for it: 20 s and more under
 * load). The reads here take no row locks.
 */
export async function changedSinceStored(
  tx: Queryable,
  snapshot: Pick<FeedSnapshot, 'fixtures' | 'markets' | 'odds'>,
): Promise<{ fixtures: FeedFixture[]; markets: FeedMarket[]; odds: FeedOdds[] }> {
  const [fixtures, markets, odds] = [
    await storedRows<{
      start_date: Date;
      status: number;
      home_score: number | null;
      away_score: number | null;
      period_code: number | null;
    }>(
      tx,
      'SELECT id, start_date, status, home_score, away_score, period_code FROM sports_fixtures WHERE id = ANY($1::bigint[])',
      snapshot.fixtures,
    ),
    await storedRows<{ suspended: boolean }>(tx, 'SELECT id, suspended FROM sports_markets WHERE id = ANY($1::bigint[])', snapshot.markets),
    await storedRows<{ price: number; version: number; suspended: boolean }>(
      tx,
      'SELECT id, price, version, suspended FROM sports_odds WHERE id = ANY($1::bigint[])',
      snapshot.odds,
    ),
  ];
  return {
    fixtures: snapshot.fixtures.filter((f) => {
      const s = fixtures.get(f.id);
      return (
        !s ||
        new Date(s.start_date).getTime() !== f.startDate ||
        s.status !== f.status ||
        s.home_score !== (f.score?.home ?? null) ||
        s.away_score !== (f.score?.away ?? null) ||
        s.period_code !== f.periodCode
      );
    }),
    markets: snapshot.markets.filter((m) => {
      const s = markets.get(m.id);
      return !s || s.suspended !== m.suspended;
    }),
    odds: snapshot.odds.filter((o) => {
      const s = odds.get(o.id);
      return !s || s.price !== o.price || s.version !== o.version || s.suspended !== o.suspended;
    }),
  };
}

async function storedRows<R>(tx: Queryable, sql: string, rows: readonly { readonly id: number }[]): Promise<Map<number, R>> {
  if (rows.length === 0) return new Map();
  const result = await tx.query<R & { id: number | string }>(sql, [rows.map((r) => r.id)]);
  return new Map(result.rows.map((r) => [Number(r.id), r]));
}
