import { randomBytes } from 'node:crypto';
import { TASK, type TaskSupervisor } from '../../background/task-supervisor.js';
import type { LivePublisher } from '../../live/live-publisher.js';
import { OddsFeedSimulator, type SimulatorOptions } from './feed/simulator.js';
import type { Db } from '../../db/db.js';
import type { CashWallet } from '../../ledger/cash-wallet.js';
import { announceSettled } from './settlement/announce.js';
import { sweepDecidedSlips } from './settlement/settle-slips.js';
import { highestIds } from './store/catalogue-store.js';
import { loadOpenFixtures } from './store/stored-fixtures-store.js';
import { FEED_LEASE_MS, FEED_LEASE_RENEW_MS, acquireFeedLease, releaseFeedLease } from './sync/feed-lease-store.js';
import { FeedSync } from './sync/feed-sync.js';

export interface SportsRuntimeOptions {
  readonly db: Db;
  readonly wallet: CashWallet;
  readonly publisher: LivePublisher;
  readonly now: () => number;
  readonly feed: {
    /** 'auto': run the simulator while holding the feed lease; 'off': never (relay only). */
    readonly mode: 'auto' | 'off';
    readonly seed: number;
    /** Tests pass their own simulator: used at once, without lease or timers. */
    readonly simulator?: OddsFeedSimulator;
    readonly simulatorOptions?: Partial<SimulatorOptions>;
    /** Development load test: extra price changes per second of matches in play (the simulator's `startLoad`). */
    readonly loadRate?: number;
  };
  /** Timers (feed ticks, lease renewal, settlement sweep); off in tests. */
  readonly realtime: boolean;
  /** Every background pass runs through it (counted, logged, shown in /api/health). */
  readonly tasks: TaskSupervisor;
}

/** How often waiting slips that are already decided are looked for (a safety net). */
export const SWEEP_MS = 60_000;

/**
 * The moving parts behind the routes: the odds feed (only on the instance holding the feed
 * lease), its sync into the database and the broker, and the settlement sweep (the round
 * games' schedule is the rounds module's). Routes work on every instance whether or not it runs the feed.
 */
export class SportsRuntime {
  feed: OddsFeedSimulator | null = null;
  sync: FeedSync | null = null;
  readonly owner = `instance-${randomBytes(6).toString('hex')}`;
  private timers: (() => void)[] = [];
  /** A takeover in progress (the feed starts beside the lease renewals). */
  private takeover: Promise<void> | null = null;
  /** Until when this instance's last successful renewal holds the lease. */
  private leaseUntil = 0;
  /** Set by stop(): a renewal still in flight then starts no feed. */
  private stopped = false;

  constructor(private readonly options: SportsRuntimeOptions) {}

  async start(): Promise<void> {
    const { feed, realtime } = this.options;
    if (feed.simulator) await this.runFeed(feed.simulator);
    else if (feed.mode === 'auto') {
      await this.claimFeed();
      if (realtime) this.timers.push(this.options.tasks.every(TASK.feedLease, FEED_LEASE_RENEW_MS, () => this.claimFeed({ wait: false })));
    }
    if (realtime) this.timers.push(this.options.tasks.every(TASK.settlementSweep, SWEEP_MS, () => this.sweep()));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const stopTimer of this.timers.splice(0)) stopTimer();
    await this.takeover;
    await this.stopFeed();
    if (!this.options.feed.simulator && this.options.feed.mode === 'auto') {
      await this.options.tasks.run(TASK.feedLease, () => releaseFeedLease(this.options.db, this.owner), 'release');
    }
  }

  /** Settles waiting slips whose legs are already decided; announces them to their members. */
  async sweep(): Promise<void> {
    const settled = await sweepDecidedSlips(this.options.db, this.options.wallet, this.options.now());
    await announceSettled(this.options.publisher, settled);
  }

  /**
   * Takes or renews the feed lease (the renewal timer calls it every FEED_LEASE_RENEW_MS). The new
   * holder builds its simulator from the database: the fixtures an earlier run left unfinished go
   * on (their open bets with them), new ones get ids above every stored id. Losing the lease, or
   * failing to renew it for longer than it lasts, stops the feed here.
   *
   * The timer does not wait for a takeover (`wait: false`): the takeover runs beside the renewals,
   * so a slow one (a busy database) never lets the new lease run out under it, which used to hand
   * the feed on again and double the pause.
   */
  async claimFeed({ wait = true }: { wait?: boolean } = {}): Promise<void> {
    const { db, now } = this.options;
    let leader: boolean;
    try {
      leader = await acquireFeedLease(db, this.owner, now());
    } catch (error) {
      // Cannot renew: past the lease another instance may hold it, so this one must not feed.
      if (this.feed && now() >= this.leaseUntil) await this.stopFeed();
      throw error;
    }
    if (leader) this.leaseUntil = now() + FEED_LEASE_MS;
    // The renewal is the running feed's heartbeat: its prices stay open for bets (feed-confirmation-store.ts).
    if (leader && this.sync) await this.sync.confirm();
    if (leader && !this.feed && !this.stopped) {
      this.takeover ??= this.options.tasks
        .run(TASK.feedLease, () => this.takeOverFeed(), 'takeover')
        .then(() => undefined)
        .finally(() => (this.takeover = null));
      if (wait) await this.takeover;
    } else if (!leader) {
      await this.takeover;
      if (this.feed) await this.stopFeed();
    }
  }

  /** Starts the feed on this instance, resuming what the database holds. */
  private async takeOverFeed(): Promise<void> {
    const { db, now, feed } = this.options;
    const [idBase, resume] = [await highestIds(db), await loadOpenFixtures(db)];
    const simulator = new OddsFeedSimulator({ seed: feed.seed, now: now(), idBase, resume, ...feed.simulatorOptions });
    await this.runFeed(simulator);
    if (this.options.realtime) {
      simulator.start();
      if (feed.loadRate) simulator.startLoad(feed.loadRate);
    }
  }

  private async runFeed(simulator: OddsFeedSimulator): Promise<void> {
    const { db, wallet, publisher, now, tasks } = this.options;
    const handDriven = this.options.feed.simulator !== undefined;
    const sync = new FeedSync({ db, wallet, feed: simulator, publisher, now, tasks, handDriven });
    await sync.start();
    this.feed = simulator;
    this.sync = sync;
  }

  private async stopFeed(): Promise<void> {
    this.feed?.stop();
    this.sync?.stop();
    await this.sync?.idle();
    this.feed = null;
    this.sync = null;
  }
}
