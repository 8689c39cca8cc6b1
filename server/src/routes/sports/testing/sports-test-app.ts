import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/db.js';
import type { ServerModule } from '../../../app-types.js';
import { createCashWallet } from '../../../ledger/index.js';
import { createRoundsModuleFor, foundationModules } from '../../../modules.js';
import type { Broker } from '../../../live/broker.js';
import { MemoryBroker } from '../../../live/memory-broker.js';
import type { SseHub } from '../../../live/sse-hub.js';
import type { LivePublisher } from '../../../live/live-publisher.js';
import { seededSeedSource } from '../../../ports/seed-source.js';
import { createHarness, TEST_NOW, type Caller, type Harness } from '../../../testing/harness.js';
import type { TestRequest, TestResponse } from '../../../testing/http-client.js';
import { LEAGUES } from '../feed/catalogue.js';
import { OddsFeedSimulator, type SimulatorOptions } from '../feed/simulator.js';
import { createSportsModule, seedSports, type SportsRuntime } from '../index.js';
import type { SlipMember } from '../../../ports/slip-book.js';
import type { CancelPolicy } from '../history/slip-actions.js';

/**
 * The foundation's app (sessions, CSRF, validation, idempotency, Korean errors) with this
 * module mounted on a fresh migrated database, the real ledger, a seeded simulator driven by
 * hand and the server clock moving with it.
 */
export const TEST_START = TEST_NOW;

/** A member a sports test acts as: the slip's member fields (ports/slip-book.ts) and whether they are an operator. */
export type SportsMember = SlipMember & { readonly isAdmin: boolean };

export interface TestAnswer extends TestResponse {
  json(): any;
}

export interface SportsTestApp {
  readonly app: FastifyInstance;
  readonly harness: Harness;
  readonly baseUrl: string;
  readonly db: Db;
  /** The running simulator (with `feed: 'lease'`, the one the runtime resumed or created). */
  readonly sim: OddsFeedSimulator;
  readonly runtime: SportsRuntime;
  /** The round games' schedule (mini-games, virtual games): null with `rounds: false`. */
  readonly scheduler: { tick(): Promise<unknown> } | null;
  readonly hub: SseHub;
  readonly broker: Broker;
  readonly publisher: LivePublisher;
  /** Adds an active member with `cash` won (funded through the ledger). */
  addMember(options?: { cash?: number; role?: number; admin?: boolean }): Promise<SportsMember>;
  /** A new session for a member that already exists in the database (e.g. after a restart). */
  login(member: SportsMember): Promise<void>;
  /** A call as this member (session cookie and CSRF header), or as a visitor for null. */
  call(member: SportsMember | null, request: Omit<TestRequest, 'method'> & { method?: TestRequest['method'] }): Promise<TestAnswer>;
  /** Moves the simulator and the server clock together; waits until the feed's events are stored. */
  advance(ms: number): Promise<void>;
  /** Moves only the server clock (rounds, token ages). */
  advanceClock(ms: number): void;
  cash(memberId: number): Promise<number>;
  /** The Cookie header of the member's session (SSE clients send it). */
  cookieHeader(member: SportsMember): string;
  close(): Promise<void>;
}

let counter = 0;

export async function buildSportsTestApp(
  options: {
    readonly broker?: Broker;
    readonly simulator?: Partial<SimulatorOptions>;
    readonly rounds?: boolean;
    readonly sse?: { maxQueuedFrames?: number; heartbeatMs?: number; replayCapacity?: number };
    readonly cancelPolicy?: CancelPolicy;
    /** Share another app's database (two instances behind one load balancer). */
    readonly db?: Db;
    /** More modules beside the foundation and sports (e.g. the casino, for the bad-input walk). */
    readonly extraModules?: readonly ServerModule[];
    /** Default true; false: this instance runs no feed and only relays (a follower). */
    readonly withFeed?: boolean;
    /**
     * 'hand' (default): a fresh simulator passed in, no lease. 'lease': production's path: the
     * runtime takes the feed lease and builds its simulator, resuming the fixtures stored in the
     * database (a restart); `claimFeed()` retries the lease as the renewal timer would.
     */
    readonly feed?: 'hand' | 'lease';
    /** Start of the server clock and the simulator (default TEST_START). */
    readonly now?: number;
  } = {},
): Promise<SportsTestApp> {
  const start = options.now ?? TEST_START;
  const simulatorOptions: Partial<SimulatorOptions> = {
    leagues: LEAGUES.filter((l) => [67, 132, 225].includes(l.id)),
    fixturesPerLeague: 3,
    liveShare: 1,
    // Upcoming fixtures start within half an hour, so tests reach kick-off quickly.
    horizonMs: 30 * 60_000,
    stepMs: 5_000,
    ...options.simulator,
  };
  const handSim = new OddsFeedSimulator({ seed: 11, now: start, ...simulatorOptions });
  const feed =
    options.withFeed === false
      ? { mode: 'off' as const }
      : options.feed === 'lease'
        ? { mode: 'auto' as const, seed: 11, simulatorOptions }
        : { simulator: handSim };
  const module = createSportsModule({
    broker: options.broker ?? new MemoryBroker(),
    feed,
    realtime: false,
    sse: { heartbeatMs: 0, ...options.sse },
    ...(options.cancelPolicy ? { cancelPolicy: options.cancelPolicy } : {}),
  });
  const rounds = createRoundsModuleFor(module, {
    enabled: options.rounds ?? true,
    realtime: false,
    seeds: seededSeedSource(`test-${++counter}`),
  });
  const harness = await createHarness({
    modules: [...(await foundationModules()), module, rounds, ...(options.extraModules ?? [])],
    now: start,
    ...(options.db ? { db: options.db } : {}),
  });
  const db = harness.db;
  await seedSports(db);
  await rounds.seed!(db, { now: start, memberIds: {} }, harness.app.deps);
  const stopSports = await module.start!(harness.app.deps, harness.app);
  const stopRounds = await rounds.start!(harness.app.deps, harness.app);
  const stop = async (): Promise<void> => {
    await stopRounds();
    await stopSports();
  };
  const runtime = module.runtime();
  const live = module.live();
  if (!runtime || !live) throw new Error('sports module did not start');
  const wallet = createCashWallet();
  const callers = new Map<number, Caller>();
  const answer = (res: TestResponse): TestAnswer => ({ ...res, json: () => JSON.parse(res.body) });
  return {
    app: harness.app,
    harness,
    baseUrl: harness.baseUrl,
    db,
    get sim() {
      return runtime.feed ?? handSim;
    },
    runtime,
    scheduler: rounds.scheduler(),
    hub: live.hub,
    broker: live.broker,
    publisher: live.publisher,
    addMember: async ({ cash = 0, role = 1, admin = false } = {}) => {
      const userId = `sp${process.pid % 10000}u${++counter}`;
      const id = await harness.createMember(userId, { role, isAdmin: admin });
      if (cash > 0) await harness.fund(id, 'cash', cash);
      callers.set(id, await harness.as(id));
      return { id, userId, nickname: `닉${userId}`, role, userType: 'A', isAdmin: admin };
    },
    login: async (member) => {
      callers.set(member.id, await harness.as(member.id));
    },
    call: async (member, request) => {
      const full: TestRequest = { method: 'GET', ...request };
      if (!member) return answer(await harness.inject(full));
      const caller = callers.get(member.id);
      if (!caller) throw new Error(`no session for member ${member.id}`);
      return answer(await caller.inject(full));
    },
    advance: async (ms) => {
      const sim = runtime.feed ?? handSim;
      sim.tick(ms);
      harness.clock.set(sim.now());
      await runtime.sync?.idle();
    },
    advanceClock: (ms) => harness.clock.advance(ms),
    cash: (memberId) => wallet.balance(db, memberId),
    cookieHeader: (member) => {
      const c = callers.get(member.id);
      if (!c) throw new Error(`no session for member ${member.id}`);
      return `sid=${c.cookies.sid}; csrf=${c.cookies.csrf}`;
    },
    close: async () => {
      await stop();
      await harness.close();
    },
  };
}
