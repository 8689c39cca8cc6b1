import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { TaskSupervisor } from '../background/task-supervisor.js';
import type { Db } from '../db/db.js';
import { onTransferCommitted } from '../ledger/transfer-events.js';

/**
 * Figures owned by modules the foundation does not import (sports, live): each module registers
 * its own when it mounts (`app.metrics.sources`), and GET /metrics reads them on scrape.
 */
export interface MetricSources {
  /** KRW the house would pay if every open slip won (the sum of their expected payouts). */
  openLiability?: () => Promise<number>;
  /** SSE connections open on this instance. */
  sseClients?: () => number;
  /** Broker publishes that failed since the start (LivePublisher counts them). */
  failedBrokerPublishes?: () => number;
  /**
   * How far the odds feed's sync is behind, in seconds: the age of the oldest feed event received
   * and not yet stored (0 when caught up); null on an instance that does not run the feed.
   */
  feedLagSeconds?: () => number | null;
}

/** The game of a bet route (route config `betGame`): the label of bets_placed_total and bets_refused_total. */
export type BetGame = 'prematch' | 'inplay' | 'minigame' | 'virtual';

export interface ServerMetricsOptions {
  readonly db: Db;
  readonly tasks: TaskSupervisor;
  /** Node's own figures (CPU, memory, event loop delay, GC): the running server only, not the many apps of a test. */
  readonly processMetrics?: boolean;
}

/** Latency buckets (s): a bet takes milliseconds, a report up to a second, a stuck call much more. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The server's Prometheus metrics (prom-client), in a registry of its own per app. Counters are
 * bumped where things happen (the request hooks, the ledger after commit); gauges are read on
 * scrape, each with one cheap read (the open slips through their partial index, in-memory counts).
 */
export class ServerMetrics {
  readonly registry = new Registry();
  readonly sources: MetricSources = {};
  readonly requestDuration: Histogram<'method' | 'route' | 'status'>;
  readonly betsPlaced: Counter<'game'>;
  readonly betsRefused: Counter<'game' | 'reason'>;
  private readonly stopListening: () => void;

  constructor(options: ServerMetricsOptions) {
    const registers = [this.registry];
    const sources = this.sources;
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to answer, by route pattern (not the raw URL), method and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.betsPlaced = new Counter({
      name: 'bets_placed_total',
      help: 'Bets placed through the API, by game.',
      labelNames: ['game'],
      registers,
    });
    this.betsRefused = new Counter({
      name: 'bets_refused_total',
      help: "Bet requests refused, by game and the answer's refusal code.",
      labelNames: ['game', 'reason'],
      registers,
    });
    const transfers = new Counter({
      name: 'ledger_transfers_total',
      help: 'Ledger transfers committed by this instance, by kind.',
      labelNames: ['kind'],
      registers,
    });
    this.stopListening = onTransferCommitted((kind) => transfers.inc({ kind }));
    new Gauge({
      name: 'open_liability_krw',
      help: 'What the house pays if every open slip wins (sum of their expected payouts, KRW).',
      registers,
      async collect() {
        this.reset();
        if (!sources.openLiability) return;
        try {
          this.set(await sources.openLiability());
        } catch {
          // The database is away: the figure is left out (readiness says why), the scrape still answers.
        }
      },
    });
    new Gauge({
      name: 'sse_clients',
      help: 'Live-stream (SSE) connections open on this instance.',
      registers,
      collect() {
        this.reset();
        if (sources.sseClients) this.set(sources.sseClients());
      },
    });
    const pool = () => options.db.pool?.();
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Database connections checked out now (PGlite: 1 while its one connection is busy).',
      registers,
      collect() {
        this.set(pool()?.inUse ?? 0);
      },
    });
    new Gauge({
      name: 'db_pool_requests_waiting',
      help: 'Statements and transactions waiting for a database connection (PGlite: its queue).',
      registers,
      collect() {
        this.set(pool()?.waiting ?? 0);
      },
    });
    new Gauge({
      name: 'feed_lag_seconds',
      help: 'Age of the oldest odds-feed event not yet stored (0: caught up); absent where the feed does not run.',
      registers,
      collect() {
        this.reset();
        const lag = sources.feedLagSeconds?.();
        if (lag !== undefined && lag !== null) this.set(lag);
      },
    });
    let publishFailuresSeen = 0;
    new Counter({
      name: 'broker_publish_failures_total',
      help: 'Live frames that could not be published to the broker (lost to the streams).',
      registers,
      collect() {
        const now = sources.failedBrokerPublishes?.() ?? 0;
        if (now > publishFailuresSeen) this.inc(now - publishFailuresSeen);
        publishFailuresSeen = now;
      },
    });
    new Gauge({
      name: 'background_task_last_success_timestamp_seconds',
      help: 'When each background task last ran successfully (Unix time); alert when it stops moving.',
      labelNames: ['task'],
      registers,
      collect() {
        this.reset();
        for (const [task, at] of options.tasks.lastSuccesses()) if (at !== null) this.set({ task }, at / 1000);
      },
    });
    if (options.processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** The text GET /metrics answers. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  close(): void {
    this.stopListening();
  }
}
