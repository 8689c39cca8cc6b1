import type { FrameScheduler } from '../ports/frame-scheduler.js';

/** A frame loop for tests: requested callbacks run only when `frame()` is called. */
export class FakeFrameScheduler implements FrameScheduler {
  private queue: Array<{ run: () => void; cancelled: boolean }> = [];
  /** How many times a callback was requested (cancelled ones included). */
  requests = 0;

  request(run: () => void): () => void {
    const entry = { run, cancelled: false };
    this.requests += 1;
    this.queue.push(entry);
    return () => {
      entry.cancelled = true;
    };
  }

  /** Callbacks waiting for the next frame. */
  get pending(): number {
    return this.queue.filter((e) => !e.cancelled).length;
  }

  /** One animation frame: runs what was requested before it (requests made meanwhile wait for the next). */
  frame(): void {
    const due = this.queue;
    this.queue = [];
    for (const e of due) if (!e.cancelled) e.run();
  }
}
