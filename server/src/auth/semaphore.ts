/** Caps how many tasks run at once; a full queue is refused rather than growing without bound. */
export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly max: number,
    private readonly maxQueue: number,
  ) {}

  /** Runs `task` when a slot is free; returns null at once when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<{ value: T } | null> {
    if (this.running >= this.max) {
      if (this.waiting.length >= this.maxQueue) return null;
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return { value: await task() };
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
