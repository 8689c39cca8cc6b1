import type { FeedFixture, FeedOddsResult } from '../feed/odds-feed.js';
import { refuse } from '../betting/bet-refusal.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { SportsDb, SportsWallet, SqlRunner } from '../ports.js';
import { recordResults, writeOddsResults } from '../store/catalogue-store.js';
import { applyOddsResultsToLegs, settleSlips, type SettledSlip } from './settle-slips.js';

const scoreText = (score: { home: number; away: number } | null): string | null => (score ? `${score.home}:${score.away}` : null);

/** A finished fixture from the feed: store its results, mark the legs, settle every slip it decides. */
export async function settleFeedFixture(
  db: SportsDb,
  wallet: SportsWallet,
  fixture: FeedFixture,
  results: readonly FeedOddsResult[],
  now: number,
): Promise<SettledSlip[]> {
  const slipIds = await db.transaction(async (tx) => {
    const fresh = await recordResults(tx, fixture, results, now);
    return applyOddsResultsToLegs(tx, fresh, scoreText(fixture.score));
  });
  return settleSlips(db, wallet, slipIds, now);
}

/** Body of POST /admin/fixtures/{fixtureId}/result (core's FixtureResultBodyDto). */
export interface AdminMarketResult {
  readonly marketId: number;
  readonly winningOddsIds: readonly number[];
  readonly voidOddsIds?: readonly number[];
}

export interface AdminResultSummary {
  readonly fixtureId: number;
  readonly decidedOdds: number;
  readonly settledSlips: number;
}

/**
 * An operator enters results. `marketId` is the market type id (as in slips and history): the
 * listed odds of that market win or are void, every other odds of the fixture's markets of that
 * type loses. Results already stored are kept (a repeat changes nothing, pays nothing twice).
 */
/** A fixture's status and the stored result flag of each odds the operator decides (null: none yet). */
export interface FixtureResultState {
  readonly status: number;
  readonly results: Readonly<Record<string, number | null>>;
}

async function resultState(tx: SqlRunner, fixtureId: number, oddsIds: readonly number[]): Promise<FixtureResultState> {
  const fixture = await tx.query<{ status: number }>('SELECT status FROM sports_fixtures WHERE id = $1', [fixtureId]);
  const odds = await tx.query<{ id: string | number; result: number | null }>(
    'SELECT id, result FROM sports_odds WHERE id = ANY($1::bigint[]) ORDER BY id',
    [oddsIds],
  );
  const results = Object.fromEntries(odds.rows.map((o) => [String(o.id), o.result === null ? null : Number(o.result)]));
  return { status: Number(fixture.rows[0]?.status), results };
}

export async function enterFixtureResults(
  db: SportsDb,
  wallet: SportsWallet,
  fixtureId: number,
  markets: readonly AdminMarketResult[],
  now: number,
  /** Runs in the results' transaction (the admin audit line commits with them), with the fixture's results before and after. */
  alongside?: (tx: SqlRunner, change: { before: FixtureResultState; after: FixtureResultState }) => Promise<void>,
): Promise<{ summary: AdminResultSummary; settled: SettledSlip[] }> {
  const { slipIds, decided } = await db.transaction(async (tx) => {
    const fixture = await tx.query<{ home_score: number | null; away_score: number | null }>(
      'SELECT home_score, away_score FROM sports_fixtures WHERE id = $1 FOR UPDATE',
      [fixtureId],
    );
    const row = fixture.rows[0];
    if (!row) throw refuse(404, 'fixtureNotFound', SPORTS_MESSAGES.fixtureNotFound);
    const odds = await tx.query<{ id: string | number; type_id: number }>('SELECT id, type_id FROM sports_odds WHERE fixture_id = $1', [
      fixtureId,
    ]);
    const results: FeedOddsResult[] = [];
    for (const market of markets) {
      const ids = new Set(odds.rows.filter((o) => Number(o.type_id) === market.marketId).map((o) => Number(o.id)));
      const winning = new Set(market.winningOddsIds);
      const voided = new Set(market.voidOddsIds ?? []);
      if ([...winning, ...voided].some((id) => !ids.has(id))) throw refuse(400, 'resultUnknownOdds', SPORTS_MESSAGES.resultUnknownOdds);
      if ([...winning].some((id) => voided.has(id))) throw refuse(400, 'resultOverlap', SPORTS_MESSAGES.resultOverlap);
      for (const id of ids) results.push({ oddsId: id, outcome: winning.has(id) ? 'won' : voided.has(id) ? 'void' : 'lost' });
    }
    const oddsIds = results.map((r) => r.oddsId);
    const before = await resultState(tx, fixtureId, oddsIds);
    await tx.query('UPDATE sports_fixtures SET status = 3, results_at = $2, updated_at = $2 WHERE id = $1', [
      fixtureId,
      new Date(now).toISOString(),
    ]);
    const fresh = await writeOddsResults(tx, results);
    const score = row.home_score === null ? null : { home: Number(row.home_score), away: Number(row.away_score) };
    await alongside?.(tx, { before, after: await resultState(tx, fixtureId, oddsIds) });
    return { slipIds: await applyOddsResultsToLegs(tx, fresh, scoreText(score)), decided: fresh.length };
  });
  const settled = await settleSlips(db, wallet, slipIds, now);
  return { summary: { fixtureId, decidedOdds: decided, settledSlips: settled.length }, settled };
}
