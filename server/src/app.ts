import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { AppConfig, AppDeps, ServerModule } from './app-types.js';
import { createPasswordHasher } from './auth/password.js';
import { TaskSupervisor } from './background/task-supervisor.js';
import type { Db } from './db/db.js';
import { createCashWallet } from './ledger/cash-wallet.js';
import { allModules } from './modules.js';
import { apiNotFound, registerErrorHandler } from './plugins/errors.js';
import { registerHtmlSanitising } from './plugins/html-sanitising.js';
import { registerIdempotency } from './plugins/idempotency.js';
import { DEFAULT_RATE_LIMIT_PREFIX, registerRateLimits } from './plugins/rate-limits.js';
import { registerSession } from './plugins/session.js';
import { registerSessionLimitGuard } from './routes/reality-check/reality-check.routes.js';
import { registerRequestLog, requestLoggerOptions } from './plugins/request-log.js';
import { registerRequestId, requestIdGenerator } from './plugins/request-id.js';
import { registerMetrics } from './metrics/metrics-plugin.js';
import { ServerMetrics } from './metrics/server-metrics.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticUi } from './plugins/static-ui.js';
import { registerCors } from './plugins/cors.js';
import { uiConnectOrigins } from './plugins/ui-csp.js';
import { AJV_OPTIONS, registerValidation } from './plugins/validation.js';
import { svgCaptcha } from './ports/captcha.js';
import { simulatedChain } from './ports/chain.js';
import { systemClock } from './ports/clock.js';
import { fixedExchangeRate } from './ports/exchange-rate.js';
import { simulatedGameProvider } from './ports/game-provider.js';
import { cryptoRandom } from './ports/random.js';
import { createMemberSignals } from './ports/member-signals.js';
import { DEV_TOTP_ENCRYPTION_KEY } from './auth/totp-seal.js';
import { DEV_CASINO_CALLBACK_SECRET } from './routes/casino/casino-signature.js';
import { catalogEntry, type CatalogEntry } from './routes/meta/openapi.js';
import { databaseCheck, registerProbes } from './health/probes.js';
import { Readiness } from './health/readiness.js';

export const DEFAULT_CONFIG: AppConfig = {
  basePath: '/api',
  trustProxy: false,
  uiDir: null,
  allowedOrigins: [],
  filesDir: './server/files',
  redisUrl: null,
  logger: false,
  metricsToken: null,
  metricsOnLoopback: true,
  processMetrics: false,
  tetherDepositBaseUrl: 'https://pay.example.com/tether',
  chainConfirmMs: 30_000,
  totpEncryptionKey: DEV_TOTP_ENCRYPTION_KEY,
  serveSourceMaps: true,
  secureCookiesAlways: false,
  casinoCallbackSecret: DEV_CASINO_CALLBACK_SECRET,
  rateLimits: true,
  rateLimitPrefix: DEFAULT_RATE_LIMIT_PREFIX,
  publicApiDocs: true,
};

export interface BuildAppOptions extends Partial<Omit<AppDeps, 'db' | 'config'>> {
  readonly db: Db;
  readonly config?: Partial<AppConfig>;
  /** Feature modules (default: foundationModules() plus whatever src/modules.ts adds). */
  readonly modules?: readonly ServerModule[];
  /** Where the JSON log lines go when `config.logger` is on (default stdout; tests read them). */
  readonly logStream?: { write(line: string): void };
}

/** Fills in the ports with their simulators and the configuration with defaults. */
export function resolveDeps(options: BuildAppOptions): AppDeps {
  const config = { ...DEFAULT_CONFIG, ...options.config };
  const clock = options.clock ?? systemClock;
  return {
    db: options.db,
    clock,
    random: options.random ?? cryptoRandom,
    exchangeRate: options.exchangeRate ?? fixedExchangeRate(),
    chain: options.chain ?? simulatedChain({ confirmAfterMs: config.chainConfirmMs }),
    games: options.games ?? simulatedGameProvider(),
    hasher: options.hasher ?? createPasswordHasher(),
    captcha: options.captcha ?? svgCaptcha(options.random ?? cryptoRandom),
    wallet: options.wallet ?? createCashWallet(),
    config,
    tasks: options.tasks ?? new TaskSupervisor({ now: () => clock.now() }),
    memberSignals: options.memberSignals ?? createMemberSignals(),
  };
}

/**
 * The Fastify app: /api with session, CSRF, validation, idempotency and Korean errors, every
 * module's routes inside it, and the built UI outside it. Does not listen (main.ts does).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const deps = resolveDeps(options);
  const modules = options.modules ?? allModules();
  const app = Fastify({
    logger: deps.config.logger ? requestLoggerOptions(options.logStream) : false,
    // One line per request (registerRequestLog) instead of Fastify's two; the id is logged as reqId.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(deps.config.trustProxy),
    trustProxy: deps.config.trustProxy,
    bodyLimit: 256 * 1024,
    ajv: AJV_OPTIONS,
    // Long bodies of digits must not become Infinity silently: JSON numbers are validated by range.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.decorate('deps', deps);
  app.decorate('modules', modules);
  app.decorate('routeCatalog', [] as CatalogEntry[]);
  // Modules add their own checks (the broker, the feed) when they mount.
  const readiness = new Readiness();
  readiness.add('database', databaseCheck(deps.db));
  app.decorate('readiness', readiness);
  const metrics = new ServerMetrics({ db: deps.db, tasks: deps.tasks, processMetrics: deps.config.processMetrics });
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.close());
  app.addHook('onRoute', (route) => {
    app.routeCatalog.push(...catalogEntry(route));
  });
  registerRequestId(app);
  registerRequestLog(app);
  registerMetrics(app, metrics, deps.config);
  // The served UI's config.json may point it at an API elsewhere: its CSP must let it connect there.
  await registerSecurityHeaders(app, uiConnectOrigins(deps.config.uiDir));
  await registerCors(app, deps.config);
  await app.register(cookie);
  // The API speaks JSON only: any other body type is a 415 with a Korean message.
  app.removeContentTypeParser(['text/plain']);
  registerValidation(app);
  registerHtmlSanitising(app);
  registerProbes(app, deps.config.basePath, readiness);

  await app.register(
    async (api) => {
      registerErrorHandler(api);
      registerSession(api);
      registerSessionLimitGuard(api, deps);
      registerIdempotency(api);
      // Before the modules' routes: the plugin attaches its hook to each route as it is declared.
      await registerRateLimits(api, deps.config);
      api.setNotFoundHandler((_request, reply) => apiNotFound(reply));
      // API answers are per member and never cached (nosniff and the rest: registerSecurityHeaders).
      api.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      for (const module of modules) if (module.routes) await api.register(async (scope) => module.routes!(scope, deps));
    },
    { prefix: deps.config.basePath },
  );

  registerErrorHandler(app);
  const servesUi = await registerStaticUi(app, deps.config);
  if (!servesUi) app.setNotFoundHandler((_request, reply) => apiNotFound(reply));
  return app;
}
