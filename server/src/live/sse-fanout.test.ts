import { connect, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { RedisBroker } from './redis-broker.js';
import { fixtures, picksOf } from '../routes/sports/testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../routes/sports/testing/sports-test-app.js';
import { LivePublisher } from './live-publisher.js';
import { openSse, type SseTestClient } from './testing/sse-test-client.js';

const REDIS_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

describe('a slow SSE client', () => {
  let t: SportsTestApp;
  let slow: Socket;
  let fast: SseTestClient;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false, sse: { maxQueuedFrames: 20 } });
  });
  afterAll(async () => {
    fast?.close();
    slow?.destroy();
    await t.close();
  });

  it('is dropped once its queue overflows, while a fast client gets every frame in order', async () => {
    const url = new URL(t.baseUrl);
    // A client that subscribes and then never reads: its socket buffers fill, then its queue.
    slow = connect(Number(url.port), url.hostname);
    slow.write(`GET /api/sse/general HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`);
    await new Promise<void>((resolve) => slow.once('data', () => resolve()));
    slow.pause();
    fast = openSse(`${t.baseUrl}/api/sse/general`);
    await fast.connected;
    const publisher = new LivePublisher(t.broker, 'bulk');
    const count = 600;
    const pad = 'x'.repeat(32_000);
    for (let i = 1; i <= count; i++) {
      await publisher.publish('general', 'bulk', { i, pad });
      // One I/O turn per frame: a reading client keeps up, a non-reading one cannot.
      await new Promise((resolve) => setImmediate(resolve));
    }
    const frames = await fast.waitFor((fs) => fs.length === count, 20_000);
    expect(frames.map((f) => f.data.i)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(t.hub.stats()).toEqual({ clients: 1, dropped: 1 });
    // Once it reads again it finds its connection closed (EventSource would reconnect and resume).
    const slowClosed = new Promise<void>((resolve) => slow.once('close', () => resolve()));
    slow.on('error', () => undefined);
    slow.resume();
    await slowClosed;
  });
});

describe('two server instances sharing Redis', () => {
  let a: SportsTestApp;
  let b: SportsTestApp;
  const clients: SseTestClient[] = [];
  beforeAll(async () => {
    const prefix = `test-${process.pid}-${Date.now()}:`;
    a = await buildSportsTestApp({ rounds: false, broker: new RedisBroker(REDIS_URL, prefix) });
    b = await buildSportsTestApp({ rounds: false, broker: new RedisBroker(REDIS_URL, prefix), db: a.db, withFeed: false });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await b?.close();
    await a?.close();
    await Promise.all([a?.broker.close(), b?.broker.close()]);
  });

  it('both deliver one odds update to their SSE clients', async () => {
    const [f] = await fixtures(a, 'prematch');
    const pick = picksOf(f!)[0]!;
    const onA = openSse(`${a.baseUrl}/api/sports-inplay/slip-stream?betIds=${pick.odds.id}`);
    const onB = openSse(`${b.baseUrl}/api/sports-inplay/slip-stream?betIds=${pick.odds.id}`);
    clients.push(onA, onB);
    await Promise.all([onA.connected, onB.connected]);
    a.sim.setPrice(pick.odds.id, 512);
    await a.runtime.sync?.idle();
    const [fromA] = await onA.waitFor((fs) => fs.length === 1);
    const [fromB] = await onB.waitFor((fs) => fs.length === 1);
    expect(fromA).toEqual(fromB);
    expect(fromB!.data).toMatchObject({ fixtureId: f!.id, odds: [{ id: pick.odds.id, betPrice: 5.12, version: pick.odds.version + 1 }] });
    // Instance b reads the same database: its fixture list already shows the new price.
    const [same] = await fixtures(b, 'prematch', `&fixtureId=${f!.id}`);
    expect(same!.markets.flatMap((m) => m.odds).find((o) => o.id === pick.odds.id)?.betPrice).toBe(5.12);
  });

  it('keeps channels of different prefixes apart', async () => {
    const plain = new Redis(REDIS_URL);
    try {
      expect(await plain.pubsub('NUMSUB', 'odds')).toEqual(['odds', 0]);
    } finally {
      plain.disconnect();
    }
  });
});
