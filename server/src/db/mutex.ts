/** A first-come, first-served async lock (PGlite has one connection, so work takes turns). */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  /** Callers holding or waiting for the lock. */
  private pending = 0;

  /** Whether some work holds the lock now. */
  get held(): boolean {
    return this.pending > 0;
  }

  /** Callers waiting behind the one that holds the lock. */
  get queued(): number {
    return Math.max(0, this.pending - 1);
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const previous = this.tail;
    this.tail = previous.then(() => next);
    this.pending++;
    try {
      await previous;
      return await work();
    } finally {
      this.pending--;
      release();
    }
  }
}
