import { apiError, RETRY_LATER_CODE, type ApiError } from '../domain/api-error.js';
import { fail, ok, type Result } from '../domain/result.js';
import { FakeClock } from '../testing/fake-clock.js';
import { isRetryableMoneyFailure, moneyRetryText, newMoneyIntent, sendMoneyIntent, type MoneyIntentEvent } from './money-intent.js';

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
const noAnswer = fail(apiError('transport', 'x'));

function run(answers: Result<number, ApiError>[]) {
  const clock = new FakeClock(0);
  const events: MoneyIntentEvent<number, ApiError>[] = [];
  let calls = 0;
  sendMoneyIntent(async () => answers[calls++] ?? ok(0), clock, { attempts: 3, backoffMs: [100, 300] }).subscribe((e) => events.push(e));
  return { clock, events, calls: () => calls };
}

describe('sendMoneyIntent', () => {
  it('retries "no answer" after the backoff, reporting each retry, then ends with the one result', async () => {
    const t = run([noAnswer, noAnswer, ok(5)]);
    await flush();
    expect(t.calls()).toBe(1);
    expect(t.events).toEqual([{ kind: 'retrying', attempt: 2, of: 3 }]);
    t.clock.advance(99);
    await flush();
    expect(t.calls()).toBe(1);
    t.clock.advance(1);
    await flush();
    expect(t.calls()).toBe(2);
    t.clock.advance(300);
    await flush();
    expect(t.events).toEqual([
      { kind: 'retrying', attempt: 2, of: 3 },
      { kind: 'retrying', attempt: 3, of: 3 },
      { kind: 'done', result: ok(5) },
    ]);
  });

  it('gives up after the last attempt', async () => {
    const t = run([noAnswer, noAnswer, noAnswer, ok(1)]);
    await flush();
    t.clock.advance(100);
    await flush();
    t.clock.advance(300);
    await flush();
    expect(t.calls()).toBe(3);
    expect(t.events[t.events.length - 1]).toEqual({ kind: 'done', result: noAnswer });
  });

  it('retries 409 idempotencyInProgress and 503 retryLater (the database was away) but no other answer', () => {
    expect(isRetryableMoneyFailure(apiError('http', 'x', { status: 409, code: 'idempotencyInProgress' }))).toBe(true);
    expect(isRetryableMoneyFailure(apiError('http', 'x', { status: 503, code: RETRY_LATER_CODE }))).toBe(true);
    expect(isRetryableMoneyFailure(apiError('http', 'x', { status: 503, code: 'busy' }))).toBe(false);
    expect(isRetryableMoneyFailure(apiError('http', 'x', { status: 409, code: 'idempotencyMismatch' }))).toBe(false);
    expect(isRetryableMoneyFailure(apiError('http', 'x', { status: 400 }))).toBe(false);
    expect(isRetryableMoneyFailure(apiError('session', 'x', { status: 500 }))).toBe(false);
    expect(isRetryableMoneyFailure(null)).toBe(false);
  });

  it('takes one key per intent from the IdGenerator and says which attempt runs', () => {
    let n = 0;
    const ids = { newId: () => `k-${++n}-0000` };
    expect(newMoneyIntent(ids)).toEqual({ idempotencyKey: 'k-1-0000' });
    expect(newMoneyIntent(ids)).toEqual({ idempotencyKey: 'k-2-0000' });
    expect(moneyRetryText(2, 3)).toBe('재시도 중입니다… (2/3)');
  });
});
