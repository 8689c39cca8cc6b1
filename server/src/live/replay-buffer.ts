import type { LiveEnvelope } from './channels.js';

export interface ReplayWindow {
  /** Most frames kept, whatever their age (the memory bound). */
  readonly capacity: number;
  /** Frames younger than this are kept (up to `capacity`)... */
  readonly windowMs: number;
  /** ...and the newest `minFrames` whatever their age, so a quiet stream stays resumable. */
  readonly minFrames: number;
}

/**
 * The recent frames of one stream, for Last-Event-ID resume. A reconnecting client gets every
 * frame after the one it saw; if that id has already fallen out of the buffer the answer is
 * `null` and the stream tells the client to refetch (event `reset`).
 *
 * What is kept is a span of TIME (`windowMs`), not a number of frames: a client dropped by a
 * dying instance reconnects to another one after its EventSource's retry delay (a few seconds),
 * whatever the publish rate. A count alone (the old 500 frames) held a quarter of a second at
 * 2,000 odds changes a second, so every client of a killed instance got `reset`
 * (bench/multi-instance.ts). `capacity` bounds the memory.
 */
export class ReplayBuffer {
  private readonly frames: LiveEnvelope[] = [];
  private readonly times: number[] = [];
  /** Index in `frames` of the oldest frame still kept (dropped ones are compacted away lazily). */
  private head = 0;
  /** Absolute position of each kept frame's id (position - `dropped` = index in `frames`). */
  private readonly positions = new Map<string, number>();
  private dropped = 0;
  private readonly window: ReplayWindow;

  constructor(
    window: number | ReplayWindow,
    private readonly now: () => number = Date.now,
  ) {
    this.window = typeof window === 'number' ? { capacity: window, windowMs: 0, minFrames: window } : window;
    const { capacity, windowMs, minFrames } = this.window;
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
    if (!(windowMs >= 0) || !Number.isInteger(minFrames) || minFrames < 1) throw new RangeError('bad replay window');
  }

  push(frame: LiveEnvelope): void {
    const now = this.now();
    this.positions.set(frame.id, this.dropped + this.frames.length);
    this.frames.push(frame);
    this.times.push(now);
    const { capacity, windowMs, minFrames } = this.window;
    const keepAtLeast = Math.min(minFrames, capacity);
    while (this.size > capacity || (this.size > keepAtLeast && this.times[this.head]! < now - windowMs)) this.dropOldest();
    if (this.head > 1_024 && this.head * 2 > this.frames.length) this.compact();
  }

  /** Frames after `lastId`, oldest first; `null` when `lastId` is unknown (too old or foreign). */
  after(lastId: string): LiveEnvelope[] | null {
    const position = this.positions.get(lastId);
    if (position === undefined) return null;
    return this.frames.slice(position - this.dropped + 1);
  }

  get size(): number {
    return this.frames.length - this.head;
  }

  private dropOldest(): void {
    const frame = this.frames[this.head]!;
    // An id published twice (never by LivePublisher) keeps its newer position.
    if (this.positions.get(frame.id) === this.dropped + this.head) this.positions.delete(frame.id);
    this.head++;
  }

  private compact(): void {
    this.frames.splice(0, this.head);
    this.times.splice(0, this.head);
    this.dropped += this.head;
    this.head = 0;
  }
}
