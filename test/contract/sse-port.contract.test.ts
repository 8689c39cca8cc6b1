import { EventSourceSsePort, DEFAULT_EVENT_NAMES } from '@bet/adapters';
import { dataOf, recordingEventSources, StreamRecorder, until } from '../support/sse-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * Every `event:` name the server publishes (server/src/routes/sports/sync/feed-sync.ts, routes/rounds/round-scheduler.ts,
 * sports/routes, settlement/announce.ts, live/sse-hub.ts 'reset'). A named SSE event reaches only
 * listeners registered for that name, so the port must know them all.
 */
const SERVER_SSE_EVENT_NAMES = [
  'odds',
  'fixture',
  'fixtureAdded',
  'fixtureFinished',
  'market',
  'reset',
  'roundOpened',
  'roundDrawn',
  'placed',
  'cancelled',
  'settled',
] as const;
const FIXTURE_EVENTS: readonly string[] = ['fixture', 'fixtureAdded', 'fixtureFinished'];

/** The first odds row of a slip-stream frame (the server sends one frame per market, narrowed to the watched rows). */
const rowOf = (m: Parameters<typeof dataOf>[0]): { id?: number; betPrice?: number } =>
  ((dataOf(m).odds as Array<{ id: number; betPrice: number }> | undefined) ?? [])[0] ?? {};

/**
 * EventSourceSsePort with Node's `eventsource` against the real server's SSE fan-out (hub, broker,
 * replay buffer), on a fresh in-memory database. Frames come from real server work: the seeded
 * odds feed's operator controls and the round scheduler.
 */
describe('EventSourceSsePort against the real server', () => {
  let site: SiteServer;
  const recorders: StreamRecorder[] = [];

  const clients = (): number => site.sports.live()!.hub.stats().clients;
  const record = (recorder: StreamRecorder): StreamRecorder => {
    recorders.push(recorder);
    return recorder;
  };
  const port = (options: { eventNames?: readonly string[] } = {}) => {
    const sources = recordingEventSources();
    return {
      sources,
      sse: new EventSourceSsePort({ baseUrl: site.apiUrl, create: sources.create, initialBackoffMs: 100, maxBackoffMs: 1_000, ...options }),
    };
  };

  /** A fixture that has not started, with a market of two or more prices. */
  function openFixture(skip: readonly number[] = []) {
    const snapshot = site.feed.snapshot();
    for (const fixture of snapshot.fixtures) {
      if (fixture.status !== 1 || skip.includes(fixture.id)) continue;
      const market = snapshot.markets.find((m) => m.fixtureId === fixture.id && !m.suspended);
      const odds = snapshot.odds.filter((o) => market && o.marketId === market.id);
      if (market && odds.length >= 2) return { fixture, market, odds };
    }
    throw new Error('the seeded feed has no open fixture with a market');
  }

  /** Moves a price by a hundredth (up, or down when that would not change it) and returns the new one. */
  function movePrice(oddsId: number): number {
    const current = site.feed.snapshot().odds.find((o) => o.id === oddsId)!.price;
    const next = current + 7;
    if (!site.feed.setPrice(oddsId, next)) throw new Error(`the feed does not know odds ${oddsId}`);
    return next;
  }

  beforeAll(async () => {
    // Background work waits until the general source is watched (the first test).
    site = await startSiteServer({ rounds: true, deferBackground: true });
  });
  afterEach(async () => {
    for (const r of recorders.splice(0)) r.close();
    // The next test counts attached clients: wait until the server has let these go.
    await until(() => clients() === 0, 'the closed streams to detach');
  });
  afterAll(async () => {
    await site?.close();
  });

  it('delivers general-source messages (rounds opened by the scheduler) when told the server event names', async () => {
    const { sse } = port({ eventNames: SERVER_SSE_EVENT_NAMES });
    const general = record(new StreamRecorder(sse.source('general')));
    await until(() => clients() === 1, 'the general stream to attach');
    await site.startBackground();
    const opened = await general.waitFor((m) => m.event === 'roundOpened', 'a roundOpened frame');
    expect(dataOf(opened)).toEqual({ gameId: expect.any(Number) });
    expect(opened.id).toEqual(expect.any(String));
  });

  it('delivers odds updates of the watched picks on the slip stream, and only those', async () => {
    await site.startBackground();
    const { odds } = openFixture();
    const [watched, other] = [odds[0]!, odds[1]!];
    const { sse } = port();
    const slip = record(new StreamRecorder(sse.stream('/sports-inplay/slip-stream', { betIds: [watched.id] })));
    await until(() => clients() === 1, 'the slip stream to attach');

    movePrice(other.id);
    const price = movePrice(watched.id);
    const frame = await slip.waitFor((m) => m.event === 'odds' && rowOf(m).id === watched.id, 'the watched odds update');
    // One frame per market, narrowed to the watched rows: the other price of the market is not sent.
    expect(dataOf(frame)).toMatchObject({
      fixtureId: watched.fixtureId,
      odds: [{ id: watched.id, betPrice: price / 100, suspended: false }],
    });
    expect(slip.messages.every((m) => (dataOf(m).odds as Array<{ id: number }>).every((o) => o.id === watched.id))).toBe(true);
  });

  it('delivers the event source market frames (suspensions) decoded from JSON', async () => {
    await site.startBackground();
    const { fixture, market } = openFixture();
    const { sse } = port();
    const events = record(new StreamRecorder(sse.source('event')));
    await until(() => clients() === 1, 'the event stream to attach');

    expect(site.feed.setMarketSuspended(market.id, true)).toBe(true);
    const frame = await events.waitFor((m) => m.event === 'market' && dataOf(m).id === market.id, 'the market frame');
    expect(dataOf(frame)).toEqual({ id: market.id, fixtureId: fixture.id, marketId: market.typeId, suspended: true });
    expect(sse.malformedFrames).toBe(0);
  });

  it('reconnects after the server drops the connection, resumes after the last event id, and loses nothing', async () => {
    await site.startBackground();
    const { odds } = openFixture();
    const pick = odds[0]!;
    const { sse, sources } = port();
    const slip = record(new StreamRecorder(sse.stream('/sports-inplay/slip-stream', { betIds: [pick.id] })));
    await until(() => clients() === 1, 'the slip stream to attach');
    const before = movePrice(pick.id);
    const first = await slip.waitFor((m) => rowOf(m).betPrice === before / 100, 'the first update');

    // The server drops every open connection (as a restart or a proxy timeout would).
    site.app.server.closeAllConnections();
    await until(() => clients() === 0, 'the server to see the stream closed');
    // Published while the client is away or just back: replayed after the last id, or sent live.
    const during = movePrice(pick.id);
    await slip.waitFor((m) => rowOf(m).betPrice === during / 100, 'the update published around the reconnect');
    await until(() => clients() === 1, 'the adapter to reconnect');
    const after = movePrice(pick.id);
    await slip.waitFor((m) => rowOf(m).betPrice === after / 100, 'an update after the reconnect');

    expect(sources.urls.length).toBeGreaterThanOrEqual(2);
    expect(new URL(sources.urls[1]!).searchParams.get('lastEventId')).toBe(first.id);
    expect(new URL(sources.urls[1]!).searchParams.getAll('betIds')).toEqual([String(pick.id)]);
    expect(slip.messages.map((m) => rowOf(m).betPrice)).toEqual([before / 100, during / 100, after / 100]);
  });

  it('delivers fixture, fixtureFinished and market frames in publication order when told the server event names', async () => {
    await site.startBackground();
    const finishing = openFixture();
    const sentinel = openFixture([finishing.fixture.id]);
    const { sse } = port({ eventNames: SERVER_SSE_EVENT_NAMES });
    const events = record(new StreamRecorder(sse.source('event')));
    await until(() => clients() === 1, 'the event stream to attach');

    expect(site.feed.finishFixture(finishing.fixture.id, { home: 2, away: 1 })).toBe(true);
    expect(site.feed.setMarketSuspended(sentinel.market.id, true)).toBe(true);
    // Frames arrive in publication order: once the sentinel is here, everything before it is too.
    await events.waitFor((m) => m.event === 'market' && dataOf(m).id === sentinel.market.id, 'the sentinel market frame');
    const fixtureFrames = events.messages.filter((m) => FIXTURE_EVENTS.includes(m.event) && dataOf(m).id === finishing.fixture.id);
    expect(fixtureFrames.map((m) => m.event)).toEqual(['fixture', 'fixtureFinished']);
    expect(dataOf(fixtureFrames[1]!)).toMatchObject({ id: finishing.fixture.id, score: { home: 2, away: 1 } });
  });

  // The app passes no eventNames, so the default list must name every event the server sends, or
  // the browser's EventSource never dispatches those frames to the port.
  it('listens by default for every event name the server sends', () => {
    expect([...DEFAULT_EVENT_NAMES]).toEqual(expect.arrayContaining([...SERVER_SSE_EVENT_NAMES]));
  });
});
