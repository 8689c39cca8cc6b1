import type { FastifyInstance } from 'fastify';
import type { AppDeps, ServerModule } from '../../app-types.js';
import type { Broker } from '../../live/broker.js';
import { createBroker } from '../../live/create-broker.js';
import type { SseHubOptions } from '../../live/sse-hub.js';
import { relayBalanceSignals } from '../../live/balance-signals.js';
import { startSseLoad } from '../../live/sse-load.js';
import type { OddsFeedSimulator, SimulatorOptions } from './feed/simulator.js';
import type { CancelPolicy } from './history/slip-actions.js';
import { mountSports, type LiveParts } from './mount.js';
import { SportsRuntime } from './runtime.js';
import { feedLeaseHeld } from './sync/feed-lease-store.js';
import { seedSports } from './seed/seed-sports.js';
import { memberBettingFields } from './store/member-bets-store.js';
import { openLiability } from './store/open-liability-store.js';
import type { MetricSources } from '../../metrics/server-metrics.js';

export interface SportsModuleOptions {
  /** Default: Redis when the app's redisUrl (REDIS_URL) is set, else in-process. */
  readonly broker?: Broker;
  readonly feed?: {
    /** Default 'auto' (env SPORTS_FEED=off: never run the simulator on this instance). */
    readonly mode?: 'auto' | 'off';
    /** Default env SPORTS_FEED_SEED, else random. */
    readonly seed?: number;
    /** Tests: this simulator, used at once (no lease, no timers). */
    readonly simulator?: OddsFeedSimulator;
    readonly simulatorOptions?: Partial<SimulatorOptions>;
    /** Development load test: extra price changes per second (config's SPORTS_FEED_LOAD_RATE); none by default. */
    readonly loadRate?: number;
  };
  /** Default true: timers for the feed, lease and sweep. */
  readonly realtime?: boolean;
  readonly sse?: SseHubOptions;
  /** Development load test: load frames per second on the 'general' stream (config's SSE_LOAD_HZ); none by default. */
  readonly sseLoadHz?: number;
  readonly cancelPolicy?: CancelPolicy;
}

export interface SportsModule extends ServerModule {
  /** The live fan-out, once routes are mounted. */
  live(): LiveParts | null;
  /** The background runtime, once started. */
  runtime(): SportsRuntime | null;
}

function feedSeed(explicit: number | undefined): number {
  if (explicit !== undefined) return explicit;
  const env = Number(process.env.SPORTS_FEED_SEED);
  return Number.isInteger(env) && process.env.SPORTS_FEED_SEED ? env : Math.floor(Math.random() * 2 ** 31);
}

/**
 * Sports, in-play, virtual sports, mini-games and live streams as a foundation module
 * (src/app-types.ts): routes inside /api, demo catalogue in the seed, background work in start,
 * and nowBettingAmount for the member answer.
 */
export function createSportsModule(options: SportsModuleOptions = {}): SportsModule {
  let live: LiveParts | null = null;
  let runtime: SportsRuntime | null = null;
  return {
    name: 'sports',
    live: () => live,
    runtime: () => runtime,
    async routes(api: FastifyInstance, deps: AppDeps) {
      const broker = options.broker ?? createBroker(deps.config.redisUrl ?? undefined);
      live = await mountSports(api, {
        db: deps.db,
        wallet: deps.wallet,
        now: () => deps.clock.now(),
        broker,
        ownsBroker: !options.broker,
        ...(options.sse ? { sse: options.sse } : {}),
        ...(options.cancelPolicy ? { cancelPolicy: options.cancelPolicy } : {}),
      });
      // Readiness: live data reaches this instance's streams only through the broker.
      api.readiness.add('broker', () => (broker.connected() ? 'ok' : 'unavailable'));
      const parts = live;
      Object.assign(api.metrics.sources, {
        sseClients: () => parts.hub.stats().clients,
        failedBrokerPublishes: () => parts.publisher.failedPublishes,
        openLiability: () => openLiability(deps.db),
        // Only the instance holding the feed lease runs the sync; the others report no lag.
        feedLagSeconds: () => runtime?.sync?.lagSeconds() ?? null,
      } satisfies MetricSources);
      const stopRelay = relayBalanceSignals(deps.memberSignals, live.publisher);
      api.addHook('onClose', async () => stopRelay());
    },
    async seed(tx) {
      await seedSports(tx);
    },
    async start(deps: AppDeps, app: FastifyInstance) {
      if (!live) throw new Error('sports routes must be mounted before start');
      const started = new SportsRuntime({
        db: deps.db,
        wallet: deps.wallet,
        publisher: live.publisher,
        now: () => deps.clock.now(),
        feed: {
          mode: options.feed?.mode ?? (process.env.SPORTS_FEED === 'off' ? 'off' : 'auto'),
          seed: feedSeed(options.feed?.seed),
          ...(options.feed?.simulator ? { simulator: options.feed.simulator } : {}),
          ...(options.feed?.simulatorOptions ? { simulatorOptions: options.feed.simulatorOptions } : {}),
          ...(options.feed?.loadRate ? { loadRate: options.feed.loadRate } : {}),
        },
        realtime: options.realtime ?? true,
        tasks: deps.tasks,
      });
      await started.start();
      runtime = started;
      // Readiness: some instance runs the odds feed (holds an unexpired lease), or this one runs a test's own feed.
      const ownFeed = options.feed?.simulator !== undefined;
      app.readiness.add('feed', async () => (ownFeed || (await feedLeaseHeld(deps.db, deps.clock.now())) ? 'ok' : 'unavailable'));
      const stopLoad = options.sseLoadHz ? startSseLoad(live.publisher, options.sseLoadHz) : () => undefined;
      return async () => {
        stopLoad();
        await started.stop();
        runtime = null;
      };
    },
    async memberFields(sql, memberId) {
      return memberBettingFields(sql, memberId);
    },
  };
}
