import { jest } from '@jest/globals';
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { SERVER_MESSAGES } from '../http/messages.js';
import { refusalAnswer } from '../http/refusals.js';
import {
  missingServerPrograms,
  startPrivatePostgres,
  startPrivateRedis,
  type PrivatePostgres,
  type PrivateRedis,
} from '../testing/private-services.js';

/**
 * Issue 27, deployment: `npm run build` makes one production folder. It is built once here into
 * a temporary folder outside the repository, its production dependencies are installed there
 * with `npm install --omit=dev` from its own lock (which must come out unchanged), and it is
 * started with `node` and NODE_ENV=production on an empty private PostgreSQL and Redis, its .env
 * made from the shipped .env.example. Then the public calls a visitor makes first are walked.
 * Slow (a Vite build and an npm install): one build per run.
 */
jest.setTimeout(600_000);

const missing = missingServerPrograms();
const maybe = missing === null ? describe : describe.skip;
if (missing !== null) console.warn(`production-folder.test.ts skipped: ${missing}`);

const exec = promisify(execFile);
const REPO = resolve('.');
const ADMIN_PASSWORD = 'production-test-admin-1';

/** The shipped example with this machine's database, Redis and secrets put in. */
function envFileFrom(example: string, values: Readonly<Record<string, string>>): string {
  let text = example;
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^#?\\s*${name}=.*$`, 'm');
    if (!line.test(text)) throw new Error(`.env.example has no ${name} line`);
    text = text.replace(line, `${name}=${value}`);
  }
  if (/CHANGE-ME/.test(text.replace(/^#.*$/gm, ''))) throw new Error('a CHANGE-ME value of .env.example was left unset');
  return text;
}

maybe('the production folder of npm run build', () => {
  let dir: string;
  let site: string;
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let server: ChildProcess | null = null;
  let baseUrl = '';
  let output = '';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bet-production-'));
    site = join(dir, 'site');
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    await exec('npm', ['run', 'build', '--', '--out', site], { cwd: REPO, maxBuffer: 64 * 1024 * 1024 });
  });
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const gone = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await gone;
    }
    await postgres?.dispose();
    await redis?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  it('holds the bundle, the UI without source maps, the migrations and a production-only package.json with its lock', async () => {
    for (const file of [
      'server/dist/main.js',
      'server/dist/backup-cli.js',
      'app/dist/index.html',
      'server/migrations/001_members_auth.sql',
      '.env.example',
    ])
      expect(existsSync(join(site, file))).toBe(true);
    expect((await readdir(join(site, 'app/dist/assets'))).filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(existsSync(join(site, 'node_modules'))).toBe(false);
    const pkg = JSON.parse(await readFile(join(site, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies?: unknown;
    };
    expect(pkg.devDependencies).toBeUndefined();
    expect(Object.keys(pkg.dependencies)).toEqual(expect.arrayContaining(['fastify', 'pg', '@electric-sql/pglite']));
    expect(Object.keys(pkg.dependencies).filter((name) => /^(@bet\/|jest|typescript|vite|esbuild|tsx|react)/.test(name))).toEqual([]);
  });

  it('installs its production dependencies outside the repository from its own lock, unchanged', async () => {
    const lockBefore = JSON.parse(await readFile(join(site, 'package-lock.json'), 'utf8')) as unknown;
    await exec('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: site, maxBuffer: 64 * 1024 * 1024 });
    expect(JSON.parse(await readFile(join(site, 'package-lock.json'), 'utf8'))).toEqual(lockBefore);
    expect(existsSync(join(site, 'node_modules/fastify/package.json'))).toBe(true);
    expect(existsSync(join(site, 'node_modules/jest'))).toBe(false);
  });

  it('starts with node and NODE_ENV=production on an empty PostgreSQL, from a .env made of .env.example', async () => {
    const example = await readFile(join(site, '.env.example'), 'utf8');
    await writeFile(
      join(site, '.env'),
      envFileFrom(example, {
        NODE_ENV: 'production',
        PORT: '0',
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        ADMIN_PASSWORD,
        TOTP_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        CASINO_CALLBACK_SECRET: randomBytes(32).toString('hex'),
      }),
    );
    // Only what a service manager would give: no NODE_OPTIONS, no repository paths.
    const env = { PATH: process.env.PATH ?? '', HOME: dir };
    const started = spawn(process.execPath, ['--env-file=.env', '--enable-source-maps', 'server/dist/main.js'], {
      cwd: site,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = started;
    baseUrl = await new Promise<string>((done, fail) => {
      const onData = (chunk: string) => {
        output += chunk;
        const url = /Server ready in \d+ ms at (http:\/\/\S+)/.exec(output)?.[1];
        // The start prints its mode and database lines right after the ready line.
        if (url && /^Database: .*$/m.test(output)) done(url.replace('localhost', '127.0.0.1'));
      };
      started.stdout!.setEncoding('utf8').on('data', onData);
      started.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
      started.once('exit', (code) => fail(new Error(`the production server exited (${code}):\n${output}`)));
    });
    expect(output).toContain('Mode: production');
    expect(output).toMatch(/migrations applied now: [1-9]\d*/);
    expect(output).toContain('seeded (essentials)');
  });

  it('walks the public calls: the page, readiness, a settings call, a refused login and the operator asked for a second factor', async () => {
    const page = await fetch(`${baseUrl}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    const script = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect((await fetch(`${baseUrl}${script}`)).status).toBe(200);
    expect((await fetch(`${baseUrl}${script}.map`)).status).toBe(404); // no source maps in production

    const ready = await fetch(`${baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ ready: true });

    const settings = await fetch(`${baseUrl}/api/settingSignUp`);
    expect(settings.status).toBe(200);
    expect(typeof (await settings.json())).toBe('object');

    const login = (password: string) =>
      fetch(`${baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ userId: 'admin', password }),
      });
    const refused = await login('not-the-password');
    expect(refused.status).toBe(refusalAnswer('loginFailed').status);
    expect(await refused.json()).toMatchObject({ code: 'loginFailed', message: SERVER_MESSAGES.loginFailed });
    const operator = await login(ADMIN_PASSWORD);
    expect(operator.status).toBe(401);
    expect(await operator.json()).toMatchObject({ code: 'secondFactorRequired' });
  });
});
