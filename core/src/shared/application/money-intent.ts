import { concat, defer, from, of, switchMap, type Observable } from 'rxjs';
import { RETRY_LATER_CODE } from '../domain/api-error.js';
import type { Result } from '../domain/result.js';
import type { Clock } from '../ports/clock.js';
import type { IdGenerator } from '../ports/id-generator.js';

/**
 * One member intent that moves money (one submit of a slip, one deposit request): its
 * Idempotency-Key is minted once, here, and every retry of that intent sends the same key, so
 * the server applies it at most once and answers a retry with the first answer.
 */
export interface MoneyIntent {
  readonly idempotencyKey: string;
}

export const newMoneyIntent = (ids: IdGenerator): MoneyIntent => ({ idempotencyKey: ids.newId() });

/** Bounded retries with growing waits: attempt n+1 starts `backoffMs[n-1]` after attempt n failed. */
export interface MoneyRetryPolicy {
  /** All attempts, the first included. */
  readonly attempts: number;
  readonly backoffMs: readonly number[];
}
export const MONEY_RETRY_POLICY: MoneyRetryPolicy = { attempts: 3, backoffMs: [1_000, 2_000] };

/** What the member reads while an intent is being retried: '재시도 중입니다… (2/3)'. */
export const moneyRetryText = (attempt: number, of: number): string => `재시도 중입니다… (${attempt}/${of})`;

export interface MoneyRetryProgress {
  readonly attempt: number;
  readonly of: number;
}

export type MoneyIntentEvent<T, E> =
  ({ readonly kind: 'retrying' } & MoneyRetryProgress) | { readonly kind: 'done'; readonly result: Result<T, E> };

/**
 * Only "no answer" is retried (kind 'transport': the request may or may not have reached the
 * server; the same key makes a second try safe), a 409 `idempotencyInProgress` (an older server
 * still running the first try) and a 503 `retryLater` (the server's database was away: what the
 * request began was rolled back, or it committed and the retry replays it). Every other answer is final.
 */
export function isRetryableMoneyFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { kind?: unknown; status?: unknown; code?: unknown };
  if (e.kind === 'transport') return true;
  if (e.kind !== 'http') return false;
  return (e.status === 409 && e.code === 'idempotencyInProgress') || (e.status === 503 && e.code === RETRY_LATER_CODE);
}

/**
 * Sends an intent and retries it per `policy` while it fails retryably, waiting on the Clock
 * between attempts. Emits `retrying` (the attempt about to start) before each retry, then the
 * single final `done`. `send` must reuse the intent's key on every call.
 */
export function sendMoneyIntent<T, E>(
  send: () => Promise<Result<T, E>>,
  clock: Clock,
  policy: MoneyRetryPolicy = MONEY_RETRY_POLICY,
): Observable<MoneyIntentEvent<T, E>> {
  const attempt = (n: number): Observable<MoneyIntentEvent<T, E>> =>
    defer(() => from(send())).pipe(
      switchMap((result): Observable<MoneyIntentEvent<T, E>> => {
        if (result.ok || n >= policy.attempts || !isRetryableMoneyFailure(result.error)) return of({ kind: 'done', result });
        const wait = policy.backoffMs[Math.min(n - 1, policy.backoffMs.length - 1)] ?? 0;
        return concat(
          of({ kind: 'retrying', attempt: n + 1, of: policy.attempts } as const),
          clock.timer(wait).pipe(switchMap(() => attempt(n + 1))),
        );
      }),
    );
  return attempt(1);
}
