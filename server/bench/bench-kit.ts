/**
 * Shared parts of the benchmarks: a server started as its own process (node server/dist/main.js),
 * its CPU and memory read from /proc, latency percentiles, and a table printer. Benchmarks print
 * figures; none asserts anything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Server CPU seconds (user + system) so far. */
  cpuSeconds(): number;
  /** Server CPU seconds so far, split: user (JavaScript, parsing) and system (the kernel: socket writes). */
  cpuTimes(): { user: number; system: number };
  /** Resident memory now and at its peak, in MB. */
  memoryMb(): { rss: number; peak: number };
  stop(): Promise<void>;
  /** Kills the process with `signal` (SIGKILL: no shutdown hook runs) and resolves once it is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

const CLOCK_TICKS = 100; // Linux USER_HZ

/**
 * Headers that open GET /metrics and the detailed GET /api/health: the bearer METRICS_TOKEN when
 * the environment sets one (the server started here inherits it), else none (development serves
 * them to this machine).
 */
export function operatorHeaders(): Record<string, string> {
  const token = process.env.METRICS_TOKEN;
  return token ? { authorization: `Bearer ${token}` } : {};
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server (run `npm run build:server` first) and resolves once it listens; on
 * `port` when given (a restarted instance keeps its address), else on a free one.
 */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  port ??= await freePort();
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (not allowed in NODE_OPTIONS).
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_ENTRY: another build of the server (a before/after pair in the same minutes).
  const entry = process.env.BENCH_SERVER_ENTRY ?? 'server/dist/main.js';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    env: { ...process.env, LOG: 'off', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Server ready')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${String(code)}) before it was ready:\n${output}`)));
  });
  const pid = child.pid!;
  const cpuTimes = (): { user: number; system: number } => {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return { user: Number(fields[11]) / CLOCK_TICKS, system: Number(fields[12]) / CLOCK_TICKS };
  };
  const kill = (signal: NodeJS.Signals): Promise<void> =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url: `http://127.0.0.1:${port}`,
    pid,
    cpuSeconds() {
      const { user, system } = cpuTimes();
      return user + system;
    },
    cpuTimes,
    memoryMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = (name: string): number => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
    },
    stop: () => kill('SIGTERM'),
    kill,
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function printTable(rows: readonly Record<string, string | number>[]): void {
  if (rows.length === 0) return;
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k]).length)));
  const line = (cells: readonly string[]): string => `| ${cells.map((c, i) => c.padStart(width[i]!)).join(' | ')} |`;
  console.log(line(keys));
  console.log(`|${width.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(keys.map((k) => String(r[k]))));
}

export const round1 = (n: number): string => (Number.isFinite(n) ? n.toFixed(1) : '-');

/**
 * CPU seconds (user + system) used so far by every process named `name` (e.g. 'postgres': the
 * server and its backends), read from /proc. Processes that ended between two readings drop out,
 * so take both readings while the same connections are open.
 */
export function processCpuSeconds(name: string): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of stat)
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / CLOCK_TICKS;
}

/** The machine's idle CPU seconds so far, summed over all cores (/proc/stat). */
export function machineIdleSeconds(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return ((cpu[3] ?? 0) + (cpu[4] ?? 0)) / CLOCK_TICKS; // idle + iowait
}
