import { createApiClient } from '../api-client.js';
import type { MoneyRetryProgress } from '../../shared/application/money-intent.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';

/**
 * Issue 7 item 3: every money-moving call (here a conversion and a roulette spin) is one intent:
 * one Idempotency-Key, retried with it when no answer arrives, the member told it is retrying.
 */
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function setup(failures: number) {
  const http = new FakeHttp();
  let calls = 0;
  http.on('POST', '/dewit/increase', () => {
    calls += 1;
    if (calls <= failures) throw new Error('socket hang up');
    return { status: 200, body: { message: '전환에 성공했습니다.' } };
  });
  http.on('POST', '/card/choice', () => {
    throw new Error('socket hang up');
  });
  const clock = new FakeClock();
  let id = 0;
  const api = createApiClient(http, { retries: { clock, ids: { newId: () => `key-${++id}` } } });
  const progress: (MoneyRetryProgress | null)[] = [];
  api.moneyRetries$.subscribe((p) => progress.push(p));
  return { http, clock, api, progress };
}

describe('money-moving calls retried with one key', () => {
  it('retries a conversion after no answer with the same key, says so, and answers once', async () => {
    const t = setup(2);
    const answer = t.api.money.cashToUsd({ amount: 10_000 } as never);
    await flush();
    expect(t.progress.at(-1)).toEqual({ attempt: 2, of: 3 });
    t.clock.advance(1_000);
    await flush();
    expect(t.progress.at(-1)).toEqual({ attempt: 3, of: 3 });
    t.clock.advance(2_000);
    const result = await answer;
    expect(result.ok).toBe(true);
    const keys = t.http.requests.filter((r) => r.path === '/dewit/increase').map((r) => r.idempotencyKey);
    expect(keys).toEqual(['key-1', 'key-1', 'key-1']);
    expect(t.progress.at(-1)).toBeNull();
  });

  it('gives up after three attempts with the "no connection" answer, once', async () => {
    const t = setup(0);
    const answer = t.api.roulette.spin(1, 'normal' as never);
    await flush();
    t.clock.advance(1_000);
    await flush();
    t.clock.advance(2_000);
    const result = await answer;
    expect(result.ok ? 'ok' : result.error.kind).toBe('transport');
    expect(t.http.requests.filter((r) => r.path === '/card/choice')).toHaveLength(3);
    expect(new Set(t.http.requests.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('leaves calls that bring their own key (the slip, won deposits) and reads alone: one attempt', async () => {
    const t = setup(5);
    const own = await t.api.money.cashToUsd({ amount: 10_000 } as never, { idempotencyKey: 'intent-7' });
    expect(own.ok).toBe(false);
    expect(t.http.requests).toHaveLength(1);
    expect(t.http.requests[0]?.idempotencyKey).toBe('intent-7');
    await t.api.money.exchangeRate();
    expect(t.http.requests).toHaveLength(2);
    expect(t.progress).toEqual([null]);
  });
});
