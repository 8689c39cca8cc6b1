import { filter, lastValueFrom, map, tap, type Subject } from 'rxjs';
import {
  MONEY_RETRY_POLICY,
  sendMoneyIntent,
  type MoneyRetryPolicy,
  type MoneyRetryProgress,
} from '../../shared/application/money-intent.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { IdGenerator } from '../../shared/ports/id-generator.js';
import type { ApiCaller } from './call.js';

export interface MoneyCallRetryDeps {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly policy?: MoneyRetryPolicy;
}

/**
 * Every money-moving call is one member intent (a conversion, a USD request, a roulette spin, an
 * in-play bet...): it gets one Idempotency-Key, kept on every retry, and is retried when no answer
 * arrived (bounded, with backoff: sendMoneyIntent). `progress` says '재시도 중입니다… (2/3)' to the
 * member while it retries and null once the final answer is in; the caller sees that answer once.
 * Calls that bring their own key (the slip, the won deposit and withdrawal) retry themselves, with
 * their own progress on their screen, and pass straight through.
 */
export function withMoneyRetries(call: ApiCaller, deps: MoneyCallRetryDeps, progress: Subject<MoneyRetryProgress | null>): ApiCaller {
  return (spec) => {
    if (!spec.moneyMoving || spec.idempotencyKey !== undefined) return call(spec);
    const keyed = { ...spec, idempotencyKey: deps.ids.newId() };
    return lastValueFrom(
      sendMoneyIntent(() => call(keyed), deps.clock, deps.policy ?? MONEY_RETRY_POLICY).pipe(
        tap((event) => progress.next(event.kind === 'retrying' ? { attempt: event.attempt, of: event.of } : null)),
        filter((event) => event.kind === 'done'),
        map((event) => (event.kind === 'done' ? event.result : (undefined as never))),
      ),
    );
  };
}
