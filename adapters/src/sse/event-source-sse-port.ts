import { BehaviorSubject, distinctUntilChanged, finalize, Observable, share } from 'rxjs';
import { SSE_EVENT_NAMES, type QueryValue, type SseMessage, type SsePort, type SseSource } from '@bet/core/shared';
import { toSearchParams } from '../http/ky-http-port.js';

/** The part of the browser's EventSource this adapter uses (the `eventsource` package matches it in Node). */
export interface EventSourceLike {
  onopen: ((ev: Event) => void) | null;
  onerror: ((ev: Event) => void) | null;
  onmessage: ((ev: MessageEvent) => void) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface SsePortOptions {
  /** API base, e.g. "/api" or "http://127.0.0.1:3000/api". */
  readonly baseUrl: string;
  readonly create: EventSourceFactory;
  /** Named events to listen for besides the unnamed "message". */
  readonly eventNames?: readonly string[];
  readonly initialBackoffMs?: number;
  readonly maxBackoffMs?: number;
}

/** Event names the reference server sends: core's contract list. */
export const DEFAULT_EVENT_NAMES: readonly string[] = SSE_EVENT_NAMES.filter((name) => name !== 'message');

/**
 * SsePort over EventSource. The adapter owns reconnection: on any error it closes the source and
 * reconnects with exponential backoff, passing the last seen id as `lastEventId` (a fresh
 * EventSource cannot send the Last-Event-ID header), so subscribers see one continuous stream.
 * Frames whose data is not JSON are dropped and counted, never thrown into the UI.
 *
 * Subscribers of the same stream (path and query) share one EventSource, opened by the first and
 * closed when the last leaves. Over HTTP/1.1 a browser keeps at most 6 connections to a host, and
 * an open stream holds one for good: /inplay had the site-wide 'event' source open four times
 * beside two odds streams, and every further request of the page (a page's script, the next
 * page's session check) waited for one of them to close.
 */
export class EventSourceSsePort implements SsePort {
  private dropped = 0;
  /** Streams with at least one subscriber, by path and query. */
  private readonly open = new Map<string, Observable<SseMessage>>();
  /** Connections (one per open stream) whose source failed and that have not opened again since. */
  private readonly down = new Set<object>();
  private readonly link = new BehaviorSubject(true);
  /** False while some open stream is reconnecting (see `SsePort.linkUp$`). */
  readonly linkUp$: Observable<boolean> = this.link.pipe(distinctUntilChanged());

  constructor(private readonly options: SsePortOptions) {}

  /** Frames dropped because their data was not JSON. */
  get malformedFrames(): number {
    return this.dropped;
  }

  source(name: SseSource): Observable<SseMessage> {
    return this.stream(`/sse/${name}`);
  }

  stream(path: string, query: Readonly<Record<string, QueryValue>> = {}): Observable<SseMessage> {
    const key = `${path}?${toSearchParams(query).toString()}`;
    let shared = this.open.get(key);
    if (!shared) {
      shared = this.connection(path, query).pipe(
        finalize(() => this.open.delete(key)),
        share(),
      );
      this.open.set(key, shared);
    }
    return shared;
  }

  private linkChanged(connection: object, up: boolean): void {
    if (up) this.down.delete(connection);
    else this.down.add(connection);
    this.link.next(this.down.size === 0);
  }

  /** One EventSource for `path`, reconnecting with backoff until its subscriber leaves. */
  private connection(path: string, query: Readonly<Record<string, QueryValue>>): Observable<SseMessage> {
    const initial = this.options.initialBackoffMs ?? 500;
    const max = this.options.maxBackoffMs ?? 30_000;
    const names = this.options.eventNames ?? DEFAULT_EVENT_NAMES;

    return new Observable<SseMessage>((subscriber) => {
      let source: EventSourceLike | null = null;
      let lastEventId: string | undefined;
      let attempt = 0;
      let retry: ReturnType<typeof setTimeout> | undefined;
      let closed = false;
      /** This connection in the port's `down` set. */
      const self = {};

      const handle = (ev: MessageEvent): void => {
        if (ev.lastEventId) lastEventId = ev.lastEventId;
        let data: unknown;
        try {
          data = JSON.parse(String(ev.data));
        } catch {
          this.dropped += 1;
          return;
        }
        subscriber.next({ event: ev.type || 'message', data, ...(ev.lastEventId ? { id: ev.lastEventId } : {}) });
      };

      const connect = (): void => {
        const params = toSearchParams({ ...query, ...(lastEventId ? { lastEventId } : {}) }).toString();
        const url = `${this.options.baseUrl.replace(/\/$/, '')}${path}${params ? `?${params}` : ''}`;
        const es = this.options.create(url);
        source = es;
        es.onopen = () => {
          attempt = 0;
          this.linkChanged(self, true);
        };
        es.onmessage = handle;
        for (const name of names) es.addEventListener(name, handle);
        es.onerror = () => {
          es.close();
          // A source may report several errors; only the current one schedules a single retry.
          if (closed || source !== es || retry !== undefined) return;
          this.linkChanged(self, false);
          const delay = Math.min(max, initial * 2 ** attempt);
          attempt += 1;
          retry = setTimeout(() => {
            retry = undefined;
            connect();
          }, delay);
        };
      };

      connect();
      return () => {
        closed = true;
        if (retry) clearTimeout(retry);
        source?.close();
        // A stream nobody follows any more is no longer down.
        this.linkChanged(self, true);
      };
    });
  }
}
