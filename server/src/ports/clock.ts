/** Time for the server's rules (bank maintenance window, 2-hour withdrawal rule, sessions). */
export interface ServerClock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: ServerClock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements ServerClock {
  private stepPerRead = 0;
  constructor(private t: number) {}
  now(): number {
    const t = this.t;
    this.t += this.stepPerRead;
    return t;
  }
  /**
   * From now on each read answers `ms` later (a negative `ms`: earlier) than the one before; 0
   * stands still again. Concurrent requests then stamp different times whose order is not the
   * order they commit, as on instances whose clocks differ by a few milliseconds.
   */
  tickOnEveryRead(ms: number): void {
    this.stepPerRead = ms;
  }
  set(t: number): void {
    this.t = t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}
