import { interval, map, timer, type Observable } from 'rxjs';
import type { Clock } from '@bet/core/shared';

/** Clock on the real system time and rxjs timers. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }

  timer(ms: number): Observable<void> {
    return timer(ms).pipe(map(() => undefined));
  }

  every(ms: number): Observable<number> {
    return interval(ms);
  }
}
