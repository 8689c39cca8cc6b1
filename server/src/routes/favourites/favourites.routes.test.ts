import { runSeed } from '../../seed/index.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let member: Caller;
let other: Caller;
let league: number;
let fixture: number;

beforeAll(async () => {
  h = await createHarness();
  const ids = await runSeed(h.app.deps, h.app.modules);
  member = await h.as(ids.member01!);
  other = await h.as(ids.member02!);
  const db = h.app.deps.db;
  // A league and a fixture of the sports tables to star.
  await db.query("INSERT INTO sports_sports (id, name, name_korean) VALUES (990001, 'Test', '테스트') ON CONFLICT DO NOTHING");
  await db.query("INSERT INTO sports_locations (id, name, name_korean) VALUES (990001, 'Test', '테스트') ON CONFLICT DO NOTHING");
  await db.query(
    "INSERT INTO sports_leagues (id, sport_id, location_id, name, name_korean) VALUES (990001, 990001, 990001, 'L', '테스트리그') ON CONFLICT DO NOTHING",
  );
  league = 990001;
  await db.query(
    `INSERT INTO sports_fixtures (id, sport_id, location_id, league_id, home_name, home_name_korean, away_name, away_name_korean, start_date, status)
     VALUES (990002, 990001, 990001, 990001, 'H', '홈', 'A', '원정', now() + interval '1 day', 1) ON CONFLICT DO NOTHING`,
  );
  fixture = 990002;
});
afterAll(() => h.close());

type Favourites = { leagues: number[]; fixtures: number[] };
const favourites = async (who: Caller): Promise<Favourites> => json<Favourites>(await who.inject({ method: 'GET', url: '/api/favorites' }));

describe('favourite leagues and fixtures', () => {
  it('stars and unstars a league and a fixture for the session member only', async () => {
    expect(await favourites(member)).toEqual({ leagues: [], fixtures: [] });
    const starred = await member.inject({ method: 'PUT', url: `/api/favorites/league/${league}` });
    expect(starred.statusCode).toBe(200);
    expect(json(starred)).toEqual({ leagues: [league], fixtures: [] });
    // Twice is one star.
    await member.inject({ method: 'PUT', url: `/api/favorites/league/${league}` });
    expect(json(await member.inject({ method: 'PUT', url: `/api/favorites/fixture/${fixture}` }))).toEqual({
      leagues: [league],
      fixtures: [fixture],
    });
    expect(await favourites(member)).toEqual({ leagues: [league], fixtures: [fixture] });

    // Another member sees none of them, and their unstar does not touch the first member's.
    expect(await favourites(other)).toEqual({ leagues: [], fixtures: [] });
    expect(json(await other.inject({ method: 'DELETE', url: `/api/favorites/league/${league}` }))).toEqual({ leagues: [], fixtures: [] });
    expect(await favourites(member)).toEqual({ leagues: [league], fixtures: [fixture] });

    expect(json(await member.inject({ method: 'DELETE', url: `/api/favorites/league/${league}` }))).toEqual({
      leagues: [],
      fixtures: [fixture],
    });
  });

  it('refuses a league or fixture that does not exist, a bad kind, and a visitor, changing nothing', async () => {
    const before = await favourites(member);
    const missing = await member.inject({ method: 'PUT', url: '/api/favorites/league/987654321' });
    expect(missing.statusCode).toBe(404);
    expect(json<{ message: string }>(missing).message).toBe('존재하지 않는 리그입니다.');
    const missingFixture = await member.inject({ method: 'PUT', url: '/api/favorites/fixture/987654321' });
    expect(json<{ message: string }>(missingFixture).message).toBe('존재하지 않는 경기입니다.');
    expect((await member.inject({ method: 'PUT', url: `/api/favorites/team/${league}` })).statusCode).toBe(400);
    expect((await h.inject({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
    expect((await h.inject({ method: 'PUT', url: `/api/favorites/league/${league}` })).statusCode).toBeGreaterThanOrEqual(401);
    expect(await favourites(member)).toEqual(before);
  });
});
