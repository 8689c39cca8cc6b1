/**
 * Odds fan-out benchmark: how many odds updates per second travel publisher -> broker -> SSE hub
 * -> N connected SSE clients over real sockets. Prints figures; asserts nothing.
 *
 *   npx tsx server/bench/odds-fanout.ts [--clients=200] [--updates=2000] [--redis=redis://127.0.0.1:6379]
 *
 * Without --redis (or REDIS_URL) the in-process broker is used.
 */
import { request } from 'node:http';
import Fastify from 'fastify';
import type { Broker } from '../src/live/broker.js';
import { MemoryBroker } from '../src/live/memory-broker.js';
import { RedisBroker } from '../src/live/redis-broker.js';
import { SseHub } from '../src/live/sse-hub.js';
import { LivePublisher } from '../src/live/live-publisher.js';
import { liveRoutes } from '../src/live/sse.routes.js';

const arg = (name: string, fallback: string): string => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const clients = Number(arg('clients', '200'));
const updates = Number(arg('updates', '2000'));
const redisUrl = arg('redis', process.env.REDIS_URL ?? '');
const ODDS_IDS = 50;

function openClient(url: string, onFrame: () => void): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(': connected')) resolve(() => req.destroy());
          else if (block.includes('\ndata: ')) onFrame();
        }
      });
    });
    req.on('error', reject);
    req.end();
  });
}

async function main(): Promise<void> {
  const broker: Broker = redisUrl ? new RedisBroker(redisUrl, `bench-${process.pid}:`) : new MemoryBroker();
  const hub = await SseHub.start(broker, { heartbeatMs: 0, maxQueuedFrames: 10_000 });
  const app = Fastify({ logger: false });
  await app.register(async (api) => liveRoutes(api, { hub, memberIdOf: async () => null }), { prefix: '/api' });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ids = Array.from({ length: ODDS_IDS }, (_, i) => i + 1).join(',');

  let received = 0;
  const expected = clients * updates;
  let done!: () => void;
  const allDelivered = new Promise<void>((resolve) => (done = resolve));
  const closers: Array<() => void> = [];
  for (let i = 0; i < clients; i++) {
    closers.push(
      await openClient(`${base}/api/sports-inplay/slip-stream?id=${i}&betIds=${ids}`, () => {
        received += 1;
        if (received === expected) done();
      }),
    );
  }

  const publisher = new LivePublisher(broker, 'bench');
  const started = process.hrtime.bigint();
  for (let u = 0; u < updates; u++) {
    await publisher.publish('odds', 'odds', {
      id: (u % ODDS_IDS) + 1,
      betPrice: 1.5 + (u % 100) / 100,
      version: u,
      suspended: false,
      fixtureId: 1,
      marketId: 1,
    });
    if (u % 50 === 49) await new Promise((r) => setImmediate(r));
  }
  const published = process.hrtime.bigint();
  await allDelivered;
  const finished = process.hrtime.bigint();
  const seconds = Number(finished - started) / 1e9;

  console.log(`broker            ${redisUrl ? `redis (${redisUrl})` : 'in-process'}`);
  console.log(`SSE clients       ${clients}`);
  console.log(`odds updates      ${updates}`);
  console.log(`frames delivered  ${received} (dropped clients: ${hub.stats().dropped})`);
  console.log(`publish time      ${(Number(published - started) / 1e6).toFixed(1)} ms`);
  console.log(`total time        ${(seconds * 1000).toFixed(1)} ms`);
  console.log(`updates/s         ${(updates / seconds).toFixed(0)} (each to all ${clients} clients)`);
  console.log(`frames/s          ${(received / seconds).toFixed(0)}`);

  for (const close of closers) close();
  await hub.close();
  await app.close();
  await broker.close();
}

await main();
