import { request, type IncomingMessage } from 'node:http';

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
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let id: string | null = null;
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments.push(line);
            if (line === ': connected') resolveConnected();
          } else if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (data !== '') frames.push({ id, event, data: JSON.parse(data) });
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
