import { EventEmitter } from 'node:events';
import { MemoryBroker } from './memory-broker.js';
import { ReplayBuffer } from './replay-buffer.js';
import { type SseChunk, SseConnection, formatSseFrame, type SseSink } from './sse-connection.js';
import { SseHub } from './sse-hub.js';
import { LivePublisher } from './live-publisher.js';
import { oddsFrameFor, parseIdList, MAX_SLIP_STREAM_IDS } from './sse.routes.js';

/** A socket stand-in: accepts writes until `blocked`, then signals backpressure until drained. */
class FakeSink extends EventEmitter implements SseSink {
  written: string[] = [];
  blocked = false;
  ended = false;
  destroyed = false;
  write(chunk: SseChunk): boolean {
    this.written.push(chunk.text);
    return !this.blocked;
  }
  end(): void {
    this.ended = true;
  }
  destroy(): void {
    this.destroyed = true;
  }
  drain(): void {
    this.blocked = false;
    this.emit('drain');
  }
}

const frame = (i: number) => ({ id: `p-${i}`, event: 'odds', data: { id: i } });

describe('ReplayBuffer', () => {
  it('returns the frames after a known id, oldest first, and null for an id it no longer holds', () => {
    const buffer = new ReplayBuffer(3);
    for (let i = 1; i <= 5; i++) buffer.push(frame(i));
    expect(buffer.size).toBe(3);
    expect(buffer.after('p-3')?.map((f) => f.id)).toEqual(['p-4', 'p-5']);
    expect(buffer.after('p-5')).toEqual([]);
    expect(buffer.after('p-1')).toBeNull();
    expect(() => new ReplayBuffer(0)).toThrow();
  });

  it('keeps a span of time (with the newest frames of a quiet stream however old), bounded by its capacity', () => {
    let now = 0;
    const buffer = new ReplayBuffer({ capacity: 5_000, windowMs: 1_000, minFrames: 2 }, () => now);
    for (let i = 1; i <= 3_000; i++) buffer.push(frame(i)); // 3,000 frames in the same instant: all kept
    expect(buffer.size).toBe(3_000);
    expect(buffer.after('p-1')).toHaveLength(2_999);
    now = 1_500;
    buffer.push(frame(3_001)); // the 3,000 older than the window go; the newest 2 stay
    expect(buffer.size).toBe(2);
    expect(buffer.after('p-2999')).toBeNull();
    expect(buffer.after('p-3000')?.map((f) => f.id)).toEqual(['p-3001']);
    now = 60_000; // a quiet stream: nothing new for a minute, the last frames still resume
    expect(buffer.after('p-3000')?.map((f) => f.id)).toEqual(['p-3001']);
    for (let i = 3_002; i <= 9_000; i++) buffer.push(frame(i)); // the capacity bounds a burst
    expect(buffer.size).toBe(5_000);
    expect(buffer.after('p-4000')).toBeNull();
    expect(buffer.after('p-4001')).toHaveLength(4_999);
    expect(buffer.after('p-9000')).toEqual([]);
  });
});

describe('SseConnection', () => {
  it('writes straight through, queues while the socket is blocked and flushes in order, in one write, on drain', () => {
    const sink = new FakeSink();
    const closed: string[] = [];
    const c = new SseConnection(sink, { maxQueuedFrames: 10, onClose: (_c, reason) => closed.push(reason) });
    c.send('a');
    sink.blocked = true;
    c.send('b');
    c.send('c');
    c.send('d');
    expect(sink.written).toEqual(['a', 'b']);
    expect(c.queuedFrames).toBe(2);
    sink.drain();
    expect(sink.written).toEqual(['a', 'b', 'cd']);
    c.close();
    expect(sink.ended).toBe(true);
    expect(closed).toEqual(['closed']);
    c.send('e');
    expect(sink.written).toHaveLength(3);
  });

  it('drops a client whose queue overflows instead of buffering without bound', () => {
    const sink = new FakeSink();
    const closed: string[] = [];
    const c = new SseConnection(sink, { maxQueuedFrames: 2, onClose: (_c, reason) => closed.push(reason) });
    sink.blocked = true;
    for (const x of ['a', 'b', 'c', 'd']) c.send(x);
    expect(sink.destroyed).toBe(true);
    expect(c.isOpen).toBe(false);
    expect(closed).toEqual(['dropped']);
  });

  it('formats frames with id, event and one JSON data line', () => {
    expect(formatSseFrame('x-1', 'odds', { id: 5, text: 'a\nb' })).toBe('id: x-1\nevent: odds\ndata: {"id":5,"text":"a\\nb"}\n\n');
  });
});

describe('SseHub over the memory broker', () => {
  it('delivers published frames with publisher ids, filters per client and targets one member', async () => {
    const broker = new MemoryBroker();
    const hub = await SseHub.start(broker, { heartbeatMs: 0 });
    const publisher = new LivePublisher(broker, 'inst');
    const all = new FakeSink();
    const someOdds = new FakeSink();
    const member7 = new FakeSink();
    hub.attach('odds', all);
    hub.attach('odds', someOdds, { accepts: (_e, d) => (d as { id: number }).id === 2 });
    hub.attach('bet', member7, { memberId: 7 });
    await publisher.publish('odds', 'odds', { id: 1 });
    await publisher.publish('odds', 'odds', { id: 2 });
    await publisher.publish('bet', 'settled', { slipId: 1 }, 8);
    await publisher.publish('bet', 'settled', { slipId: 2 }, 7);
    expect(all.written.filter((w) => w.startsWith('id:'))).toEqual([
      formatSseFrame('inst-1', 'odds', { id: 1 }),
      formatSseFrame('inst-2', 'odds', { id: 2 }),
    ]);
    expect(someOdds.written.filter((w) => w.startsWith('id:'))).toEqual([formatSseFrame('inst-2', 'odds', { id: 2 })]);
    expect(member7.written.filter((w) => w.startsWith('id:'))).toEqual([formatSseFrame('inst-4', 'settled', { slipId: 2 })]);
    expect(hub.stats().clients).toBe(3);
    hub.heartbeat();
    expect(all.written.at(-1)).toBe(': hb\n\n');
    await hub.close();
    expect(all.ended).toBe(true);
    await broker.publish('sse:event', { id: 'late', event: 'x', data: {} });
  });

  it('replays missed frames to a reconnecting client and tells a too-late one to reset', async () => {
    const broker = new MemoryBroker();
    const hub = await SseHub.start(broker, { heartbeatMs: 0, replayCapacity: 2 });
    const publisher = new LivePublisher(broker, 'r');
    for (let i = 1; i <= 3; i++) await publisher.publish('general', 'round', { n: i });
    const resumed = new FakeSink();
    hub.attach('general', resumed, { lastEventId: 'r-2' });
    expect(resumed.written.filter((w) => w.startsWith('id:'))).toEqual([formatSseFrame('r-3', 'round', { n: 3 })]);
    const late = new FakeSink();
    hub.attach('general', late, { lastEventId: 'r-1' });
    expect(late.written).toContain('event: reset\ndata: {}\n\n');
    await broker.publish('sse:general', 'not an envelope');
    await hub.close();
  });
});

describe('SseHub fan-out per turn', () => {
  it('writes the frames of one turn once per client, the same chunk to every client that wants them all', async () => {
    const broker = new MemoryBroker();
    const hub = await SseHub.start(broker, { heartbeatMs: 0 });
    const a = new FakeSink();
    const b = new FakeSink();
    const chunks: SseChunk[] = [];
    const spy = new FakeSink();
    spy.write = (chunk: SseChunk) => (chunks.push(chunk), true);
    for (const sink of [a, b, spy]) hub.attach('general', sink);
    // Three frames arrive in one turn (one Redis read carries several).
    for (let i = 1; i <= 3; i++) void broker.publish('sse:general', { id: `t-${i}`, event: 'round', data: { n: i } });
    await new Promise((resolve) => setImmediate(resolve));
    const all = [1, 2, 3].map((n) => formatSseFrame(`t-${n}`, 'round', { n })).join('');
    expect(a.written.slice(1)).toEqual([all]);
    expect(b.written.slice(1)).toEqual([all]);
    expect(chunks.slice(1)).toHaveLength(1);
    expect(chunks[1]!.frames).toBe(3);
    expect(chunks[1]!.chunked.toString()).toBe(`${Buffer.byteLength(all).toString(16)}\r\n${all}\r\n`);
    await hub.close();
  });

  it("gives a client attached in the middle of a turn that turn's frames through its replay only, never twice", async () => {
    const broker = new MemoryBroker();
    const hub = await SseHub.start(broker, { heartbeatMs: 0 });
    const publisher = new LivePublisher(broker, 'm');
    const early = new FakeSink();
    hub.attach('general', early);
    await publisher.publish('general', 'round', { n: 1 });
    const late = new FakeSink();
    // Frame 2 is delivered (buffered for replay) but not yet written when the late client attaches.
    hub['deliver']('general', { id: 'm-2', event: 'round', data: { n: 2 } });
    hub.attach('general', late, { lastEventId: 'm-1' });
    await new Promise((resolve) => setImmediate(resolve));
    const frames = (sink: FakeSink): string[] =>
      sink.written
        .join('')
        .split('\n\n')
        .filter((f) => f.startsWith('id:'));
    expect(frames(early)).toEqual(
      [formatSseFrame('m-1', 'round', { n: 1 }), formatSseFrame('m-2', 'round', { n: 2 })].map((f) => f.slice(0, -2)),
    );
    expect(frames(late)).toEqual([formatSseFrame('m-2', 'round', { n: 2 }).slice(0, -2)]);
    await hub.close();
  });
});

describe('two instances on one broker', () => {
  it("resume a dead instance's client on the other one with no gap, past 500 frames", async () => {
    const broker = new MemoryBroker(); // Redis in production: every instance hears every frame
    const a = await SseHub.start(broker, { heartbeatMs: 0 });
    const b = await SseHub.start(broker, { heartbeatMs: 0 });
    const publisher = new LivePublisher(broker, 'feed');
    const client = new FakeSink();
    a.attach('odds', client);
    for (let i = 1; i <= 10; i++) await publisher.publish('odds', 'odds', { id: i });
    await a.close(); // instance A dies; the feed goes on while the client waits to reconnect
    for (let i = 11; i <= 2_010; i++) await publisher.publish('odds', 'odds', { id: i });
    const ids = (sink: FakeSink): string[] => sink.written.filter((w) => w.startsWith('id:')).map((w) => w.split('\n')[0]!.slice(4));
    const seen = ids(client);
    expect(seen.at(-1)).toBe('feed-10');
    const resumed = new FakeSink();
    b.attach('odds', resumed, { lastEventId: seen.at(-1)! });
    expect(resumed.written).not.toContain('event: reset\ndata: {}\n\n');
    await publisher.publish('odds', 'odds', { id: 2_011 });
    expect([...seen, ...ids(resumed)]).toEqual(Array.from({ length: 2_011 }, (_, i) => `feed-${i + 1}`));
    await b.close();
  });
});

describe('oddsFrameFor (what a slip stream takes of an odds frame)', () => {
  const market = { fixtureId: 1, marketId: 7, odds: [{ id: 1 }, { id: 2 }, { id: 3 }] };

  it('takes a single row it watches, a market frame whole when it watches every row, else its own rows', () => {
    expect(oddsFrameFor(new Set([2]), { id: 2 })).toBe(true);
    expect(oddsFrameFor(new Set([2]), { id: 1 })).toBe(false);
    expect(oddsFrameFor(new Set([1, 2, 3, 9]), market)).toBe(true);
    expect(oddsFrameFor(new Set([2, 9]), market)).toEqual({ narrowed: { fixtureId: 1, marketId: 7, odds: [{ id: 2 }] } });
    expect(oddsFrameFor(new Set([9]), market)).toBe(false);
    expect(oddsFrameFor(new Set([9]), null)).toBe(false);
  });

  it('through the hub: the whole frame is shared, a narrowed one is written for its client, replay narrows too', async () => {
    const broker = new MemoryBroker();
    const hub = await SseHub.start(broker, { heartbeatMs: 0 });
    const publisher = new LivePublisher(broker, 'm');
    const whole = new FakeSink();
    const one = new FakeSink();
    hub.attach('odds', whole, { accepts: (_e, d) => oddsFrameFor(new Set([1, 2, 3]), d) });
    hub.attach('odds', one, { accepts: (_e, d) => oddsFrameFor(new Set([3]), d) });
    await publisher.publish('odds', 'odds', market);
    expect(whole.written.filter((w) => w.startsWith('id:'))).toEqual([formatSseFrame('m-1', 'odds', market)]);
    const narrowed = formatSseFrame('m-1', 'odds', { ...market, odds: [{ id: 3 }] });
    expect(one.written.filter((w) => w.startsWith('id:'))).toEqual([narrowed]);
    await publisher.publish('odds', 'odds', { ...market, odds: [{ id: 1 }, { id: 3 }] });
    await publisher.publish('odds', 'odds', { ...market, odds: [{ id: 2 }] });
    const resumed = new FakeSink();
    hub.attach('odds', resumed, { lastEventId: 'm-1', accepts: (_e, d) => oddsFrameFor(new Set([3]), d) });
    expect(resumed.written.filter((w) => w.startsWith('id:'))).toEqual([formatSseFrame('m-2', 'odds', { ...market, odds: [{ id: 3 }] })]);
    await hub.close();
  });
});

describe('parseIdList', () => {
  it('reads comma lists and repeated keys, and refuses junk or too many ids', () => {
    expect([...parseIdList('1,2, 3')!]).toEqual([1, 2, 3]);
    expect([...parseIdList(['4', '5,6'])!]).toEqual([4, 5, 6]);
    expect(parseIdList(undefined)!.size).toBe(0);
    expect(parseIdList('1,x')).toBeNull();
    expect(parseIdList(Array.from({ length: MAX_SLIP_STREAM_IDS + 1 }, (_, i) => String(i)).join(','))).toBeNull();
  });
});
