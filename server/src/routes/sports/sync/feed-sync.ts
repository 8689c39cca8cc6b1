import { TASK, type TaskRunner } from '../../../background/task-supervisor.js';
import type { OddsUpdateMessage } from '../../../live/channels.js';
import type { LivePublisher } from '../../../live/live-publisher.js';
import type { FeedEvent, FeedOdds, OddsFeed } from '../feed/odds-feed.js';
import type { Db, Queryable } from '../../../db/db.js';
import type { CashWallet } from '../../../ledger/cash-wallet.js';
import { settleFeedFixture } from '../settlement/fixture-results.js';
import { announceSettled } from '../settlement/announce.js';
import { applyOddsResultsToLegs, settleSlips, type SettledSlip } from '../settlement/settle-slips.js';
import { latestById, persistSnapshot, upsertFixtures, upsertMarkets, upsertOdds, writeOddsResults } from '../store/catalogue-store.js';
import { saveFeedStates } from '../store/stored-fixtures-store.js';
import { odds, oddsToPrice } from '@bet/core/shared';
import { confirmFeed, confirmHandDrivenFeed } from './feed-confirmation-store.js';
import { cancelFixtures, unfinishedFixtureIds } from './forgotten-fixtures-store.js';
import { OddsCoalescer } from './odds-coalescer.js';

export interface FeedSyncDeps {
  readonly db: Db;
  readonly wallet: CashWallet;
  readonly feed: OddsFeed;
  readonly publisher: LivePublisher;
  readonly now: () => number;
  /** Each event is one run of task 'feedSync': a failure is counted, logged and shown in /api/health. */
  readonly tasks: TaskRunner;
  /** How long odds changes are gathered into one frame per market (ODDS_COALESCE_MS by default; 0: at once). */
  readonly oddsCoalesceMs?: number;
  /** The feed is driven by hand (tests): its confirmation never ages (see feed-confirmation-store.ts). */
  readonly handDriven?: boolean;
}

/** The frame of one odds row on the slip stream (core's SlipOddsFrameDto plus context). */
export const oddsFrame = (o: FeedOdds): OddsUpdateMessage => ({
  id: o.id,
  betPrice: oddsToPrice(odds(o.price)),
  version: o.version,
  suspended: o.suspended,
  fixtureId: o.fixtureId,
  marketId: o.typeId,
});

/**
 * Feed -> database -> browsers. Events are applied one at a time in arrival order (a promise
 * chain), each committed before it is published, so a member who sees a new version can bet
 * on it at once. Odds changes are published per market, gathered for `oddsCoalesceMs` (see
 * `OddsCoalescer`). Finished fixtures are settled here, and the members concerned hear about it
 * on the 'bet' stream.
 */
export class FeedSync {
  private chain: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | null = null;
  private readonly odds: OddsCoalescer;
  /** When each event received and not yet applied arrived (oldest first): the feed lag of GET /metrics. */
  private readonly waiting: number[] = [];

  constructor(private readonly deps: FeedSyncDeps) {
    this.odds = new OddsCoalescer(
      async (frame) => void (await deps.tasks.run(TASK.oddsPublish, () => deps.publisher.publish('odds', 'odds', frame))),
      deps.oddsCoalesceMs,
    );
  }

  /**
   * Stores the current catalogue (with the feed's state of each fixture), voids fixtures the
   * feed no longer offers (a resuming feed still offers those an earlier run left open), then
   * follows events. The stored snapshot is the feed's whole state: its prices are confirmed with it.
   */
  async start(): Promise<void> {
    const { db, feed, now, tasks } = this.deps;
    const snapshot = feed.snapshot();
    await db.transaction(async (tx) => {
      await persistSnapshot(tx, snapshot, now());
      await (this.deps.handDriven ? confirmHandDrivenFeed(tx) : confirmFeed(tx, now()));
      await this.saveStates(
        tx,
        snapshot.fixtures.map((f) => f.id),
      );
    });
    await this.voidForgottenFixtures(new Set(snapshot.fixtures.map((f) => f.id)));
    this.unsubscribe = feed.subscribe((event) => {
      this.waiting.push(now());
      this.chain = this.chain
        .then(() => tasks.run(TASK.feedSync, () => this.apply(event), event.kind))
        .then(() => void this.waiting.shift());
    });
  }

  /**
   * The feed runs here and stands behind the prices it stored: bets on them stay open for core's
   * SPORTS_PRICE_FRESHNESS_MS (the runtime calls it with each renewal of the feed lease).
   */
  async confirm(): Promise<void> {
    if (!this.deps.handDriven) await confirmFeed(this.deps.db, this.deps.now());
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
    void this.odds.stop();
  }

  /** Seconds the oldest event received and not yet applied has waited (0: caught up). */
  lagSeconds(): number {
    const oldest = this.waiting[0];
    return oldest === undefined ? 0 : Math.max(0, this.deps.now() - oldest) / 1000;
  }

  /** Resolves once every event received so far is stored and published (waiting odds frames are published now). */
  async idle(): Promise<void> {
    await this.chain;
    await this.odds.flush();
  }

  private async apply(event: FeedEvent): Promise<void> {
    const { db, publisher, now } = this.deps;
    switch (event.kind) {
      case 'fixtureAdded':
        await db.transaction(async (tx) => {
          await upsertFixtures(tx, [event.fixture], now());
          await upsertMarkets(tx, event.markets);
          await upsertOdds(tx, event.odds, now());
          await this.saveStates(tx, [event.fixture.id]);
        });
        await publisher.publish('event', 'fixtureAdded', {
          id: event.fixture.id,
          sportId: event.fixture.sportId,
          leagueId: event.fixture.leagueId,
        });
        return;
      case 'fixtureChanged': {
        const f = event.fixture;
        await db.transaction(async (tx) => {
          await upsertFixtures(tx, [f], now());
          await this.saveStates(tx, [f.id]);
        });
        await publisher.publish('event', 'fixture', { id: f.id, status: f.status, score: f.score, periodCode: f.periodCode });
        return;
      }
      // A market the operator holds stays suspended on the members' pages whatever the feed says.
      case 'marketsChanged': {
        const held = await upsertMarkets(db, event.markets);
        for (const m of latestById(event.markets)) {
          const suspended = m.suspended || held.has(m.id);
          await publisher.publish('event', 'market', { id: m.id, fixtureId: m.fixtureId, marketId: m.typeId, suspended });
        }
        return;
      }
      case 'oddsChanged': {
        const changed = new Map((await db.transaction((tx) => upsertOdds(tx, event.odds, now()))).map((o) => [o.id, o.held]));
        for (const o of latestById(event.odds)) {
          const held = changed.get(o.id);
          if (held !== undefined) this.odds.push(o.marketId, held ? { ...oddsFrame(o), suspended: true } : oddsFrame(o));
        }
        return;
      }
      case 'fixtureSettled': {
        const settled = await settleFeedFixture(db, this.deps.wallet, event.fixture, event.results, now());
        await publisher.publish('event', 'fixtureFinished', {
          id: event.fixture.id,
          score: event.fixture.score,
          periodCode: event.fixture.periodCode,
        });
        await this.announce(settled);
        return;
      }
    }
  }

  /** Stores the feed's private state of these fixtures, when the feed keeps one (a restart resumes from it). */
  private async saveStates(tx: Queryable, fixtureIds: readonly number[]): Promise<void> {
    const { feed, now } = this.deps;
    if (!feed.fixtureState) return;
    await saveFeedStates(
      tx,
      fixtureIds.map((id) => ({ fixtureId: id, state: feed.fixtureState?.(id) })),
      now(),
    );
  }

  announce(settled: readonly SettledSlip[]): Promise<void> {
    return announceSettled(this.deps.publisher, settled);
  }

  /**
   * Fixtures stored by an earlier run that the feed does not offer (the simulator resumes every
   * fixture it can model, so these are rare: a league or market type it cannot simulate, or
   * another feed) can never get results: they are cancelled and every bet on them is void,
   * refunded by settlement like any void leg.
   */
  private async voidForgottenFixtures(known: ReadonlySet<number>): Promise<void> {
    const { db, now } = this.deps;
    const forgotten = (await unfinishedFixtureIds(db)).filter((id) => !known.has(id));
    if (forgotten.length === 0) return;
    const slipIds = await db.transaction(async (tx) => {
      const undecided = await cancelFixtures(tx, forgotten, now());
      const fresh = await writeOddsResults(
        tx,
        undecided.map((oddsId) => ({ oddsId, outcome: 'cancelled' as const })),
      );
      return applyOddsResultsToLegs(tx, fresh, null);
    });
    await this.announce(await settleSlips(db, this.deps.wallet, slipIds, now()));
  }
}
