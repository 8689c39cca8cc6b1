import { jest } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  buildApp,
  createRoundsModuleFor,
  foundationModules,
  resolveDeps,
  runSeed,
  type AppDeps,
  type Db,
  type ServerModule,
} from '@bet/server';
import { fixedCaptcha, type CaptchaPort } from '@bet/server/ports/captcha.js';
import type { ServerClock } from '@bet/server/ports/clock.js';
import { demoPasswordHasher } from '@bet/server/testing/demo-password-hasher.js';
import { createTestDatabase, openMigratedPglite } from '@bet/server/testing/test-db.js';
import { OddsFeedSimulator } from '@bet/server/routes/sports/feed/simulator.js';
import { createSportsModule, type SportsModule } from '@bet/server/routes/sports/index.js';
import { createCasinoModule } from '@bet/server/routes/casino/index.js';
import type { RoundsModule } from '@bet/server/routes/rounds/index.js';
import { seededRandom } from '@bet/server/ports/random.js';
import { forgetSiteAuthenticator, registerSiteAuthenticator } from './operator-codes.js';
import { E2E_UI_DIR, repoPath } from './paths.js';
import { SLOW_TEST_MS } from './slow-tests.js';

// The server's test-db module lowers jest's limit to the server suite's when it loads: restore ours.
jest.setTimeout(SLOW_TEST_MS);

/**
 * The code every 자동방지코드 picture of a site server shows unless a test passes its own captcha:
 * the picture is drawn as for a member (strokes, noise, no text), and the test types what a person
 * reads there.
 */
export const SITE_CAPTCHA_CODE = 'H4X9';

export interface SiteServerOptions {
  /** Serve the built UI beside the API (browser tests: the e2e global setup's copy of app/dist); default false. */
  readonly serveUi?: boolean;
  /** Serve this copy of the built UI instead (e.g. one with a config.json pointing at another server's API). */
  readonly uiDir?: string;
  /** ALLOWED_ORIGINS: pages of these origins may call this server's API with the member's cookies. */
  readonly allowedOrigins?: readonly string[];
  /** Listen on this port of 127.0.0.1 (default: any free one). */
  readonly port?: number;
  /** Seed of the odds feed simulator: the same seed gives the same fixtures and prices. */
  readonly feedSeed?: number;
  /** Run the mini-game/virtual round scheduler (one pass at start, no timer); default false. */
  readonly rounds?: boolean;
  /**
   * Leave the modules' background work (feed sync, rounds) for `startBackground()`, so a test can
   * subscribe to the live streams before the first messages are published. Default false.
   */
  readonly deferBackground?: boolean;
  /** The login's and sign-up's anti-automation code (default: pictures of SITE_CAPTCHA_CODE). */
  readonly captcha?: CaptchaPort;
  /** The site's time (default `noonClock()`): a test that moves it drives the round scheduler through a round. */
  readonly clock?: ServerClock;
  /**
   * How long the USDT chain simulator takes to "receive" a deposit. Default 0: confirmed at once.
   * No sweeper runs here, so a longer delay leaves USDT deposits waiting for the operator's queue.
   */
  readonly chainConfirmMs?: number;
  /**
   * Use the PostgreSQL server DATABASE_URL names when it is set (a fresh schema, migrated, dropped
   * on close), as the server suite does; default false: always the in-memory PGlite.
   */
  readonly onDatabaseUrl?: boolean;
}

/** Epoch ms of today's 12:00 in Korea (GMT+9, no daylight saving). */
export function kstNoonToday(realNow: number): number {
  const day = 86_400_000;
  const kst = 9 * 3_600_000;
  return Math.floor((realNow + kst) / day) * day + 12 * 3_600_000 - kst;
}

/** A site clock that flows in real time and that a test may move ahead. */
export interface SkippableClock extends ServerClock {
  /** Moves the time `ms` ahead at once (what a wait of `ms` would do, without the wait). */
  skip(ms: number): void;
}

/**
 * The site's time: real time flowing from today's noon KST. The rules depend on the hour (no
 * deposit or withdrawal during the 23:30-00:30 bank maintenance), so a run at night must not
 * behave differently from one at noon. Browser pages get the same time (`page.clock.install`).
 * `skip` spares the operator logins a real wait for the next 30-second TOTP step (operator-codes.ts).
 */
export function noonClock(realNow = Date.now()): SkippableClock {
  let offset = kstNoonToday(realNow) - realNow;
  return {
    now: () => Date.now() + offset,
    skip: (ms) => {
      offset += ms;
    },
  };
}

export interface SiteServer {
  /** http://127.0.0.1:<port> */
  readonly baseUrl: string;
  /** baseUrl + '/api' */
  readonly apiUrl: string;
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly deps: AppDeps;
  /** The server's clock (see noonClock): give browser pages `clock.now()` as their time. */
  readonly clock: ServerClock;
  /** The deterministic odds feed: operator controls (setPrice, setMarketSuspended, finishFixture). */
  readonly feed: OddsFeedSimulator;
  readonly sports: SportsModule;
  /** The round games (their schedule runs only with `rounds: true`). */
  readonly rounds: RoundsModule;
  /** Starts the modules' background work when `deferBackground` was set (once). */
  startBackground(): Promise<void>;
  /** Stops everything; throws when a background task (feed sync, rounds...) failed meanwhile, so the test fails. */
  close(): Promise<void>;
}

/** A fixed seed keeps the catalogue, and so every browser test, the same from run to run. */
export const DEFAULT_FEED_SEED = 20_260_302;

/**
 * The real server (server/src/main.ts's steps) in this process: a fresh in-memory PGlite database,
 * migrations, the demo seed, every module, listening on a random port of 127.0.0.1.
 *
 * Differences from `npm start`, for determinism: the odds feed is a seeded simulator driven by the
 * test (no timer), so prices never move under a test's feet unless the test moves them; the round
 * scheduler runs only when asked; the clock starts at today's noon KST (see noonClock). Everything
 * else — routes, sessions, CSRF, ledger, settlement, SSE fan-out — is production code.
 */
export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  if (options.serveUi && !existsSync(join(E2E_UI_DIR, 'index.html'))) {
    throw new Error(`no built UI at ${E2E_UI_DIR}: the e2e project's globalSetup (test/support/global-setup.ts) builds and copies it`);
  }
  // No real PostgreSQL unless asked, even when DATABASE_URL is set for the server suite. The migrated
  // template (built once per machine) spares every browser test file initdb and the migrations.
  const database = options.onDatabaseUrl ? await createTestDatabase() : null;
  const db = database ? database.db : await openMigratedPglite();
  const closeDb = (): Promise<void> => (database ? database.close() : db.close());
  try {
    const clock = options.clock ?? noonClock();
    const feed = new OddsFeedSimulator({ seed: options.feedSeed ?? DEFAULT_FEED_SEED, now: clock.now() });
    const sports = createSportsModule({ feed: { simulator: feed }, realtime: false });
    const rounds = createRoundsModuleFor(sports, { enabled: options.rounds ?? false, realtime: false });
    // The casino simulator's plays are seeded too (same spins from run to run).
    const casino = createCasinoModule({ random: seededRandom(options.feedSeed ?? DEFAULT_FEED_SEED) });
    const modules: ServerModule[] = [...foundationModules(), sports, rounds, casino];
    const deps = resolveDeps({
      db,
      clock,
      // scrypt only where a test needs it: the demo logins' known answers come at once.
      hasher: demoPasswordHasher(),
      captcha: options.captcha ?? fixedCaptcha(SITE_CAPTCHA_CODE, seededRandom(options.feedSeed ?? DEFAULT_FEED_SEED)),
      config: {
        uiDir: options.uiDir ?? (options.serveUi ? E2E_UI_DIR : null),
        allowedOrigins: options.allowedOrigins ?? [],
        filesDir: repoPath('server/files'),
        logger: false,
        chainConfirmMs: options.chainConfirmMs ?? 0,
      },
    });
    await runSeed(deps, modules);
    const app = await buildApp({ ...deps, modules });
    const stops: (() => Promise<void>)[] = [];
    let started = false;
    const startBackground = async (): Promise<void> => {
      if (started) return;
      started = true;
      for (const module of modules) if (module.start) stops.push(await module.start(deps, app));
    };
    if (!options.deferBackground) await startBackground();
    const baseUrl = await app.listen({ port: options.port ?? 0, host: '127.0.0.1' });
    const apiUrl = `${baseUrl}${deps.config.basePath}`;
    registerSiteAuthenticator(apiUrl, clock);
    return {
      baseUrl,
      apiUrl,
      app,
      db,
      deps,
      clock,
      feed,
      sports,
      rounds,
      startBackground,
      async close() {
        forgetSiteAuthenticator(apiUrl);
        await app.close();
        for (const stop of stops.splice(0)) await stop();
        await closeDb();
        deps.tasks.assertNoFailures();
      },
    };
  } catch (error) {
    await closeDb().catch(() => undefined);
    throw error;
  }
}
