import { checkFixtureResultWindow } from '../core-rules.js';
import { FIXTURE_STATUS, type FeedFixture, type FeedOddsResult } from '../feed/odds-feed.js';
import type { Queryable, Db } from '../../../db/db.js';
import { done, refuse, type Outcome, type Refused } from '../../../http/refusals.js';
import { SPORTS_MESSAGES } from '../messages.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import { recordResults, writeOddsResults } from '../store/catalogue-store.js';
import {
  lockFixture,
  oddsOfFixture,
  resultState,
  storeFinalScore,
  type FixtureResultState,
  type FixtureScore,
  type LockedFixture,
} from './fixture-results-store.js';
import { applyOddsResultsToLegs, settleSlips, type SettledSlip } from './settle-slips.js';

export type { FixtureResultState, FixtureScore } from './fixture-results-store.js';

/** A leg's score as the history shows it ('2:1'). */
const scoreLabel = (score: FixtureScore): string => `${score.home}:${score.away}`;
const scoreText = (score: FixtureScore | null): string | null => (score ? scoreLabel(score) : null);

/** A finished fixture from the feed: store its results, mark the legs, settle every slip it decides. */
export async function settleFeedFixture(
  db: Db,
  wallet: CashWallet,
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

/** Core's rule: no winner or loser before the kick-off; a result that only voids (a cancelled fixture) is taken. */
function beforeStartRefusal(fixture: LockedFixture, results: readonly FeedOddsResult[], now: number): Refused | null {
  const timing = { status: fixture.status, startMs: fixture.startMs };
  const window = checkFixtureResultWindow(timing, now, { onlyVoids: results.every((r) => r.outcome === 'void') });
  return window.ok ? null : refuse(window.error.kind, window.error.message);
}

/** Each listed market type decided: listed winners win, listed voids are refunded, the type's other odds lose. */
function oddsResultsOf(odds: readonly { id: number; typeId: number }[], markets: readonly AdminMarketResult[]): Outcome<FeedOddsResult[]> {
  const results: FeedOddsResult[] = [];
  for (const market of markets) {
    const ids = new Set(odds.filter((o) => o.typeId === market.marketId).map((o) => o.id));
    const winning = new Set(market.winningOddsIds);
    const voided = new Set(market.voidOddsIds ?? []);
    if ([...winning, ...voided].some((id) => !ids.has(id))) return refuse('resultUnknownOdds', SPORTS_MESSAGES.resultUnknownOdds);
    if ([...winning].some((id) => voided.has(id))) return refuse('resultOverlap', SPORTS_MESSAGES.resultOverlap);
    for (const id of ids) results.push({ oddsId: id, outcome: winning.has(id) ? 'won' : voided.has(id) ? 'void' : 'lost' });
  }
  return done(results);
}

/**
 * A finished fixture keeps the score it has, as its odds keep their first result: legs settled
 * earlier show it, so a different one would make the history disagree with itself.
 */
function changedScoreRefusal(fixture: LockedFixture, score: FixtureScore): Refused | null {
  const stored = fixture.score;
  if (fixture.status !== FIXTURE_STATUS.finished || stored === null) return null;
  if (stored.home === score.home && stored.away === score.away) return null;
  return refuse('resultScoreSettled', SPORTS_MESSAGES.resultScoreSettled(scoreLabel(stored)));
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
  db: Db,
  wallet: CashWallet,
  fixtureId: number,
  entry: AdminFixtureEntry,
  now: number,
  /** Runs in the results' transaction (the admin audit line commits with them), with the fixture's results before and after. */
  alongside?: (tx: Queryable, change: { before: FixtureResultState; after: FixtureResultState }) => Promise<void>,
): Promise<Outcome<{ summary: AdminResultSummary; settled: SettledSlip[] }>> {
  // A refusal comes before any write: the transaction then ends having changed nothing.
  const entered = await db.transaction(async (tx): Promise<Outcome<{ slipIds: number[]; decided: number }>> => {
    const fixture = await lockFixture(tx, fixtureId);
    if (!fixture) return refuse('fixtureNotFound', SPORTS_MESSAGES.fixtureNotFound);
    const changedScore = changedScoreRefusal(fixture, entry.score);
    if (changedScore) return changedScore;
    const results = oddsResultsOf(await oddsOfFixture(tx, fixtureId), entry.markets);
    if (!results.ok) return results;
    const beforeStart = beforeStartRefusal(fixture, results.value, now);
    if (beforeStart) return beforeStart;
    const oddsIds = results.value.map((r) => r.oddsId);
    const before = await resultState(tx, fixtureId, oddsIds);
    await storeFinalScore(tx, fixtureId, entry.score, now);
    const fresh = await writeOddsResults(tx, results.value);
    await alongside?.(tx, { before, after: await resultState(tx, fixtureId, oddsIds) });
    return done({ slipIds: await applyOddsResultsToLegs(tx, fresh, scoreLabel(entry.score)), decided: fresh.length });
  });
  if (!entered.ok) return entered;
  const settled = await settleSlips(db, wallet, entered.value.slipIds, now);
  return done({ summary: { fixtureId, decidedOdds: entered.value.decided, settledSlips: settled.length }, settled });
}
