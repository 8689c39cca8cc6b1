import { resolve } from 'node:path';
import type { AppConfig } from './app-types.js';
import { allowedOriginsOf } from './plugins/allowed-origins.js';
import { DEFAULT_CONFIG } from './app.js';
import { DEFAULT_DATA_DIR, DEFAULT_DB_TIMEOUTS, DEFAULT_POOL_SIZE } from './db/open-db.js';
import { DEV_TOTP_ENCRYPTION_KEY, parseTotpKey, TOTP_KEY_VARIABLE } from './auth/totp-seal.js';
import { CASINO_SECRET_VARIABLE, DEV_CASINO_CALLBACK_SECRET, MIN_CASINO_SECRET_LENGTH } from './routes/casino/casino-signature.js';
import { plainHttpProblems, trustProxyOf } from './config-transport.js';

/** What a fresh database is given on first start. */
export type SeedPlan =
  /** The demo members, balances, boards and popups (`npm start`, the embedded default). */
  | { readonly kind: 'demo' }
  /** Production: reference data and one operator whose password comes from the environment. */
  | { readonly kind: 'essentials'; readonly adminUserId: string; readonly adminPassword: string | null };

/** Everything main.ts reads from the environment, read once and checked (documented in README). */
export interface ServerEnv {
  readonly production: boolean;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Connections to DATABASE_URL's server (DATABASE_POOL_SIZE). */
  readonly databasePoolSize: number;
  /**
   * The pool's limits in ms: DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS and
   * DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS (0 = none for the last two).
   */
  readonly databaseTimeouts: {
    readonly connectTimeoutMs: number;
    readonly statementTimeoutMs: number;
    readonly idleInTransactionTimeoutMs: number;
  };
  readonly seed: SeedPlan;
  /**
   * Whether the USDT chain simulator confirms deposits (it credits money that never arrived, so
   * production runs it only on an explicit USDT_SIMULATOR=true; off, requests stay waiting).
   */
  readonly usdtSimulator: boolean;
  /**
   * Development load test (SPORTS_FEED_LOAD_RATE): extra odds changes per second the sports feed
   * simulator adds to matches in play; 0 (the default) is none. Refused in production.
   */
  readonly feedLoadRate: number;
  /**
   * Development load test (SSE_LOAD_HZ): frames per second published on the 'general' SSE stream,
   * each stamped with its publish time (server/bench/sse-clients.ts measures delivery with it);
   * 0 (the default) is none. Refused in production.
   */
  readonly sseLoadHz: number;
  readonly app: AppConfig;
}

/** Thrown at start with every problem of the environment at once, each naming its variable. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The server cannot start; fix its environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** A production admin password: long enough that the seeded operator is not the weak link. */
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['', 'false', '0', 'no', 'off']);

/** Reads the environment through one object so every refusal is collected, not just the first. */
class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  text(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? undefined : value;
  }

  flag(name: string, fallback: boolean): boolean {
    const value = this.env[name]?.trim().toLowerCase();
    if (value === undefined) return fallback;
    if (TRUE.has(value)) return true;
    if (FALSE.has(value)) return false;
    this.problems.push(`${name} must be true or false, got "${this.env[name]}"`);
    return fallback;
  }

  int(name: string, fallback: number, min: number, max: number): number {
    const raw = this.text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw.trim()) && Number.isSafeInteger(value) && value >= min && value <= max) return value;
    this.problems.push(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | null {
    const raw = this.text(name);
    if (raw === undefined) return null;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
    return null;
  }
}

/** TRUST_PROXY: 'true', or the proxy addresses/CIDRs to trust ('127.0.0.1,10.0.0.0/8'). */
function seedPlanOf(read: EnvReader, production: boolean): SeedPlan {
  const demo = read.flag('SEED_DEMO', !production);
  if (demo) return { kind: 'demo' };
  const adminPassword = read.text('ADMIN_PASSWORD') ?? null;
  if (production && adminPassword === null)
    read.problems.push(
      "ADMIN_PASSWORD is required with NODE_ENV=production (the first operator's password; the demo admin1234! is never used there)",
    );
  if (adminPassword !== null && adminPassword.length < MIN_ADMIN_PASSWORD_LENGTH)
    read.problems.push(`ADMIN_PASSWORD must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`);
  return { kind: 'essentials', adminUserId: read.text('ADMIN_USER_ID') ?? 'admin', adminPassword };
}

/**
 * TOTP_ENCRYPTION_KEY: the key the operators' TOTP secrets are sealed with. Production needs its
 * own (development's fixed key is public); either way it must be 32 bytes.
 */
function totpKeyOf(read: EnvReader, production: boolean): string {
  const key = read.text(TOTP_KEY_VARIABLE);
  if (key === undefined) {
    if (production)
      read.problems.push(
        `${TOTP_KEY_VARIABLE} is required with NODE_ENV=production (the key of the operators' TOTP secrets; make one with: openssl rand -base64 32)`,
      );
    return DEV_TOTP_ENCRYPTION_KEY;
  }
  if (parseTotpKey(key) === null) read.problems.push(`${TOTP_KEY_VARIABLE} must be 32 bytes as 64 hex digits or base64`);
  return key;
}

/** A METRICS_TOKEN must be at least this long (it guards the operator's figures and task errors). */
export const MIN_METRICS_TOKEN_LENGTH = 24;

/**
 * METRICS_TOKEN: the bearer token of GET /metrics and the detailed GET /api/health. Optional;
 * without it production serves neither to anyone and development only to this machine.
 */
function metricsTokenOf(read: EnvReader): string | null {
  const token = read.text('METRICS_TOKEN');
  if (token === undefined) return null;
  // RFC 6750's token characters, so that it travels unchanged in `Authorization: Bearer <token>`.
  if (token.length < MIN_METRICS_TOKEN_LENGTH || !/^[A-Za-z0-9._~+/=-]+$/.test(token))
    read.problems.push(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters of letters, digits and ._~+/=- (make one with: openssl rand -hex 32)`,
    );
  return token;
}

/**
 * CASINO_CALLBACK_SECRET: the casino provider's signing secret. Every instance must hold the same
 * one (any of them may receive a callback), so it is a setting and never drawn at start.
 */
function casinoSecretOf(read: EnvReader, production: boolean): string {
  const secret = read.text(CASINO_SECRET_VARIABLE);
  if (secret === undefined) {
    if (production)
      read.problems.push(
        `${CASINO_SECRET_VARIABLE} is required with NODE_ENV=production (the secret shared with the casino provider; make one with: openssl rand -hex 32)`,
      );
    return DEV_CASINO_CALLBACK_SECRET;
  }
  if (secret.length < MIN_CASINO_SECRET_LENGTH)
    read.problems.push(`${CASINO_SECRET_VARIABLE} must be at least ${MIN_CASINO_SECRET_LENGTH} characters`);
  if (production && secret === DEV_CASINO_CALLBACK_SECRET)
    read.problems.push(`${CASINO_SECRET_VARIABLE} must not be the public development secret with NODE_ENV=production`);
  return secret;
}

/**
 * The environment, read once at start. Development (the default) keeps the demo seed and every
 * simulator; NODE_ENV=production needs a real database and an admin password, and runs the demo
 * seed (SEED_DEMO) and the USDT deposit simulator (USDT_SIMULATOR) only when asked. Bad values
 * are refused together, each naming its variable.
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const read = new EnvReader(env);
  const production = env.NODE_ENV === 'production';
  const databaseUrl = read.text('DATABASE_URL');
  if (production && databaseUrl === undefined)
    read.problems.push('DATABASE_URL is required with NODE_ENV=production (the embedded database is for development)');
  const usdtSimulator = read.flag('USDT_SIMULATOR', !production);
  const stallAt = read.oneOf('STALL_AT', ['idempotency.before-commit', 'idempotency.after-commit'] as const);
  if (production && stallAt !== null) read.problems.push('STALL_AT is a crash-test hook and is refused with NODE_ENV=production');
  const feedLoadRate = read.int('SPORTS_FEED_LOAD_RATE', 0, 0, 20_000);
  if (production && feedLoadRate > 0)
    read.problems.push('SPORTS_FEED_LOAD_RATE is a load-test hook (fake price changes) and is refused with NODE_ENV=production');
  const sseLoadHz = read.int('SSE_LOAD_HZ', 0, 0, 1_000);
  if (production && sseLoadHz > 0)
    read.problems.push('SSE_LOAD_HZ is a load-test hook (fake frames) and is refused with NODE_ENV=production');
  const trustProxy = trustProxyOf(read.text('TRUST_PROXY'));
  const allowPlainHttp = read.flag('ALLOW_PLAIN_HTTP', false);
  read.problems.push(...plainHttpProblems(production, trustProxy, allowPlainHttp));
  const config: ServerEnv = {
    production,
    port: read.int('PORT', 3000, 0, 65_535),
    host: read.text('HOST') ?? '0.0.0.0',
    dataDir: read.text('DATA_DIR') ?? DEFAULT_DATA_DIR,
    databaseUrl,
    databasePoolSize: read.int('DATABASE_POOL_SIZE', DEFAULT_POOL_SIZE, 1, 500),
    databaseTimeouts: {
      connectTimeoutMs: read.int('DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.connectTimeoutMs, 100, 600_000),
      statementTimeoutMs: read.int('DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.statementTimeoutMs, 0, 86_400_000),
      idleInTransactionTimeoutMs: read.int(
        'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        DEFAULT_DB_TIMEOUTS.idleInTransactionTimeoutMs,
        0,
        86_400_000,
      ),
    },
    seed: seedPlanOf(read, production),
    usdtSimulator,
    feedLoadRate,
    sseLoadHz,
    app: {
      ...DEFAULT_CONFIG,
      trustProxy,
      secureCookiesAlways: production && !allowPlainHttp,
      uiDir: read.text('UI_DIR') ?? resolve('app/dist'),
      allowedOrigins: allowedOriginsOf(read.text('ALLOWED_ORIGINS'), read.problems),
      serveSourceMaps: !production,
      publicApiDocs: !production,
      filesDir: read.text('FILES_DIR') ?? resolve('server/files'),
      redisUrl: read.text('REDIS_URL') ?? null,
      logger: env.LOG !== 'off',
      metricsToken: metricsTokenOf(read),
      metricsOnLoopback: !production,
      processMetrics: true,
      chainConfirmMs: read.int('CHAIN_CONFIRM_MS', DEFAULT_CONFIG.chainConfirmMs, 0, 86_400_000),
      stallAt,
      totpEncryptionKey: totpKeyOf(read, production),
      casinoCallbackSecret: casinoSecretOf(read, production),
    },
  };
  if (read.problems.length > 0) throw new ConfigError(read.problems);
  return config;
}
