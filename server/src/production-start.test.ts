import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { DEMO_ADMIN_PASSWORD } from './seed/demo-accounts.js';
import { send } from './testing/http-client.js';
import { createServerStore, runServerToExit, startServerProcess, type ServerStore } from './testing/server-process.js';

/**
 * `npm start` runs the compiled server (`node server/dist/main.js`): built here once, then started
 * as a child process the way an operator starts it, in development and in production mode.
 */
const run = promisify(execFile);
const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';
/** A production TOTP_ENCRYPTION_KEY (32 bytes, hex). */
const PRODUCTION_TOTP_KEY = '0123456789abcdef'.repeat(4);
/** A production CASINO_CALLBACK_SECRET (the casino provider's signing secret). */
const PRODUCTION_CASINO_SECRET = 'fedcba9876543210'.repeat(4);

beforeAll(async () => {
  await run(process.execPath, ['scripts/build-server.mjs']);
}, 60_000);

const login = (baseUrl: string, userId: string, password: string) =>
  send(baseUrl, { method: 'POST', url: '/api/auth/login', payload: { userId, password } });

describe('the compiled server', () => {
  let store: ServerStore;
  beforeEach(async () => {
    store = await createServerStore();
  });
  afterEach(async () => {
    await store.dispose();
  });

  it('starts with node in development: migrations, demo seed and the demo logins', async () => {
    const server = await startServerProcess(store.env, 'compiled');
    try {
      const health = await send(server.baseUrl, { method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect((await login(server.baseUrl, 'member01', 'test1234')).statusCode).toBe(200);
    } finally {
      await server.kill();
    }
  }, 60_000);

  it('refuses to start in production without a database server, an admin password, a TOTP key and a casino secret, naming each', async () => {
    const { code, stderr } = await runServerToExit(
      { ...store.env, NODE_ENV: 'production', DATABASE_URL: '', ADMIN_PASSWORD: '', TOTP_ENCRYPTION_KEY: '', CASINO_CALLBACK_SECRET: '' },
      'compiled',
    );
    expect(code).toBe(78);
    expect(stderr).toContain('DATABASE_URL is required');
    expect(stderr).toContain('ADMIN_PASSWORD is required');
    expect(stderr).toContain('TOTP_ENCRYPTION_KEY is required');
    expect(stderr).toContain('CASINO_CALLBACK_SECRET is required');
  }, 30_000);

  it('refuses bad values at start, each naming its variable', async () => {
    const { code, stderr } = await runServerToExit(
      { ...store.env, PORT: 'eighty', SEED_DEMO: 'maybe', ADMIN_PASSWORD: 'short' },
      'compiled',
    );
    expect(code).toBe(78);
    expect(stderr).toContain('PORT must be a whole number');
    expect(stderr).toContain('SEED_DEMO must be true or false');
  }, 30_000);

  it('refuses to start when TOTP_ENCRYPTION_KEY is not the key the stored secrets were encrypted with, naming it', async () => {
    const server = await startServerProcess({ ...store.env, TOTP_ENCRYPTION_KEY: PRODUCTION_TOTP_KEY }, 'compiled');
    try {
      // The operator's password step stores an encrypted secret to enrol with.
      expect((await login(server.baseUrl, 'admin', DEMO_ADMIN_PASSWORD)).statusCode).toBe(401);
    } finally {
      await server.kill();
    }
    const { code, stderr } = await runServerToExit({ ...store.env, TOTP_ENCRYPTION_KEY: 'f'.repeat(64) }, 'compiled');
    expect(code).toBe(78);
    expect(stderr).toContain('TOTP_ENCRYPTION_KEY is not the key it was encrypted with');
  }, 120_000);

  it('in production seeds no demo data: the operator logs in with ADMIN_PASSWORD only', async () => {
    // Production refuses the embedded database: this case always uses a PostgreSQL server (the
    // machine's own, as every machine of this project has one, unless DATABASE_URL names another).
    const postgres = await createServerStore(process.env.DATABASE_URL ?? LOCAL_POSTGRES);
    const adminPassword = 'a-long-operator-secret-42';
    const server = await startServerProcess(
      {
        ...postgres.env,
        NODE_ENV: 'production',
        TRUST_PROXY: '127.0.0.1',
        ADMIN_PASSWORD: adminPassword,
        TOTP_ENCRYPTION_KEY: PRODUCTION_TOTP_KEY,
        CASINO_CALLBACK_SECRET: PRODUCTION_CASINO_SECRET,
      },
      'compiled',
    );
    try {
      // The right password leads to the second factor's enrolment (issue 11); a wrong one is refused.
      const operator = await login(server.baseUrl, 'admin', adminPassword);
      expect(operator.statusCode).toBe(401);
      expect(JSON.parse(operator.body)).toMatchObject({
        code: 'secondFactorRequired',
        secondFactor: { enrolment: { otpauthUri: expect.any(String) } },
      });
      expect((await login(server.baseUrl, 'admin', 'admin1234!')).statusCode).toBe(404);
      expect((await login(server.baseUrl, 'member01', 'test1234')).statusCode).toBe(404);
      const line = await server.waitForLine('Mode:');
      expect(line).toContain('production');
      expect(line).toContain('off (USDT_SIMULATOR)');
    } finally {
      await server.kill();
      await postgres.dispose();
    }
  }, 60_000);
});
