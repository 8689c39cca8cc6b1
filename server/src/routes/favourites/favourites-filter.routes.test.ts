import { runSeed } from '../../seed/index.js';
import { createHarness, json, TEST_NOW, type Caller, type Harness } from '../../testing/harness.js';

/**
 * The lists' favorites=true (core/src/api/contracts/sports.ts): the session member's favourites
 * only, paged and counted on the server, so a favourite beyond the first page of the normal list
 * is found. Own sport (990101) so the seed's fixtures stay out of the pages.
 */
const SPORT = 990101;
/** 16 fixtures: page 1 of the normal list holds the first 15. */
const BUSY_LEAGUE = 990101;
/** 3 fixtures starting after the busy league's: all on page 2 of the normal list. */
const LATE_LEAGUE = 990102;
const busy = (n: number) => 990_100_000 + n;
const late = (n: number) => 990_200_000 + n;
const LIVE = 990_300_001;

let h: Harness;
let member: Caller;
let other: Caller;

async function addFixture(id: number, leagueId: number, hoursAfterNow: number, status = 1): Promise<void> {
  await h.app.deps.db.query(
    `INSERT INTO sports_fixtures (id, sport_id, location_id, league_id, home_name, home_name_korean, away_name, away_name_korean, start_date, status)
     VALUES ($1, $2, $2, $3, 'H', '홈', 'A', '원정', $4, $5)`,
    [id, SPORT, leagueId, new Date(TEST_NOW + hoursAfterNow * 3_600_000).toISOString(), status],
  );
}

beforeAll(async () => {
  h = await createHarness();
  const ids = await runSeed(h.app.deps, h.app.modules);
  member = await h.as(ids.member01!);
  other = await h.as(ids.member02!);
  const db = h.app.deps.db;
  await db.query(`INSERT INTO sports_sports (id, name, name_korean) VALUES ($1, 'Test', '테스트')`, [SPORT]);
  await db.query(`INSERT INTO sports_locations (id, name, name_korean) VALUES ($1, 'Test', '테스트')`, [SPORT]);
  for (const league of [BUSY_LEAGUE, LATE_LEAGUE])
    await db.query(`INSERT INTO sports_leagues (id, sport_id, location_id, name, name_korean) VALUES ($1, $2, $2, 'L', '리그')`, [
      league,
      SPORT,
    ]);
  for (let n = 1; n <= 16; n++) await addFixture(busy(n), BUSY_LEAGUE, n);
  for (let n = 1; n <= 3; n++) await addFixture(late(n), LATE_LEAGUE, 20 + n);
  await addFixture(LIVE, BUSY_LEAGUE, -1, 2);

  // The member: fixture 16 of the busy league (page 2) and the whole late league; another member: fixture 1.
  for (const url of [`/api/favorites/fixture/${busy(16)}`, `/api/favorites/league/${LATE_LEAGUE}`, `/api/favorites/fixture/${LIVE}`])
    expect((await member.inject({ method: 'PUT', url })).statusCode).toBe(200);
  expect((await other.inject({ method: 'PUT', url: `/api/favorites/fixture/${busy(1)}` })).statusCode).toBe(200);
});
afterAll(() => h.close());

type Page = { ids: number[]; total: number };
async function page(who: Caller | Harness, url: string): Promise<Page> {
  const res = await who.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return { ids: json<{ id: number }[]>(res).map((f) => f.id), total: Number(res.headers.get('x-total-count')) };
}
const count = async (who: Caller, url: string): Promise<number> => json<{ count: number }>(await who.inject({ method: 'GET', url })).count;

describe('the fixture lists filtered to the session member’s favourites (favorites=true)', () => {
  it('brings a favourite from page 2 of the normal list onto page 1, with every fixture of a starred league', async () => {
    const normal = await page(member, `/api/sports-prematch/fixtures?sportId=${SPORT}&page=1&perpage=15`);
    expect(normal.total).toBe(19);
    expect(normal.ids).not.toContain(busy(16));
    expect((await page(member, `/api/sports-prematch/fixtures?sportId=${SPORT}&page=2&perpage=15`)).ids).toContain(busy(16));

    const favourites = await page(member, `/api/sports-prematch/fixtures?sportId=${SPORT}&favorites=true&page=1&perpage=15`);
    // Another member's star (busy 1) is not the session member's: it stays out.
    expect(favourites).toEqual({ ids: [busy(16), late(1), late(2), late(3)], total: 4 });
    expect(await count(member, `/api/sports-prematch/fixtures/count?sportId=${SPORT}&favorites=true`)).toBe(4);
    // The other filters still apply on top.
    expect((await page(member, `/api/sports-prematch/fixtures?league=${LATE_LEAGUE}&favorites=true`)).ids).toEqual([
      late(1),
      late(2),
      late(3),
    ]);
    // false is the normal list.
    expect((await page(member, `/api/sports-prematch/fixtures?sportId=${SPORT}&favorites=false`)).total).toBe(19);
  });

  it('uses only the session member’s own stars', async () => {
    expect(await page(other, `/api/sports-prematch/fixtures?sportId=${SPORT}&favorites=true`)).toEqual({ ids: [busy(1)], total: 1 });
    expect(await count(other, `/api/sports-prematch/fixtures/count?sportId=${SPORT}&favorites=true`)).toBe(1);
  });

  it('filters the in-play list the same way', async () => {
    expect(await page(member, `/api/sports-inplay/fixtures?sportId=${SPORT}&favorites=true`)).toEqual({ ids: [LIVE], total: 1 });
    expect(await page(other, `/api/sports-inplay/fixtures?sportId=${SPORT}&favorites=true`)).toEqual({ ids: [], total: 0 });
    expect(await count(member, `/api/sports-inplay/fixtures/count?sportId=${SPORT}&favorites=true`)).toBe(1);
  });

  it('refuses a visitor who asks for favourites (401, login required) and still serves the visitor the normal list', async () => {
    for (const url of [
      `/api/sports-prematch/fixtures?sportId=${SPORT}&favorites=true`,
      `/api/sports-prematch/fixtures/count?sportId=${SPORT}&favorites=true`,
      `/api/sports-inplay/fixtures?sportId=${SPORT}&favorites=true`,
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(json<{ message: string }>(res).message).toBe('로그인 후 이용해주세요.');
    }
    expect((await page(h, `/api/sports-prematch/fixtures?sportId=${SPORT}`)).total).toBe(19);
  });
});
