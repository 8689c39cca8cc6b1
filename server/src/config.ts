import { resolve } from 'node:path';
import type { AppConfig } from './app-types.js';
import { DEFAULT_CONFIG } from './app.js';
import { DEFAULT_DATA_DIR } from './db/open-db.js';

/** Everything main.ts reads from the environment (documented in README). */
export interface ServerEnv {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly app: AppConfig;
}

/** TRUST_PROXY: 'true', or the proxy addresses/CIDRs to trust ('127.0.0.1,10.0.0.0/8'). */
function trustProxyOf(value: string | undefined): boolean | string {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  return value === 'true' ? true : value;
}

/** STALL_AT (crash tests only): where an idempotent request freezes; anything else is off. */
function stallAtOf(value: string | undefined): AppConfig['stallAt'] {
  return value === 'idempotency.before-commit' || value === 'idempotency.after-commit' ? value : null;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: env.DATA_DIR ?? DEFAULT_DATA_DIR,
    databaseUrl: env.DATABASE_URL || undefined,
    app: {
      ...DEFAULT_CONFIG,
      trustProxy: trustProxyOf(env.TRUST_PROXY),
      uiDir: env.UI_DIR ?? resolve('app/dist'),
      filesDir: env.FILES_DIR ?? resolve('server/files'),
      redisUrl: env.REDIS_URL || null,
      logger: env.LOG !== 'off',
      chainConfirmMs: env.CHAIN_CONFIRM_MS ? Number(env.CHAIN_CONFIRM_MS) : DEFAULT_CONFIG.chainConfirmMs,
      stallAt: stallAtOf(env.STALL_AT),
    },
  };
}
