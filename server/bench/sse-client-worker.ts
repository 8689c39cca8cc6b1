/**
 * One load-generator process of server/bench/sse-clients.ts: holds many SSE clients as raw
 * keep-alive TCP sockets (one GET each, no EventSource, no per-client parser objects) and reads
 * the delivery latency of every 'load' frame from the publish time stamped in it (same machine,
 * same clock). Driven by its parent over IPC; prints nothing.
 *
 * Parent -> worker: { type: 'connect', host, port, path, count } | { type: 'measure' } | { type: 'report' } | { type: 'close' }
 * Worker -> parent: { type: 'connected', open, failed, ms } | { type: 'report', ... } (WorkerReport)
 */
import { connect, type Socket } from 'node:net';

/** Latency histogram: 0.1 ms buckets up to 30 s (the last bucket holds everything slower). */
const BUCKET_MS = 0.1;
const BUCKETS = 300_000;
/** Connections opened at once (the server's listen backlog is 511). */
const CONNECT_BATCH = 100;
const AT = '"at":';

export interface WorkerReport {
  readonly type: 'report';
  readonly frames: number;
  readonly bucketMs: number;
  /** Sparse histogram: [bucket index, count] pairs. */
  readonly histogram: Array<[number, number]>;
  readonly maxMs: number;
  readonly cpuSeconds: number;
  readonly seconds: number;
  readonly open: number;
  readonly closedByServer: number;
}

type Command =
  | { type: 'connect'; host: string; port: number; path: string; count: number }
  | { type: 'measure' }
  | { type: 'report' }
  | { type: 'close' };

const sockets: Socket[] = [];
let histogram = new Uint32Array(BUCKETS);
let frames = 0;
let maxMs = 0;
let closedByServer = 0;
let closing = false;
let measureFrom = { cpu: process.cpuUsage(), at: performance.now() };

const now = (): number => performance.timeOrigin + performance.now();

/** Records every `"at":<ms>` of the complete lines in `text` as a latency observed at `receivedAt`. */
function record(text: string, receivedAt: number): void {
  let i = text.indexOf(AT);
  while (i >= 0) {
    const start = i + AT.length;
    let end = start;
    while (end < text.length && text.charCodeAt(end) !== 125 /* } */ && text.charCodeAt(end) !== 44 /* , */) end++;
    const latency = receivedAt - Number(text.slice(start, end));
    if (Number.isFinite(latency)) {
      frames++;
      if (latency > maxMs) maxMs = latency;
      histogram[Math.min(BUCKETS - 1, Math.max(0, Math.floor(latency / BUCKET_MS)))]!++;
    }
    i = text.indexOf(AT, end);
  }
}

function open(host: string, port: number, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, noDelay: true });
    let tail = '';
    let connected = false;
    socket.setEncoding('latin1');
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`);
    });
    socket.on('data', (chunk: string) => {
      const receivedAt = now();
      const text = tail + chunk;
      const end = text.lastIndexOf('\n');
      if (end < 0) {
        tail = text;
        return;
      }
      tail = text.slice(end);
      const complete = text.slice(0, end);
      if (!connected && complete.includes(': connected')) {
        connected = true;
        sockets.push(socket);
        resolve(true);
      }
      record(complete, receivedAt);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!connected) resolve(false);
      else if (!closing) closedByServer++;
    });
  });
}

async function connectAll(host: string, port: number, path: string, count: number): Promise<void> {
  const started = performance.now();
  let failed = 0;
  for (let done = 0; done < count; done += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - done) }, () => open(host, port, path));
    failed += (await Promise.all(batch)).filter((ok) => !ok).length;
  }
  process.send?.({ type: 'connected', open: sockets.length, failed, ms: performance.now() - started });
}

function report(): WorkerReport {
  const cpu = process.cpuUsage(measureFrom.cpu);
  const sparse: Array<[number, number]> = [];
  histogram.forEach((count, index) => {
    if (count > 0) sparse.push([index, count]);
  });
  return {
    type: 'report',
    frames,
    bucketMs: BUCKET_MS,
    histogram: sparse,
    maxMs,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    seconds: (performance.now() - measureFrom.at) / 1000,
    open: sockets.filter((s) => !s.destroyed).length,
    closedByServer,
  };
}

process.on('message', (command: Command) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command.host, command.port, command.path, command.count);
      return;
    case 'measure':
      histogram = new Uint32Array(BUCKETS);
      frames = 0;
      maxMs = 0;
      closedByServer = 0;
      measureFrom = { cpu: process.cpuUsage(), at: performance.now() };
      return;
    case 'report':
      process.send?.(report());
      return;
    case 'close':
      closing = true;
      for (const s of sockets) s.destroy();
      process.disconnect?.();
      return;
  }
});
