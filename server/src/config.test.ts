import { configFromEnv } from './config.js';

describe('configuration from the environment', () => {
  it('has working defaults: port 3000, embedded database in ./data/pglite, no Redis, no proxy', () => {
    const c = configFromEnv({});
    expect(c).toMatchObject({ port: 3000, dataDir: './data/pglite', databaseUrl: undefined });
    expect(c.app).toMatchObject({ basePath: '/api', trustProxy: false, redisUrl: null });
  });

  it('reads PORT, DATA_DIR, DATABASE_URL, REDIS_URL and TRUST_PROXY', () => {
    const c = configFromEnv({ PORT: '8080', DATA_DIR: '/var/lib/bet', DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://r:6379', TRUST_PROXY: '10.0.0.0/8', CHAIN_CONFIRM_MS: '0' });
    expect(c).toMatchObject({ port: 8080, dataDir: '/var/lib/bet', databaseUrl: 'postgres://x/y' });
    expect(c.app).toMatchObject({ redisUrl: 'redis://r:6379', trustProxy: '10.0.0.0/8', chainConfirmMs: 0 });
    expect(configFromEnv({ TRUST_PROXY: 'true' }).app.trustProxy).toBe(true);
  });

  it('refuses a PORT that is not a port', () => {
    expect(() => configFromEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });
});
