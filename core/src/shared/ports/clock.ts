import type { Observable } from 'rxjs';
import { portToken } from './port-token.js';

/**
 * Time for the domain. Core never reads the system clock or sets timers itself: view models
 * ask this port, so tests drive time by hand.
 */
export interface Clock {
  /** Current time in epoch milliseconds. */
  now(): number;
  /** Emits once after `ms` milliseconds, then completes. */
  timer(ms: number): Observable<void>;
  /** Emits a count (0, 1, 2, ...) every `ms` milliseconds until unsubscribed. */
  every(ms: number): Observable<number>;
}
export const Clock = portToken<Clock>('Clock');
