import { EventSource } from 'eventsource';
import type { Observable, Subscription } from 'rxjs';
import type { SseMessage } from '@bet/core/shared';
import type { EventSourceFactory, EventSourceLike } from '@bet/adapters';

/** How long a contract test waits for the server to do what it must do. */
export const LIVE_TIMEOUT_MS = 30_000;

/** Node's EventSource (the `eventsource` package), recording every URL the adapter opens. */
export function recordingEventSources(): { create: EventSourceFactory; urls: string[] } {
  const urls: string[] = [];
  return {
    urls,
    create: (url) => {
      urls.push(url);
      return new EventSource(url) as unknown as EventSourceLike;
    },
  };
}

/** Polls a condition of the server's state until it holds (the state has no event to wait on). */
export async function until(condition: () => boolean, what: string, timeoutMs = LIVE_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Everything a stream delivered, and a way to wait for the message the test expects next. */
export class StreamRecorder {
  readonly messages: SseMessage[] = [];
  private readonly subscription: Subscription;
  private readonly waiters = new Set<() => void>();
  private failure: unknown = null;

  constructor(stream: Observable<SseMessage>) {
    this.subscription = stream.subscribe({
      next: (message) => {
        this.messages.push(message);
        for (const wake of [...this.waiters]) wake();
      },
      error: (error: unknown) => {
        this.failure = error;
        for (const wake of [...this.waiters]) wake();
      },
    });
  }

  /** Resolves with the first delivered message matching, waiting for it if needed. */
  waitFor(match: (message: SseMessage) => boolean, what: string, timeoutMs = LIVE_TIMEOUT_MS): Promise<SseMessage> {
    return new Promise((resolve, reject) => {
      const check = (): boolean => {
        if (this.failure !== null) {
          done();
          reject(this.failure instanceof Error ? this.failure : new Error(String(this.failure)));
          return true;
        }
        const found = this.messages.find(match);
        if (!found) return false;
        done();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`waited ${timeoutMs} ms for ${what}; got ${JSON.stringify(this.messages)}`));
      }, timeoutMs);
      const wake = (): void => void check();
      const done = (): void => {
        clearTimeout(timer);
        this.waiters.delete(wake);
      };
      if (!check()) this.waiters.add(wake);
    });
  }

  close(): void {
    this.subscription.unsubscribe();
  }
}

/** The `data` of a message as a record (frames are JSON objects). */
export const dataOf = (message: SseMessage): Record<string, unknown> => message.data as Record<string, unknown>;
