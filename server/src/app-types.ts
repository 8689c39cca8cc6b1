import type { CaptchaPort } from './ports/captcha.js';
import type { FastifyInstance } from 'fastify';
import type { PasswordHasher } from './auth/password.js';
import type { TaskSupervisor } from './background/task-supervisor.js';
import type { SessionMember } from './auth/session-member.js';
import type { StoredKeyLookup } from './auth/sessions.js';
import type { Db, Sql, Tx } from './db/db.js';
import type { CashWallet } from './ledger/cash-wallet.js';
import type { ChainPort } from './ports/chain.js';
import type { ServerClock } from './ports/clock.js';
import type { ExchangeRatePort } from './ports/exchange-rate.js';
import type { GameProviderPort } from './ports/game-provider.js';
import type { MemberSignals } from './ports/member-signals.js';
import type { RandomPort } from './ports/random.js';
import type { CatalogEntry } from './routes/meta/openapi.js';
import type { Readiness } from './health/readiness.js';
import type { BetGame, ServerMetrics } from './metrics/server-metrics.js';

export interface AppConfig {
  /** Where the API lives ('/api'). */
  readonly basePath: string;
  /** Fastify trustProxy: set when behind a TLS-terminating proxy (X-Forwarded-For/-Proto). */
  readonly trustProxy: boolean | string;
  /**
   * ALLOWED_ORIGINS: other origins whose pages may call the API with the member's cookies
   * ('https://www.example.com'): CORS with credentials for them alone, and the cross-site checks
   * accept them (plugins/cors.ts, plugins/cross-site.ts). Empty: the API serves its own site only.
   */
  readonly allowedOrigins: readonly string[];
  /** Session cookies always carry Secure (production, unless ALLOW_PLAIN_HTTP), not only over TLS. */
  readonly secureCookiesAlways: boolean;
  /** The built UI (app/dist) served with an SPA fallback, or null. */
  readonly uiDir: string | null;
  /**
   * Whether the built UI's source maps (`*.map`) are served: on in development, off in production,
   * where they would hand out the readable sources of every screen.
   */
  readonly serveSourceMaps: boolean;
  /**
   * Whether /api/openapi.json and its page /api/docs are open to anyone: on in development, off
   * in production, where only a logged-in operator reads them (they list every admin call).
   */
  readonly publicApiDocs: boolean;
  /** Folder of /api/file/download/{path}. */
  readonly filesDir: string;
  readonly redisUrl: string | null;
  readonly logger: boolean;
  /**
   * METRICS_TOKEN: the bearer token GET /metrics and the detailed GET /api/health ask of a
   * monitoring caller (metrics/operator-access.ts). Null: see `metricsOnLoopback`.
   */
  readonly metricsToken: string | null;
  /** Without a token, whether those are open to connections from this machine (development) or closed (production). */
  readonly metricsOnLoopback: boolean;
  /** Node's own figures (CPU, memory, event loop, GC) on /metrics: on in the running server, off in tests. */
  readonly processMetrics: boolean;
  /** The tether payment page (must be https, spec 5). */
  readonly tetherDepositBaseUrl: string;
  /** USD deposits confirm this long after the request (the chain simulator); 0 in tests. */
  readonly chainConfirmMs: number;
  /**
   * TOTP_ENCRYPTION_KEY: the AES-256-GCM key of the operators' TOTP secrets at rest (32 bytes,
   * 64 hex digits or base64; auth/totp-seal.ts). Required in production, a fixed key in development.
   */
  readonly totpEncryptionKey: string;
  /**
   * CASINO_CALLBACK_SECRET: the HMAC secret shared with the casino provider (its wallet callbacks
   * and launch tokens; routes/casino/casino-signature.ts). One value for every instance; required in
   * production, a fixed key in development.
   */
  readonly casinoCallbackSecret: string;
  /**
   * The rate limits of public and costly calls (plugins/rate-limits.ts). On everywhere but in the
   * few route tests that send more than a person would from one address on purpose.
   */
  readonly rateLimits: boolean;
  /** Prefix of the rate-limit counters in Redis (REDIS_URL); one per site, shared by its instances. */
  readonly rateLimitPrefix: string;
  /**
   * Fault injection for crash tests only (env STALL_AT): an idempotent request freezes at this
   * point so the test can kill the process there. Null (off) by default.
   */
  readonly stallAt?: 'idempotency.before-commit' | 'idempotency.after-commit' | null;
}

/** Everything routes and modules get: the database, ports (with simulators) and configuration. */
export interface AppDeps {
  readonly db: Db;
  readonly clock: ServerClock;
  readonly random: RandomPort;
  readonly exchangeRate: ExchangeRatePort;
  readonly chain: ChainPort;
  readonly games: GameProviderPort;
  readonly hasher: PasswordHasher;
  /** The login's anti-automation code (svgCaptcha; tests pass fixedCaptcha). */
  readonly captcha: CaptchaPort;
  /** Member cash <-> house sportsbook through the ledger (every betting family's wallet). */
  readonly wallet: CashWallet;
  readonly config: AppConfig;
  /** Runs and watches every background task (GET /api/health shows it; test harnesses check it). */
  readonly tasks: TaskSupervisor;
  /** After-commit signals to members' live screens (the live module publishes them). */
  readonly memberSignals: MemberSignals;
}

/** Extra member fields a module contributes to GET /member/{id} and the login answer. */
export interface MemberFieldsContribution {
  readonly nowBettingAmount?: number;
  /** The limits of the member's level as an opaque text (core's `bettingLimitsKey`). */
  readonly bettingLimitsKey?: string;
}

export interface SeedContext {
  readonly now: number;
  /** Member ids of the demo accounts by login id ('member01', 'admin', ...). */
  readonly memberIds: Readonly<Record<string, number>>;
}

/**
 * A feature mounted by buildApp. The sports/live/rounds code plugs in through this (see
 * src/modules.ts) so the foundation never imports their internals.
 */
export interface ServerModule {
  readonly name: string;
  /** Registers routes inside the /api context: session, CSRF, validation and errors apply. */
  routes?(api: FastifyInstance, deps: AppDeps): Promise<void> | void;
  /** Adds demo data on a fresh database after the foundation's own seed. */
  seed?(tx: Tx, ctx: SeedContext, deps: AppDeps): Promise<void>;
  /** Starts background work (feeds, schedulers); returns its stop function. main.ts calls it. */
  start?(deps: AppDeps, app: FastifyInstance): Promise<() => Promise<void>>;
  /** Member fields it owns, e.g. nowBettingAmount (sum of waiting stakes). */
  memberFields?(sql: Sql, memberId: number): Promise<MemberFieldsContribution>;
}

export type AuthLevel = 'public' | 'member' | 'admin' | 'partner';

/** A request's Idempotency-Key claim (plugins/idempotency.ts); stored by idempotentTransaction. */
export interface IdempotencyState {
  readonly memberId: number;
  readonly key: string;
  /** The route pattern (for reports) and the hash of method, URL and body (same key, other request -> 409). */
  readonly route: string;
  readonly hash: string;
  /** Set once the key is stored with its answer: committed with the effect, or by a twin whose answer is replayed. */
  recorded: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: default 'member'. 'public' routes still see request.member when logged in. */
    auth?: AuthLevel;
    /** Default true for POST/PUT/PATCH/DELETE: X-CSRF-Token must equal the csrf cookie and session. */
    csrf?: boolean;
    /** Money-moving: honour Idempotency-Key (first response stored and replayed). */
    idempotent?: boolean;
    /**
     * GETs that start something on the member's behalf (launch links, the roulette commitment):
     * refuse a cross-site request (plugins/cross-site.ts: Sec-Fetch-Site or a foreign Origin).
     */
    crossSiteGuard?: boolean;
    /**
     * Set by `serve` for a GET whose contract is `stateChanging` (GET /charge/depositCancel): the
     * CSRF header is required as on a POST, and a cross-site request is refused.
     */
    stateChangingGet?: boolean;
    /** Default true: a stale sid cookie answers 555/556. Login turns it off. */
    sessionStatus?: boolean;
    /** A bet placement call: its answers are counted in bets_placed_total / bets_refused_total (metrics/metrics-plugin.ts). */
    betGame?: BetGame;
    /**
     * The JSON Schema of the answer, from the call's contract (`serve` sets it): the OpenAPI
     * document shows it. Never used to serialise: the handler's typed answer is sent as it is.
     */
    responseSchema?: Readonly<Record<string, unknown>>;
  }
  interface FastifyRequest {
    /** The session's member (null when not logged in). Never read member ids from the body. */
    member: SessionMember | null;
    sessionIdHash: string | null;
    idempotency: IdempotencyState | null;
    /** The login's start and the member's session limit, when one is set (read with the session). */
    sessionLimit: { readonly loginAt: number; readonly minutes: number } | null;
    /** The Idempotency-Key's stored row, read with the session (null when not read: the plugin reads it then). */
    storedKey: StoredKeyLookup | null;
  }
  interface FastifyInstance {
    deps: AppDeps;
    modules: readonly ServerModule[];
    /** Every route as registered (for the OpenAPI document). */
    routeCatalog: CatalogEntry[];
    /** GET /api/health/ready's checks; modules add theirs (health/readiness.ts). */
    readiness: Readiness;
    /** GET /metrics's registry; modules register their figures in `metrics.sources`. */
    metrics: ServerMetrics;
  }
}
