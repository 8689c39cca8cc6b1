import { request, type IncomingMessage } from 'node:http';
import { takeSseBlocks } from './sse-blocks.js';

export interface SseFrame {
  readonly id: string | null;
  readonly event: string;
  readonly data: any;
}

export interface SseTestClient {
  readonly frames: SseFrame[];
  /** Comment lines received (': connected', ': hb'). */
  readonly comments: string[];
  /** Resolves with the frames once `predicate` holds (checked on every frame). */
  waitFor(predicate: (frames: readonly SseFrame[]) => boolean, timeoutMs?: number): Promise<SseFrame[]>;
  readonly connected: Promise<void>;
  close(): void;
}

/** A minimal EventSource for tests: parses `id:`, `event:`, `data:` and comment lines. */
export function openSse(url: string, headers: Record<string, string> = {}): SseTestClient {
  const frames: SseFrame[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let response: IncomingMessage | null = null;
  let buffer = '';
  let resolveConnected!: () => void;
  let rejectConnected!: (e: Error) => void;
  const connected = new Promise<void>((resolve, reject) => {
    resolveConnected = resolve;
    rejectConnected = reject;
  });
  const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
    response = res;
    if (res.statusCode !== 200) rejectConnected(new Error(`SSE status ${res.statusCode}`));
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const { blocks, rest } = takeSseBlocks(buffer + chunk);
      buffer = rest;
      for (const block of blocks) {
        for (const line of block.comments) {
          comments.push(line);
          if (line === ': connected') resolveConnected();
        }
        if (block.data !== '') frames.push({ id: block.id, event: block.event, data: JSON.parse(block.data) });
      }
      for (const w of [...waiters]) w();
    });
  });
  req.on('error', (e) => rejectConnected(e));
  req.end();
  return {
    frames,
    comments,
    connected,
    waitFor(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (predicate(frames)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve([...frames]);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SSE wait timed out with ${frames.length} frames: ${JSON.stringify(frames.slice(-3))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close() {
      (response as IncomingMessage | null)?.destroy();
      req.destroy();
    },
  };
}
