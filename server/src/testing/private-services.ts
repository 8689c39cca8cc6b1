import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL server and a Redis server of the test's own, on free ports in a temporary folder,
 * for tests that stop and restart them under load. The shared servers on 5432 and 6379 serve other
 * test runs and must never be stopped; these may be.
 */

const run = promisify(execFile);

/** Where Debian puts PostgreSQL 15's programs (CI has them; `skipReason` says when they are missing). */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server';

/** Why a private server cannot be started here, or null when it can. */
export function missingServerPrograms(): string | null {
  if (!existsSync(join(PG_BIN, 'pg_ctl'))) return `no PostgreSQL programs in ${PG_BIN} (set PG_BIN)`;
  if (!existsSync(REDIS_SERVER)) return `no redis-server at ${REDIS_SERVER} (set REDIS_SERVER)`;
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb and the server refuse to run as root: then they run as the system's `postgres` user. */
const asRoot = process.getuid?.() === 0;
async function pgTool(tool: string, args: readonly string[]): Promise<string> {
  const command = asRoot ? 'runuser' : join(PG_BIN, tool);
  const argv = asRoot ? ['-u', 'postgres', '--', join(PG_BIN, tool), ...args] : [...args];
  const { stdout } = await run(command, argv, { timeout: 60_000 });
  return stdout;
}

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  start(): Promise<void>;
  /** `pg_ctl stop -m <mode>`: 'fast' ends sessions cleanly (57P01), 'immediate' drops them like a crash. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl restart -m fast`: what an operator's restart or a failover does to the sessions. */
  restart(): Promise<void>;
  dispose(): Promise<void>;
}

/** A fresh cluster (trust authentication) in a temporary folder, started. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'bet-private-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    await chown(dir, Number((await run('id', ['-u', 'postgres'])).stdout), Number((await run('id', ['-g', 'postgres'])).stdout));
    await chmod(dir, 0o700);
  }
  await pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const ctl = (...args: string[]) => pgTool('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '30', ...args]);
  await ctl('start');
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    async start() {
      await ctl('start');
      running = true;
    },
    async stop(mode) {
      await ctl('stop', '-m', mode);
      running = false;
    },
    async restart() {
      await ctl('restart', '-m', 'fast');
      running = true;
    },
    async dispose() {
      if (running) await ctl('stop', '-m', 'immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  readonly url: string;
  start(): Promise<void>;
  /** Kills the server (SIGKILL): clients see their connection reset, like a crash. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

/** redis-server without persistence on a free port, started. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async (): Promise<void> => {
    const started = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    await new Promise<void>((resolve, reject) => {
      let out = '';
      started.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
        if (out.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  };
  const stop = async (): Promise<void> => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, dispose: stop };
}
