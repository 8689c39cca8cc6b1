import { checkFixtureResultWindow } from '../core-rules.js';
import { FIXTURE_STATUS, type FeedFixture, type FeedOddsResult } from '../feed/odds-feed.js';
import { refuse } from '../betting/bet-refusal.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { SportsDb, SportsWallet, SqlRunner } from '../ports.js';
import { recordResults, writeOddsResults } from '../store/catalogue-store.js';
import { applyOddsResultsToLegs, settleSlips, type SettledSlip } from './settle-slips.js';

/** A leg's score as the history shows it ('2:1'). */
const scoreLabel = (score: FixtureScore): string => `${score.home}:${score.away}`;
const scoreText = (score: FixtureScore | null): string | null => (score ? scoreLabel(score) : null);

/** A finished fixture from the feed: store its results, mark the legs, settle every slip it decides. */
export async function settleFeedFixture(
  db: SportsDb,
  wallet: SportsWallet,
  fixture: FeedFixture,
  results: readonly FeedOddsResult[],
  now: number,
): Promise<SettledSlip[]> {
  const slipIds = await db.transaction(async (tx) => {
    const { fresh, storedScore } = await recordResults(tx, fixture, results, now);
    // A leg shows the score its result was worked out from: the feed's when it sent one (the
    // feed decided these picks), else the one stored (an operator's entry, say).
    return applyOddsResultsToLegs(tx, fresh, scoreText(fixture.score ?? storedScore));
  });
  return settleSlips(db, wallet, slipIds, now);
}

/** One market type's result in POST /admin/fixtures/{fixtureId}/result (core's FixtureResultBodyDto). */
export interface AdminMarketResult {
  readonly marketId: number;
  readonly winningOddsIds: readonly number[];
  readonly voidOddsIds?: readonly number[];
}

/** A match's final score. */
export interface FixtureScore {
  readonly home: number;
  readonly away: number;
}

/**
 * What the operator enters: the results per market type and the final score. The score is
 * required (core's admin-desk/domain/fixture-score.ts says why): it is stored on the fixture and
 * written to every leg this entry decides, which is what the members' bet history shows.
 */
export interface AdminFixtureEntry {
  readonly markets: readonly AdminMarketResult[];
  readonly score: FixtureScore;
}

export interface AdminResultSummary {
  readonly fixtureId: number;
  readonly decidedOdds: number;
  readonly settledSlips: number;
}

/** A fixture's status, final score and the stored result flag of each odds the operator decides (null: none yet). */
export interface FixtureResultState {
  readonly status: number;
  readonly score: FixtureScore | null;
  readonly results: Readonly<Record<string, number | null>>;
}

interface FixtureRow {
  status: number;
  home_score: number | null;
  away_score: number | null;
}

/** Core's rule: no winner or loser before the kick-off; a result that only voids (a cancelled fixture) is taken. */
function refuseBeforeStart(row: FixtureRow & { start_date: Date | string }, results: readonly FeedOddsResult[], now: number): void {
  const timing = { status: Number(row.status), startMs: new Date(row.start_date).getTime() };
  const window = checkFixtureResultWindow(timing, now, { onlyVoids: results.every((r) => r.outcome === 'void') });
  if (!window.ok) throw refuse(409, window.error.kind, window.error.message);
}

const scoreOfRow = (row: FixtureRow): FixtureScore | null =>
  row.home_score === null || row.away_score === null ? null : { home: Number(row.home_score), away: Number(row.away_score) };

async function resultState(tx: SqlRunner, fixtureId: number, oddsIds: readonly number[]): Promise<FixtureResultState> {
  const fixture = await tx.query<FixtureRow>('SELECT status, home_score, away_score FROM sports_fixtures WHERE id = $1', [fixtureId]);
  const odds = await tx.query<{ id: string | number; result: number | null }>(
    'SELECT id, result FROM sports_odds WHERE id = ANY($1::bigint[]) ORDER BY id',
    [oddsIds],
  );
  const results = Object.fromEntries(odds.rows.map((o) => [String(o.id), o.result === null ? null : Number(o.result)]));
  const row = fixture.rows[0];
  return { status: Number(row?.status), score: row ? scoreOfRow(row) : null, results };
}

/** Each listed market type decided: listed winners win, listed voids are refunded, the type's other odds lose. */
function oddsResultsOf(odds: readonly { id: string | number; type_id: number }[], markets: readonly AdminMarketResult[]): FeedOddsResult[] {
  const results: FeedOddsResult[] = [];
  for (const market of markets) {
    const ids = new Set(odds.filter((o) => Number(o.type_id) === market.marketId).map((o) => Number(o.id)));
    const winning = new Set(market.winningOddsIds);
    const voided = new Set(market.voidOddsIds ?? []);
    if ([...winning, ...voided].some((id) => !ids.has(id))) throw refuse(400, 'resultUnknownOdds', SPORTS_MESSAGES.resultUnknownOdds);
    if ([...winning].some((id) => voided.has(id))) throw refuse(400, 'resultOverlap', SPORTS_MESSAGES.resultOverlap);
    for (const id of ids) results.push({ oddsId: id, outcome: winning.has(id) ? 'won' : voided.has(id) ? 'void' : 'lost' });
  }
  return results;
}

/**
 * A finished fixture keeps the score it has, as its odds keep their first result: legs settled
 * earlier show it, so a different one would make the history disagree with itself.
 */
function refuseChangedScore(row: FixtureRow, score: FixtureScore): void {
  const stored = scoreOfRow(row);
  if (Number(row.status) !== FIXTURE_STATUS.finished || stored === null) return;
  if (stored.home !== score.home || stored.away !== score.away) {
    throw refuse(409, 'resultScoreSettled', SPORTS_MESSAGES.resultScoreSettled(scoreLabel(stored)));
  }
}

/**
 * An operator enters results. `marketId` is the market type id (as in slips and history): the
 * listed odds of that market win or are void, every other odds of the fixture's markets of that
 * type loses. Results already stored are kept (a repeat changes nothing, pays nothing twice).
 * The final score is stored on the fixture in the same transaction and written to the legs
 * decided now; a refusal (unknown odds, overlap, another score for a finished fixture, a winner or
 * loser before the kick-off) changes nothing.
 */
export async function enterFixtureResults(
  db: SportsDb,
  wallet: SportsWallet,
  fixtureId: number,
  entry: AdminFixtureEntry,
  now: number,
  /** Runs in the results' transaction (the admin audit line commits with them), with the fixture's results before and after. */
  alongside?: (tx: SqlRunner, change: { before: FixtureResultState; after: FixtureResultState }) => Promise<void>,
): Promise<{ summary: AdminResultSummary; settled: SettledSlip[] }> {
  const { slipIds, decided } = await db.transaction(async (tx) => {
    const fixture = await tx.query<FixtureRow & { start_date: Date | string }>(
      'SELECT status, start_date, home_score, away_score FROM sports_fixtures WHERE id = $1 FOR UPDATE',
      [fixtureId],
    );
    const row = fixture.rows[0];
    if (!row) throw refuse(404, 'fixtureNotFound', SPORTS_MESSAGES.fixtureNotFound);
    refuseChangedScore(row, entry.score);
    const odds = await tx.query<{ id: string | number; type_id: number }>('SELECT id, type_id FROM sports_odds WHERE fixture_id = $1', [
      fixtureId,
    ]);
    const results = oddsResultsOf(odds.rows, entry.markets);
    refuseBeforeStart(row, results, now);
    const oddsIds = results.map((r) => r.oddsId);
    const before = await resultState(tx, fixtureId, oddsIds);
    await tx.query(
      `UPDATE sports_fixtures SET status = $2, home_score = $3, away_score = $4, results_at = $5, updated_at = $5 WHERE id = $1`,
      [fixtureId, FIXTURE_STATUS.finished, entry.score.home, entry.score.away, new Date(now).toISOString()],
    );
    const fresh = await writeOddsResults(tx, results);
    await alongside?.(tx, { before, after: await resultState(tx, fixtureId, oddsIds) });
    return { slipIds: await applyOddsResultsToLegs(tx, fresh, scoreLabel(entry.score)), decided: fresh.length };
  });
  const settled = await settleSlips(db, wallet, slipIds, now);
  return { summary: { fixtureId, decidedOdds: decided, settledSlips: settled.length }, settled };
}
