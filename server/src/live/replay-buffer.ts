import type { LiveEnvelope } from './channels.js';

/**
 * The last `capacity` frames of one stream, for Last-Event-ID resume. A reconnecting client
 * gets every frame after the one it saw; if that id has already fallen out of the buffer the
 * answer is `null` and the stream tells the client to refetch (event `reset`).
 */
export class ReplayBuffer {
  private readonly frames: LiveEnvelope[] = [];

  constructor(private readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError('capacity must be a positive integer');
  }

  push(frame: LiveEnvelope): void {
    this.frames.push(frame);
    if (this.frames.length > this.capacity) this.frames.shift();
  }

  /** Frames after `lastId`, oldest first; `null` when `lastId` is unknown (too old or foreign). */
  after(lastId: string): LiveEnvelope[] | null {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      if (this.frames[i]?.id === lastId) return this.frames.slice(i + 1);
    }
    return null;
  }

  get size(): number {
    return this.frames.length;
  }
}
