/** Time for the server's rules (bank maintenance window, 2-hour withdrawal rule, sessions). */
export interface ServerClock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: ServerClock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements ServerClock {
  constructor(private t: number) {}
  now(): number {
    return this.t;
  }
  set(t: number): void {
    this.t = t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}
