import { randomUUID } from 'node:crypto';
import { TASK } from '../background/task-supervisor.js';
import { createHarness, type Harness } from '../testing/harness.js';
import { fixtures, picksOf, prematchBody, type TestPick } from '../routes/sports/testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../routes/sports/testing/sports-test-app.js';
import { sampleOf } from './testing/prometheus-text.js';

const BET_URL = '/api/sports-prematch/betting';

describe('GET /metrics counts what happened through the API', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const scrape = async (): Promise<string> => {
    const res = await t.call(null, { url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.body;
  };

  it('bets placed and refused (by code), transfers, latency by route pattern, open liability: exactly', async () => {
    const rich = [await t.addMember({ cash: 1_000_000 }), await t.addMember({ cash: 1_000_000 })];
    const poor = await t.addMember({ cash: 5_000 });
    const [fixture] = await fixtures(t, 'prematch', '&sportId=6046');
    const pick: TestPick = picksOf(fixture!, 1)[0]!;
    const before = await scrape();
    const count = (text: string, name: string, labels: Record<string, string>) => sampleOf(text, name, labels) ?? 0;

    // Concurrent bets of two members, one replayed key, two refusals of different kinds.
    const keys = Array.from({ length: 8 }, () => randomUUID());
    const answers = await Promise.all(
      keys.map((key, i) =>
        t.call(rich[i % 2]!, {
          method: 'POST',
          url: BET_URL,
          payload: prematchBody(rich[i % 2]!.id, [pick], 10_000),
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const replay = await t.call(rich[0]!, {
      method: 'POST',
      url: BET_URL,
      payload: prematchBody(rich[0]!.id, [pick], 10_000),
      headers: { 'idempotency-key': keys[0]! },
    });
    expect(replay.headers.get('idempotent-replay')).toBe('true');
    const short = await t.call(poor, {
      method: 'POST',
      url: BET_URL,
      payload: prematchBody(poor.id, [pick], 10_000),
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(short.json()).toMatchObject({ code: 'insufficientFunds' });
    const malformed = await t.call(poor, {
      method: 'POST',
      url: BET_URL,
      payload: { ...prematchBody(poor.id, [pick], 10_000), amounts: 'ten' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(malformed.json()).toMatchObject({ code: 'validation' });

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) => count(after, name, labels) - count(before, name, labels);
    expect(delta('bets_placed_total', { game: 'prematch' })).toBe(8);
    expect(delta('bets_refused_total', { game: 'prematch', reason: 'insufficientFunds' })).toBe(1);
    expect(delta('bets_refused_total', { game: 'prematch', reason: 'validation' })).toBe(1);
    expect(delta('ledger_transfers_total', { kind: 'bet.stake' })).toBe(8);
    // Every answer of the call, the replay and the refusals included, under the route's pattern.
    expect(delta('http_request_duration_seconds_count', { method: 'POST', route: BET_URL, status: '200' })).toBe(9);
    const { rows } = await t.db.query<{ n: number }>(
      'SELECT sum(expect_amount) AS n FROM bet_slips WHERE settlement_flag = 0 AND status = 0',
    );
    expect(sampleOf(after, 'open_liability_krw')).toBe(Number(rows[0]!.n));
    expect(Number(rows[0]!.n)).toBeGreaterThan(8 * 10_000);
  });

  it('SSE clients, the pool, the feed lag and each background task’s last success', async () => {
    const stream = new AbortController();
    const res = await fetch(`${t.baseUrl}/api/sse/event`, { signal: stream.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read(); // ': connected'
    await t.harness.app.deps.tasks.run(TASK.rowExpiry, async () => undefined);
    const text = await scrape();
    stream.abort();
    await reader.cancel().catch(() => undefined);
    expect(sampleOf(text, 'sse_clients')).toBe(1);
    // The pool's figures themselves are pinned in db/pool-figures.test.ts; here they are on the page.
    expect(sampleOf(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'db_pool_requests_waiting')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'feed_lag_seconds')).toBe(0);
    expect(sampleOf(text, 'broker_publish_failures_total')).toBe(0);
    expect(sampleOf(text, 'background_task_last_success_timestamp_seconds', { task: TASK.rowExpiry })).toBe(t.harness.clock.now() / 1000);
  });
});

describe('who may read /metrics and the detailed /api/health', () => {
  const TOKEN = 'metrics-token-for-the-test-0123456789';
  let h: Harness;
  afterEach(async () => {
    await h.close();
  });

  it('with METRICS_TOKEN: refuses a scrape without the token or with another; the public health says only its status', async () => {
    h = await createHarness({ config: { metricsToken: TOKEN } });
    const bare = await h.inject({ method: 'GET', url: '/metrics' });
    expect(bare.statusCode).toBe(401);
    expect(bare.headers.get('www-authenticate')).toContain('Bearer');
    expect(bare.body).not.toContain('http_request_duration_seconds');
    expect((await h.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    const scraped = await h.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_request_duration_seconds');

    const visitor = await h.inject({ method: 'GET', url: '/api/health' });
    expect(visitor.statusCode).toBe(200);
    expect(JSON.parse(visitor.body)).toEqual({ status: 'ok' });
    const monitor = await h.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(JSON.parse(monitor.body)).toMatchObject({ status: 'ok', database: h.db.kind, tasks: {} });
    const operator = await h.as(await h.createMember('opsadmin', { isAdmin: true }));
    expect(JSON.parse((await operator.inject({ method: 'GET', url: '/api/health' })).body)).toMatchObject({ database: h.db.kind });
    const member = await h.as(await h.createMember('opsmember'));
    expect(JSON.parse((await member.inject({ method: 'GET', url: '/api/health' })).body)).toEqual({ status: 'ok' });
  });

  it('without a token in production: /metrics does not exist and the health details are nobody’s', async () => {
    h = await createHarness({ config: { metricsToken: null, metricsOnLoopback: false } });
    expect((await h.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    expect(JSON.parse((await h.inject({ method: 'GET', url: '/api/health' })).body)).toEqual({ status: 'ok' });
  });

  it('a failing background task shows as degraded, its error text only to the operator', async () => {
    h = await createHarness({ config: { metricsToken: TOKEN } });
    await h.app.deps.tasks.run('feedSync', () => Promise.reject(new Error('relation "secret_table" does not exist')));
    const visitor = await h.inject({ method: 'GET', url: '/api/health' });
    expect(JSON.parse(visitor.body)).toEqual({ status: 'degraded' });
    expect(visitor.body).not.toContain('secret_table');
    const monitor = await h.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(monitor.body).toContain('secret_table');
    h.app.deps.tasks.forget('feedSync');
  });
});
