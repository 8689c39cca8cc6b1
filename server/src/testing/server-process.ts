import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Db } from '../db/db.js';
import { openPgliteDb } from '../db/pglite-db.js';
import { openPostgresDb } from '../db/postgres-db.js';
import type { SecondFactorStepDto } from '@bet/core/api';
import { send, type TestRequest, type TestResponse } from './http-client.js';
import type { OperatorAuthenticator } from './operator-authenticator.js';

/**
 * The real server as a child process (`tsx server/src/main.ts`), for tests that kill it with
 * SIGKILL mid-request and start it again on the same database: a PGlite data folder, or with
 * DATABASE_URL a fresh schema on that server (search_path through the connection's options).
 */
export interface ServerProcess {
  readonly baseUrl: string;
  /** Resolves with the stdout line once the server printed a line containing `marker`. */
  waitForLine(marker: string): Promise<string>;
  /** SIGKILL: no shutdown hook runs, open transactions die with the process. */
  kill(): Promise<void>;
  /** Null while the process runs; once it ended, how (exit code or signal) and its stderr. */
  ended(): { readonly code: number | null; readonly signal: string | null; readonly stderr: string } | null;
}

/** Where the server's data lives: env for the child, and cleanup. */
export interface ServerStore {
  readonly env: Readonly<Record<string, string>>;
  /** Opens the same database in the test (only while no server process runs, for PGlite). */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export async function createServerStore(url: string | undefined = process.env.DATABASE_URL): Promise<ServerStore> {
  if (url) {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE SCHEMA ${schema}`);
    const withSchema = new URL(url);
    withSchema.searchParams.set('options', `-c search_path=${schema}`);
    return {
      env: { DATABASE_URL: withSchema.toString() },
      open: () => openPostgresDb({ connectionString: url, schema }),
      dispose: () => adminQuery(url, `DROP SCHEMA ${schema} CASCADE`),
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'bet-server-crash-'));
  return {
    env: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openPgliteDb(dir),
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const READY = /Server ready in \d+ ms at (http:\/\/\S+)/;
/**
 * `node --import tsx` rather than the tsx binary: the binary runs the server in a grandchild
 * process, which a SIGKILL of the child would leave running.
 */
const SOURCE_ARGS = ['--import', 'tsx', resolve('server/src/main.ts')];
/** The build of `npm run build:server` (scripts/build-server.mjs), as `npm start` runs it. */
const COMPILED_ARGS = ['--enable-source-maps', resolve('server/dist/main.js')];

/** Which main to run: the TypeScript source through tsx, or the compiled bundle. */
export type ServerEntry = 'source' | 'compiled';

function spawnServer(env: Readonly<Record<string, string>>, entry: ServerEntry): ChildProcess {
  // NODE_ENV is the child's own choice: jest sets 'test' for itself.
  const inherited = { ...process.env, NODE_ENV: '' };
  return spawn(process.execPath, entry === 'compiled' ? COMPILED_ARGS : SOURCE_ARGS, {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', LOG: 'off', UI_DIR: join(tmpdir(), 'no-ui-here'), STALL_AT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs a server that is expected to stop on its own (a refused start): its exit code and output. */
export async function runServerToExit(
  env: Readonly<Record<string, string>>,
  entry: ServerEntry = 'source',
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawnServer(env, entry);
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((done) => child.once('exit', (c) => done(c)));
  return { code, stdout, stderr };
}

/** Starts main with `env` on a free port and waits until it listens. */
export async function startServerProcess(env: Readonly<Record<string, string>>, entry: ServerEntry = 'source'): Promise<ServerProcess> {
  const child = spawnServer(env, entry);
  let out = '';
  let err = '';
  const waiters: { marker: string; resolve: (line: string) => void }[] = [];
  let ending: { code: number | null; signal: string | null } | null = null;
  const exited = new Promise<void>((done) =>
    child.once('exit', (code, signal) => {
      ending = { code, signal };
      done();
    }),
  );
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    for (const w of [...waiters]) {
      const line = out.split('\n').find((l) => l.includes(w.marker));
      if (line !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (err += chunk));
  const waitForLine = (marker: string): Promise<string> =>
    new Promise((resolveLine, reject) => {
      const line = out.split('\n').find((l) => l.includes(marker));
      if (line !== undefined) return resolveLine(line);
      waiters.push({ marker, resolve: resolveLine });
      void exited.then(() => reject(new Error(`server exited before "${marker}"\nstdout:\n${out}\nstderr:\n${err}`)));
    });
  const ready = await waitForLine('Server ready in');
  const baseUrl = READY.exec(ready)?.[1]?.replace('localhost', '127.0.0.1');
  if (!baseUrl) throw new Error(`no address in "${ready}"`);
  return {
    baseUrl,
    waitForLine,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    ended: () => (ending ? { ...ending, stderr: err } : null),
  };
}

/** A logged-in caller of a server process (cookies and CSRF header), by demo login. */
export interface ProcessCaller {
  send(req: TestRequest): Promise<TestResponse>;
  /**
   * The same login against another process on the same database (a restart): sessions live in
   * the database, so an operator need not log in again (each login spends a TOTP step, and a
   * third one within a minute waits up to 30 s for the next).
   */
  on(server: Pick<ServerProcess, 'baseUrl'>): ProcessCaller;
}

/**
 * Logs in by password; an operator (401 `secondFactorRequired`) then sends the next code of
 * `authenticator`, which keeps the secret when the server asks to enrol. The server process runs
 * on the system clock.
 */
export async function loginTo(
  server: Pick<ServerProcess, 'baseUrl'>,
  userId: string,
  password: string,
  authenticator?: OperatorAuthenticator,
): Promise<ProcessCaller> {
  let login = await send(server.baseUrl, { method: 'POST', url: '/api/auth/login', payload: { userId, password } });
  const step = login.statusCode === 401 ? (JSON.parse(login.body) as { secondFactor?: SecondFactorStepDto }).secondFactor : undefined;
  if (step && authenticator) {
    if (step.enrolment) authenticator.enrol(userId, step.enrolment.secret);
    const code = await authenticator.nextCode(userId, () => Date.now());
    login = await send(server.baseUrl, { method: 'POST', url: '/api/auth/second-factor', payload: { challenge: step.challenge, code } });
  }
  if (login.statusCode !== 200) throw new Error(`login ${userId}: ${login.statusCode} ${login.body}`);
  return callerWith(server, Object.fromEntries(login.cookies.map((c) => [c.name, c.value])));
}

function callerWith(server: Pick<ServerProcess, 'baseUrl'>, cookies: Readonly<Record<string, string>>): ProcessCaller {
  return {
    send: (req) =>
      send(server.baseUrl, {
        ...req,
        cookies: { ...cookies, ...req.cookies },
        headers: { 'x-csrf-token': cookies.csrf ?? '', ...req.headers },
      }),
    on: (other) => callerWith(other, cookies),
  };
}
