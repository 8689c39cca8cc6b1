/**
 * One SSE client. Chunks are written straight to the socket while it accepts them; once the
 * socket reports backpressure (`write` returned false) chunks wait in a bounded queue until
 * `drain`. A client whose queue overflows is dropped: a slow reader costs a little memory,
 * never the other clients' latency, and the browser's EventSource reconnects with Last-Event-ID.
 */
export interface SseSink {
  write(chunk: SseChunk): boolean;
  end(): void;
  destroy(): void;
  once(event: 'drain', listener: () => void): unknown;
}

export interface SseConnectionOptions {
  /** Frames allowed to wait while the socket is blocked. */
  readonly maxQueuedFrames: number;
  readonly onClose: (connection: SseConnection, reason: 'dropped' | 'closed') => void;
}

export function formatSseFrame(id: string, event: string, data: unknown): string {
  // JSON never contains a raw newline, so one `data:` line is enough.
  return `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

const CRLF = Buffer.from('\r\n');

/**
 * Text for one or more SSE clients (one frame, or every frame of one delivery turn), encoded
 * once however many clients it goes to: the hub hands the same chunk to every client that wants
 * all of it, so 5,000 clients cost one JSON.stringify, one UTF-8 encoding and one HTTP chunk
 * header, not 5,000 of each.
 */
export class SseChunk {
  private encoded: Buffer | null = null;
  private httpChunk: Buffer | null = null;

  constructor(
    readonly text: string,
    /** Frames in it (the blocked-client queue bound counts frames, not writes). */
    readonly frames = 1,
  ) {}

  /** The text as UTF-8. */
  get bytes(): Buffer {
    this.encoded ??= Buffer.from(this.text, 'utf8');
    return this.encoded;
  }

  /** The same bytes as one HTTP/1.1 chunk (size line, data, CRLF): what a chunked response body carries. */
  get chunked(): Buffer {
    if (!this.httpChunk) {
      const bytes = this.bytes;
      this.httpChunk = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`, 'latin1'), bytes, CRLF]);
    }
    return this.httpChunk;
  }

  /** Several chunks as one (a drained queue is written in one go). */
  static join(chunks: readonly SseChunk[]): SseChunk {
    if (chunks.length === 1) return chunks[0]!;
    return new SseChunk(
      chunks.map((c) => c.text).join(''),
      chunks.reduce((n, c) => n + c.frames, 0),
    );
  }
}

const HEARTBEAT = new SseChunk(': hb\n\n', 0);

/**
 * What a client takes of a frame: all of it (true), nothing (false), or a narrowed copy of its
 * data (a slip stream takes only its own rows of a market frame).
 */
export type SseSelection = boolean | { readonly narrowed: unknown };

export class SseConnection {
  private readonly queue: SseChunk[] = [];
  private queuedFrameCount = 0;
  private blocked = false;
  private open = true;
  /** No filter: every frame of the stream not addressed to another member goes to this client. */
  readonly acceptsAll: boolean;
  readonly accepts: (event: string, data: unknown) => SseSelection;

  constructor(
    private readonly sink: SseSink,
    private readonly options: SseConnectionOptions,
    /** Member id of an authenticated client (frames addressed to one member go only to them). */
    readonly memberId: number | null = null,
    /** Optional filter (slip stream: only the subscribed odds ids, narrowing a market frame to them). */
    accepts?: (event: string, data: unknown) => SseSelection,
  ) {
    this.acceptsAll = accepts === undefined;
    this.accepts = accepts ?? (() => true);
  }

  get isOpen(): boolean {
    return this.open;
  }

  get queuedFrames(): number {
    return this.queuedFrameCount;
  }

  send(chunk: SseChunk | string): void {
    if (!this.open) return;
    const c = typeof chunk === 'string' ? new SseChunk(chunk) : chunk;
    if (this.blocked) {
      if (this.queuedFrameCount + c.frames > this.options.maxQueuedFrames) {
        this.drop();
        return;
      }
      this.queue.push(c);
      this.queuedFrameCount += c.frames;
      return;
    }
    this.writeNow(c);
  }

  /** Comment line: keeps proxies from closing an idle stream. */
  heartbeat(): void {
    if (!this.blocked) this.send(HEARTBEAT);
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    this.clearQueue();
    this.sink.end();
    this.options.onClose(this, 'closed');
  }

  private writeNow(chunk: SseChunk): void {
    if (this.sink.write(chunk)) return;
    this.blocked = true;
    this.sink.once('drain', () => this.flush());
  }

  /** The socket drained: everything queued goes out as one write. */
  private flush(): void {
    if (!this.open) return;
    this.blocked = false;
    if (this.queue.length === 0) return;
    const waiting = SseChunk.join(this.queue);
    this.clearQueue();
    this.writeNow(waiting);
  }

  private clearQueue(): void {
    this.queue.length = 0;
    this.queuedFrameCount = 0;
  }

  private drop(): void {
    this.open = false;
    this.clearQueue();
    this.sink.destroy();
    this.options.onClose(this, 'dropped');
  }
}
