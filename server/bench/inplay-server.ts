// The in-play bench's server side: the site started with the feed's load, its CPU and memory, and the odds frames it sends.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { operatorHeaders } from './bench-kit.js';

/** Linux clock ticks per second of /proc/<pid>/stat (USER_HZ). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** Starts the site from source in development mode with the feed's load; resolves once it is ready. */
export function startServer(
  port: number,
  dataDir: string,
  uiDir: string,
  run: { readonly root: string; readonly seed: string; readonly rate: number },
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: run.root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      UI_DIR: uiDir,
      LOG: 'off',
      SPORTS_FEED_SEED: run.seed,
      SPORTS_FEED_LOAD_RATE: String(run.rate),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((ready, fail) => {
    let output = '';
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Server ready')) ready(child);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
}

export interface ProcessSample {
  readonly cpuSeconds: number;
  readonly rssMb: number;
}

/** The process's CPU seconds so far and its resident memory, from /proc. */
export function sampleProcess(pid: number): ProcessSample {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  return { cpuSeconds, rssMb: rssKb / 1024 };
}

/** Counts a token across chunks: a token cut in two by a chunk boundary is counted once. */
function tokenCounter(token: string): (chunk: string) => number {
  let tail = '';
  return (chunk) => {
    const text = tail + chunk;
    const found = text.split(token).length - 1;
    // What follows the last match, short of a whole token: a token can only be completed, never counted again.
    tail = (text.split(token).at(-1) ?? '').slice(-(token.length - 1));
    return found;
  };
}

/**
 * Counts the odds frames the server sends for every price of the matches in play, over its own
 * slip streams (as a browser's, 100 ids each): what the server delivered, page or not.
 */
export async function countServerOdds(
  baseUrl: string,
): Promise<{ readonly count: () => number; readonly rows: () => number; readonly close: () => void }> {
  const rows = (await (await fetch(`${baseUrl}/api/sports-inplay/fixtures?perpage=100`)).json()) as Array<{
    readonly markets: Array<{ readonly odds: Array<{ readonly id: number }> }>;
  }>;
  const ids = rows.flatMap((f) => f.markets.flatMap((m) => m.odds.map((o) => o.id)));
  const controller = new AbortController();
  let count = 0;
  let rowCount = 0;
  for (let i = 0; i < ids.length; i += 100) {
    const url = `${baseUrl}/api/sports-inplay/slip-stream?id=bench-${i}&betIds=${ids.slice(i, i + 100).join(',')}`;
    const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
    const reader = res.body?.getReader();
    if (!reader) continue;
    void (async () => {
      const decoder = new TextDecoder();
      const frameCounter = tokenCounter('event: odds');
      const rowCounter = tokenCounter('"betPrice"');
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          const text = decoder.decode(value, { stream: true });
          count += frameCounter(text);
          rowCount += rowCounter(text);
        }
      } catch {
        // aborted at the end
      }
    })();
  }
  return { count: () => count, rows: () => rowCount, close: () => controller.abort() };
}

/** The feed sync task's runs and failures so far (the health endpoint). */
export async function feedSyncRuns(baseUrl: string): Promise<{ runs: number; failures: number }> {
  const health = (await (await fetch(`${baseUrl}/api/health`, { headers: operatorHeaders() })).json()) as {
    tasks?: Record<string, { runs?: number; failures?: number }>;
  };
  const task = health.tasks?.feedSync;
  return { runs: task?.runs ?? Number.NaN, failures: task?.failures ?? Number.NaN };
}
