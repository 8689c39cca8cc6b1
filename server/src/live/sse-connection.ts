/**
 * One SSE client. Frames are written straight to the socket while it accepts them; once the
 * socket reports backpressure (`write` returned false) frames wait in a bounded queue until
 * `drain`. A client whose queue overflows is dropped: a slow reader costs a little memory,
 * never the other clients' latency, and the browser's EventSource reconnects with Last-Event-ID.
 */
export interface SseSink {
  write(chunk: string): boolean;
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

/**
 * What a client takes of a frame: all of it (true), nothing (false), or a narrowed copy of its
 * data (a slip stream takes only its own rows of a market frame).
 */
export type SseSelection = boolean | { readonly narrowed: unknown };

export class SseConnection {
  private readonly queue: string[] = [];
  private blocked = false;
  private open = true;

  constructor(
    private readonly sink: SseSink,
    private readonly options: SseConnectionOptions,
    /** Member id of an authenticated client (frames addressed to one member go only to them). */
    readonly memberId: number | null = null,
    /** Optional filter (slip stream: only the subscribed odds ids). */
    readonly accepts: (event: string, data: unknown) => SseSelection = () => true,
  ) {}

  get isOpen(): boolean {
    return this.open;
  }

  get queuedFrames(): number {
    return this.queue.length;
  }

  send(frame: string): void {
    if (!this.open) return;
    if (this.blocked) {
      if (this.queue.length >= this.options.maxQueuedFrames) {
        this.drop();
        return;
      }
      this.queue.push(frame);
      return;
    }
    this.writeNow(frame);
  }

  /** Comment line: keeps proxies from closing an idle stream. */
  heartbeat(): void {
    if (!this.blocked) this.send(': hb\n\n');
  }

  close(): void {
    if (!this.open) return;
    this.open = false;
    this.queue.length = 0;
    this.sink.end();
    this.options.onClose(this, 'closed');
  }

  private writeNow(frame: string): void {
    if (this.sink.write(frame)) return;
    this.blocked = true;
    this.sink.once('drain', () => this.flush());
  }

  private flush(): void {
    if (!this.open) return;
    this.blocked = false;
    while (this.queue.length > 0 && !this.blocked) {
      const next = this.queue.shift() as string;
      this.writeNow(next);
    }
  }

  private drop(): void {
    this.open = false;
    this.queue.length = 0;
    this.sink.destroy();
    this.options.onClose(this, 'dropped');
  }
}
