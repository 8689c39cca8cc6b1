import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { createApiSportsGateway } from './api-sports-gateway.js';

const row = {
  id: 1,
  sportId: 6046,
  leagueId: 2,
  startDate: '2026-11-22T10:00:00.000Z',
  status: 1,
  markets: [{ id: 10, marketId: 1, marketName: '1X2', odds: [{ id: 11, betName: '1', betPrice: 1.85, version: 2 }] }],
};

function setup() {
  const http = new FakeHttp()
    .on('GET', '/sportsLeague/topSport', {
      status: 200,
      body: [{ sportsEventId: 6046, sportsEventKorean: '축구', leagueCount: 1, locations: [], leagues: [] }],
    })
    .on('GET', '/sports-prematch/event/top', {
      status: 200,
      body: [
        {
          id: 9,
          sportId: 6046,
          sportName: '축구',
          locationImagePath: null,
          homeParticipantsNameKorean: '서울',
          awayParticipantsNameKorean: '부산',
        },
      ],
    })
    .on('GET', '/sports-prematch/league', { status: 200, body: [{ league_id: 7, name_korean: 'K리그1', cnt: 3 }] })
    .on('GET', '/sports-prematch/fixtures', { status: 200, body: [row] })
    .on('GET', '/sports-prematch/fixtures/count', { status: 200, body: { count: 31 } })
    .on('GET', '/sports-inplay/fixtures', { status: 200, body: [{ ...row, status: 2 }] })
    .on('GET', '/sports-inplay/fixtures/count', { status: 200, body: { count: 1 } });
  const gateway = createApiSportsGateway(createApiClient(http));
  return { http, gateway };
}

describe('createApiSportsGateway', () => {
  it('reads the menu, the popular games and a location’s leagues through the typed client', async () => {
    const { http, gateway } = setup();
    expect(await gateway.loadSportsMenu()).toMatchObject({ ok: true, value: [{ sportsEventId: 6046 }] });
    expect(await gateway.loadPopularFixtures()).toMatchObject({ ok: true, value: [{ id: 9 }] });
    expect(await gateway.loadLeagues(6046, 5)).toEqual({ ok: true, value: [{ league_id: 7, name_korean: 'K리그1', cnt: 3 }] });
    expect(http.last('GET', '/sports-prematch/league')?.query).toEqual({ sportId: 6046, locationId: 5 });
  });

  it('reads a pre-match page from the rows call and the count call', async () => {
    const { http, gateway } = setup();
    const page = await gateway.loadPrematchFixtures({ filter: { sportId: 6046, search: '서울' }, page: 3, perpage: 15 });
    expect(page).toMatchObject({
      ok: true,
      value: { totalCount: 31, rows: [{ id: 1, markets: [{ odds: [{ id: 11, betPrice: 185, version: 2 }] }] }] },
    });
    expect(http.last('GET', '/sports-prematch/fixtures')?.query).toEqual({ sportId: 6046, search: '서울', page: 3, perpage: 15 });
    expect(http.last('GET', '/sports-prematch/fixtures/count')?.query).toEqual({ sportId: 6046, search: '서울' });
  });

  it('reads an in-play page the same way', async () => {
    const { gateway } = setup();
    expect(await gateway.loadInplayFixtures({ filter: {}, page: 1, perpage: 15 })).toMatchObject({
      ok: true,
      value: { totalCount: 1, rows: [{ status: 'inPlay' }] },
    });
  });

  it("asks both calls for the member's favourites only when the 즐겨찾기 filter is on", async () => {
    const { http, gateway } = setup();
    await gateway.loadPrematchFixtures({ filter: { sportId: 6046 }, page: 1, perpage: 15, favouritesOnly: true });
    expect(http.last('GET', '/sports-prematch/fixtures')?.query).toEqual({ sportId: 6046, favorites: true, page: 1, perpage: 15 });
    expect(http.last('GET', '/sports-prematch/fixtures/count')?.query).toEqual({ sportId: 6046, favorites: true });
    await gateway.loadInplayFixtures({ filter: {}, page: 1, perpage: 15, favouritesOnly: true });
    expect(http.last('GET', '/sports-inplay/fixtures')?.query).toEqual({ favorites: true, page: 1, perpage: 15 });
    expect(http.last('GET', '/sports-inplay/fixtures/count')?.query).toEqual({ favorites: true });
    await gateway.loadInplayFixtures({ filter: {}, page: 1, perpage: 15, favouritesOnly: false });
    expect(http.last('GET', '/sports-inplay/fixtures/count')?.query).toEqual({});
  });

  it("sends a background refresh's rows and count calls with X-Background-Poll, the member's without", async () => {
    const { http, gateway } = setup();
    const request = { filter: {}, page: 1, perpage: 15 };
    await gateway.loadPrematchFixtures(request);
    await gateway.loadInplayFixtures(request, true);
    expect(http.requests.map((r) => `${r.path} ${r.headers?.['x-background-poll'] ?? '-'}`).sort()).toEqual([
      '/sports-inplay/fixtures 1',
      '/sports-inplay/fixtures/count 1',
      '/sports-prematch/fixtures -',
      '/sports-prematch/fixtures/count -',
    ]);
  });

  it('fails the page when either call fails', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/sports-prematch/fixtures/count', { status: 400, body: { message: '잘못된 요청입니다.' } });
    expect(await gateway.loadPrematchFixtures({ filter: {}, page: 1, perpage: 15 })).toMatchObject({
      ok: false,
      error: { message: '잘못된 요청입니다.' },
    });
    http.on('GET', '/sports-prematch/fixtures', { status: 200, body: [{ id: 'x' }] });
    expect(await gateway.loadPrematchFixtures({ filter: {}, page: 1, perpage: 15 })).toMatchObject({
      ok: false,
      error: { kind: 'decode', path: '$[0].id' },
    });
  });
});
