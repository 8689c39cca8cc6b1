import { fixtures, picksOf } from '../routes/sports/testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../routes/sports/testing/sports-test-app.js';
import { openSse, type SseTestClient } from './testing/sse-test-client.js';

describe('SSE streams over HTTP', () => {
  let t: SportsTestApp;
  const clients: SseTestClient[] = [];
  const open = (path: string, headers: Record<string, string> = {}) => {
    const c = openSse(`${t.baseUrl}${path}`, headers);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it('streams odds updates of the watched odds ids only, one frame per market, with id and event fields', async () => {
    const [f] = await fixtures(t, 'prematch');
    const [a, b] = picksOf(f!);
    const stream = open(`/api/sports-inplay/slip-stream?id=1&betIds=${a!.odds.id}`);
    const both = open(`/api/sports-inplay/slip-stream?id=1&betIds=${a!.odds.id},${b!.odds.id}`);
    await Promise.all([stream.connected, both.connected]);
    // Within one coalescing window: a moves twice, b once; one frame of the market, newest rows.
    t.sim.setPrice(b!.odds.id, 333);
    t.sim.setPrice(a!.odds.id, 221);
    t.sim.setPrice(a!.odds.id, 222);
    await t.runtime.sync?.idle();
    const [first] = await stream.waitFor((fs) => fs.length >= 1);
    expect(first).toEqual({
      id: expect.stringMatching(/^[0-9a-f]+-\d+$/),
      event: 'odds',
      data: {
        fixtureId: f!.id,
        marketId: a!.market.marketId,
        // Narrowed to the watched row: b is in the same market, but not watched here.
        odds: [{ id: a!.odds.id, betPrice: 2.22, version: a!.odds.version + 2, suspended: false }],
      },
    });
    expect(stream.frames).toHaveLength(1);
    const [whole] = await both.waitFor((fs) => fs.length >= 1);
    expect(whole!.id).toBe(first!.id);
    expect(whole!.data.odds.map((o: { id: number; betPrice: number }) => [o.id, o.betPrice])).toEqual([
      [b!.odds.id, 3.33],
      [a!.odds.id, 2.22],
    ]);
  });

  it('resumes from Last-Event-ID (header or query) with the frames missed meanwhile', async () => {
    const [f] = await fixtures(t, 'prematch');
    const pick = picksOf(f!)[2]!;
    const first = open(`/api/sports-inplay/slip-stream?betIds=${pick.odds.id}`);
    await first.connected;
    t.sim.setPrice(pick.odds.id, 401);
    await t.runtime.sync?.idle();
    const [seen] = await first.waitFor((fs) => fs.length === 1);
    first.close();
    // Two windows apart: two frames.
    t.sim.setPrice(pick.odds.id, 402);
    await t.runtime.sync?.idle();
    t.sim.setPrice(pick.odds.id, 403);
    await t.runtime.sync?.idle();
    const priceOf = (m: { data: { odds: Array<{ betPrice: number }> } }) => m.data.odds[0]?.betPrice;
    const viaHeader = open(`/api/sports-inplay/slip-stream?betIds=${pick.odds.id}`, { 'last-event-id': seen!.id! });
    const missed = await viaHeader.waitFor((fs) => fs.length === 2);
    expect(missed.map(priceOf)).toEqual([4.02, 4.03]);
    const viaQuery = open(`/api/sports-inplay/slip-stream?betIds=${pick.odds.id}&lastEventId=${encodeURIComponent(seen!.id!)}`);
    expect((await viaQuery.waitFor((fs) => fs.length === 2)).map(priceOf)).toEqual([4.02, 4.03]);
    const tooOld = open(`/api/sse/event?lastEventId=unknown-1`);
    const [reset] = await tooOld.waitFor((fs) => fs.length === 1);
    expect(reset).toEqual({ id: null, event: 'reset', data: {} });
  });

  it('sends a member’s settlement only on that member’s bet stream', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const other = await t.addMember({ cash: 50_000 });
    const mine = open('/api/sse/bet', { cookie: t.cookieHeader(member) });
    const theirs = open('/api/sse/bet', { cookie: t.cookieHeader(other) });
    await Promise.all([mine.connected, theirs.connected]);
    const [f] = await fixtures(t, 'prematch', '&sportId=6046');
    const pick = picksOf(f!, 1).find((p) => p.odds.betName === '1')!;
    const body = {
      memberId: member.id,
      totalRatio: pick.odds.betPrice,
      amounts: 10_000,
      bettings: [
        {
          betPrice: pick.odds.betPrice,
          fixtureId: f!.id,
          oddsId: pick.odds.id,
          sportId: 6046,
          marketId: 1,
          version: pick.odds.version,
          betNameKorean: '승',
        },
      ],
      gameDetailType: 91,
      gameStyle: 'EU',
      changeFlag: false,
    };
    expect((await t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: body })).statusCode).toBe(200);
    t.sim.finishFixture(f!.id, { home: 2, away: 0 });
    await t.runtime.sync?.idle();
    const frames = await mine.waitFor((fs) => fs.some((x) => x.event === 'settled'));
    expect(frames.find((x) => x.event === 'settled')!.data).toMatchObject({ settlement_flag: 1, settlement_name: '적중' });
    expect(theirs.frames).toEqual([]);
  });

  it('refuses a malformed betIds list and an unknown source', async () => {
    expect((await t.call(null, { url: '/api/sports-inplay/slip-stream?betIds=1,abc' })).statusCode).toBe(400);
    expect((await t.call(null, { url: '/api/sse/other' })).statusCode).toBe(400);
  });
});
