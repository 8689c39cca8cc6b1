import { Observable } from 'rxjs';
import type { Clock } from '../ports/clock.js';

interface Pending {
  at: number;
  fire: () => void;
  cancelled: boolean;
}

/** A clock for tests: time moves only when `advance` is called. */
export class FakeClock implements Clock {
  private current: number;
  private pending: Pending[] = [];

  constructor(startMs = Date.UTC(2026, 10, 22, 3, 0, 0)) {
    this.current = startMs;
  }

  now(): number {
    return this.current;
  }

  timer(ms: number): Observable<void> {
    return new Observable<void>((sub) => {
      const p = this.schedule(ms, () => {
        sub.next();
        sub.complete();
      });
      return () => {
        p.cancelled = true;
      };
    });
  }

  every(ms: number): Observable<number> {
    return new Observable<number>((sub) => {
      let n = 0;
      let p: Pending;
      const tick = (): void => {
        p = this.schedule(ms, () => {
          sub.next(n++);
          tick();
        });
      };
      tick();
      return () => {
        p.cancelled = true;
      };
    });
  }

  /** Moves time forward, firing due timers in order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (;;) {
      const due = this.pending.filter((p) => !p.cancelled && p.at <= target).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.current = due.at;
      due.cancelled = true;
      due.fire();
    }
    this.pending = this.pending.filter((p) => !p.cancelled);
    this.current = target;
  }

  set(ms: number): void {
    this.current = ms;
  }

  private schedule(ms: number, fire: () => void): Pending {
    const p = { at: this.current + Math.max(0, ms), fire, cancelled: false };
    this.pending.push(p);
    return p;
  }
}
