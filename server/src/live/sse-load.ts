import type { LivePublisher } from './live-publisher.js';

/** What one load frame carries: its sequence and its publish time (ms since the epoch, with fractions). */
export interface SseLoadFrame {
  readonly seq: number;
  readonly at: number;
}

/**
 * Development load (SSE_LOAD_HZ, refused in production by config.ts): publishes `hz` frames a
 * second (event 'load') on the 'general' SSE stream, each stamped with the time it was published,
 * so a load generator on the same machine reads the delivery latency from the frame itself
 * (server/bench/sse-clients.ts). Browsers ignore the event (no listener for it). Returns the stop
 * function. Set it on ONE instance: the broker carries the frames to every other.
 */
export function startSseLoad(publisher: LivePublisher, hz: number): () => void {
  const started = performance.now();
  let seq = 0;
  // A timer that fires late (a busy machine) is caught up by the clock, so the rate holds on average.
  const timer = setInterval(
    () => {
      const due = Math.floor(((performance.now() - started) * hz) / 1000);
      for (let owed = Math.min(due - seq, hz); owed > 0; owed--) {
        seq += 1;
        const frame: SseLoadFrame = { seq, at: performance.timeOrigin + performance.now() };
        void publisher.publish('general', 'load', frame).catch(() => undefined);
      }
      seq = Math.max(seq, due - hz);
    },
    Math.max(1, Math.floor(1000 / hz / 2)),
  );
  timer.unref();
  return () => clearInterval(timer);
}
