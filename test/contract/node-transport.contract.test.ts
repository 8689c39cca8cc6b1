import { createApiClient } from '@bet/core/api';
import { createApiAdminDeskGateway } from '@bet/core/admin-desk';
import { MEMBER_STREAM_PATH, points } from '@bet/core/shared';
import { createNodeTransport, NodeCookies } from '@bet/adapters/node/index.js';
import { KyHttpPort } from '@bet/adapters';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from '@bet/server';
import { loggedInSession, must } from '../support/api-session.js';
import { dataOf, StreamRecorder, until } from '../support/sse-kit.js';
import { startSiteServer, type SiteServer } from '../support/site-server.js';

/**
 * The Node adapters (adapters/src/node: tough-cookie jar, fetch-cookie, ky, the `eventsource`
 * package) against the real server: a front end outside the browser logs in, sends CSRF-protected
 * calls and follows live streams, its own and the member's, with no code of its own.
 */
describe('createNodeTransport against the real server', () => {
  let site: SiteServer;
  const recorders: StreamRecorder[] = [];
  const clients = (): number => site.sports.live()!.hub.stats().clients;

  /** A fixture that has not started, with a market of two or more prices. */
  function openOdds() {
    const snapshot = site.feed.snapshot();
    for (const fixture of snapshot.fixtures) {
      if (fixture.status !== 1) continue;
      const market = snapshot.markets.find((m) => m.fixtureId === fixture.id && !m.suspended);
      const odds = snapshot.odds.filter((o) => market && o.marketId === market.id);
      if (odds.length >= 2) return odds;
    }
    throw new Error('the seeded feed has no open fixture with a market');
  }

  beforeAll(async () => {
    site = await startSiteServer();
  });
  afterEach(async () => {
    for (const r of recorders.splice(0)) r.close();
    await until(() => clients() === 0, 'the closed streams to detach');
  });
  afterAll(async () => {
    await site?.close();
  });

  it('logs in: the session and CSRF cookies land in the tough-cookie jar and go back on the next call', async () => {
    const { http, cookies } = createNodeTransport({ baseUrl: site.apiUrl });
    const api = createApiClient(http);
    expect(cookies.header()).toBeNull();
    const member = await must('login', api.auth.login({ userId: 'member01', password: DEMO_PASSWORD }));
    expect(cookies.get('sid')).toEqual(expect.any(String));
    expect(cookies.get('csrf')).toEqual(expect.any(String));
    expect(cookies.header()).toContain(`sid=${cookies.get('sid')}`);
    expect(await must('me', api.auth.me())).toMatchObject({ id: member.id, userId: 'member01' });
  });

  it('sends the csrf cookie back as X-CSRF-Token: a protected POST passes, the same POST without the header is refused', async () => {
    const { http, cookies } = createNodeTransport({ baseUrl: site.apiUrl });
    const api = createApiClient(http);
    const member = await must('login', api.auth.login({ userId: 'member03', password: DEMO_PASSWORD }));
    await must('point conversion', api.money.pointToCash({ memberId: member.id, point: points(500), userUpdatedAt: member.updatedAt }));
    const after = await must('member', api.member.get(member.id));
    expect(after).toMatchObject({ emoney: member.emoney + 500, point: member.point - 500 });

    // The same cookies (the session is valid) without the token: the server's CSRF check refuses.
    const withoutToken = createApiClient(new KyHttpPort({ baseUrl: site.apiUrl, fetch: cookies.fetch, csrfToken: () => '' }));
    const refused = await withoutToken.money.pointToCash({ memberId: member.id, point: points(500), userUpdatedAt: after.updatedAt });
    expect(refused.ok ? null : refused.error).toMatchObject({ kind: 'http', status: 403 });
  });

  it('delivers a price the feed moved on the slip stream', async () => {
    const [watched] = openOdds();
    const { sse } = createNodeTransport({ baseUrl: site.apiUrl, initialBackoffMs: 100 });
    const slip = new StreamRecorder(sse.stream('/sports-inplay/slip-stream', { betIds: [watched!.id] }));
    recorders.push(slip);
    await until(() => clients() === 1, 'the slip stream to attach');

    const price = watched!.price + 7;
    expect(site.feed.setPrice(watched!.id, price)).toBe(true);
    const frame = await slip.waitFor((m) => m.event === 'odds', 'the moved price');
    expect(dataOf(frame)).toMatchObject({ odds: [{ id: watched!.id, betPrice: price / 100 }] });
  });

  it("opens the member's own stream with the session cookie and delivers the operator's balance correction", async () => {
    // Without a session the member stream is refused: the cookie is what opens it below.
    expect((await fetch(`${site.apiUrl}${MEMBER_STREAM_PATH}`)).status).toBe(401);

    const cookies = new NodeCookies(site.apiUrl);
    const { http, sse } = createNodeTransport({ baseUrl: site.apiUrl, cookies, initialBackoffMs: 100 });
    const member = await must('login', createApiClient(http).auth.login({ userId: 'member02', password: DEMO_PASSWORD }));
    const stream = new StreamRecorder(sse.stream(MEMBER_STREAM_PATH));
    recorders.push(stream);
    // One connection, attached to the hub's 'bet' and 'general' sources.
    await until(() => clients() === 2, 'the member stream to attach');

    const operator = await loggedInSession(site.apiUrl, 'admin', DEMO_ADMIN_PASSWORD);
    await must(
      'correction',
      createApiAdminDeskGateway(operator.api).adjust(member.id, { account: 'cash', amount: 1_000, memo: 'node adapters' }),
    );
    const frame = await stream.waitFor((m) => m.event === 'balance', "the member's balance frame");
    expect(frame.event).toBe('balance');
  });
});
