import { fixtures } from '../testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../testing/sports-test-app.js';

describe('sports menu, popular fixtures and fixture lists', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(async () => {
    await t.close();
  });
  const get = async (url: string) => {
    const res = await t.call(null, { url });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('serves the sports menu: sport ids with Korean names, league counts, locations and leagues with open fixture counts', async () => {
    const menu = await get('/api/sportsLeague/topSport');
    const football = menu.find((s: { sportsEventId: number }) => s.sportsEventId === 6046);
    expect(football).toEqual({
      sportsEventId: 6046,
      sportsEventKorean: '축구',
      leagueCount: 1,
      locations: [{ location_id: 243, sport_id: 6046, name_korean: '잉글랜드', image_path: '/images/flags/gb-eng.svg', cnt: 2 }],
      leagues: [{ league_id: 67, location_id: 243, name_korean: '프리미어리그', cnt: 2 }],
    });
    expect(menu.map((s: { sportsEventId: number }) => s.sportsEventId)).toEqual([6046, 48242, 154914, 154830, 35232, 131506, 687890]);
    expect(await get('/api/sports-prematch/location?sportId=48242')).toEqual([
      { location_id: 172, sport_id: 48242, name_korean: '미국', image_path: '/images/flags/us.svg', cnt: 2 },
    ]);
    expect(await get('/api/sports-prematch/league?sportId=48242&locationId=172')).toEqual([
      { league_id: 132, location_id: 172, name_korean: 'NBA', cnt: 2 },
    ]);
  });

  it('lists popular fixtures with the spec fields, the most staked first', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const [, second] = await fixtures(t, 'prematch', '&sportId=154914');
    const pick = second!.markets[0]!.odds[0]!;
    const body = {
      memberId: member.id,
      totalRatio: pick.betPrice,
      amounts: 20_000,
      bettings: [
        {
          betPrice: pick.betPrice,
          fixtureId: second!.id,
          oddsId: pick.id,
          sportId: 154914,
          marketId: second!.markets[0]!.marketId,
          version: pick.version,
          betNameKorean: pick.betNameKorean,
        },
      ],
      gameDetailType: 91,
      gameStyle: 'EU',
      changeFlag: false,
    };
    expect((await t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: body })).statusCode).toBe(200);
    const popular = await get('/api/sports-prematch/event/top');
    expect(popular[0]).toEqual({
      id: second!.id,
      sportId: 154914,
      sportName: '야구',
      locationId: 172,
      locationImagePath: '/images/flags/us.svg',
      leagueId: 225,
      leagueNameKorean: 'MLB',
      startDate: second!.startDate,
      homeParticipantsNameKorean: second!.homeParticipantsNameKorean,
      awayParticipantsNameKorean: second!.awayParticipantsNameKorean,
    });
  });

  it('filters the pre-match list by both spellings of sport and location, league, fixture id and search text, with paging', async () => {
    const all = await fixtures(t, 'prematch');
    expect(all).toHaveLength(6);
    expect(all.every((f) => f.status === 1)).toBe(true);
    expect((await fixtures(t, 'prematch', '&sport_id=6046')).map((f) => f.sportId)).toEqual([6046, 6046]);
    expect((await fixtures(t, 'prematch', '&sportId=6046&location=243&league=67')).length).toBe(2);
    expect((await fixtures(t, 'prematch', '&location_id=172')).length).toBe(4);
    expect((await fixtures(t, 'prematch', `&fixtureId=${all[3]!.id}&game_type=1&time=1700000000`)).map((f) => f.id)).toEqual([all[3]!.id]);
    const team = all[0]!.homeParticipantsNameKorean;
    const found = await fixtures(t, 'prematch', `&search=${encodeURIComponent(team)}`);
    expect(found.map((f) => f.id)).toContain(all[0]!.id);
    expect(await fixtures(t, 'prematch', `&search=${encodeURIComponent('%_')}`)).toEqual([]);
    const page = await t.call(null, { url: '/api/sports-prematch/fixtures?page=2&perpage=4' });
    expect(page.json().map((f: { id: number }) => f.id)).toEqual(all.slice(4).map((f) => f.id));
    expect(page.headers.get('x-total-count')).toBe('6');
    expect(await get('/api/sports-prematch/fixtures/count?sportId=48242')).toEqual({ count: 2 });
    expect(await get('/api/sports-inplay/fixtures/count')).toEqual({ count: 3 });
  });

  it('shows every fixture with its markets (type ids, Korean names, baselines) and priced odds with versions', async () => {
    const [f] = await fixtures(t, 'prematch', '&sportId=6046');
    expect(f!.homeParticipantsNameKorean).toMatch(/[가-힣]/);
    expect(f!.leagueNameKorean).toBe('프리미어리그');
    const names = new Set(f!.markets.map((m) => `${m.marketId}:${m.marketNameKorean}`));
    expect(names).toEqual(new Set(['1:승무패', '7:더블찬스', '2:언더오버', '3:핸디캡', '5:홀짝']));
    for (const m of f!.markets) for (const o of m.odds) expect(o.betPrice).toBeGreaterThanOrEqual(1.01);
    expect(f!.markets.find((m) => m.marketId === 2)!.odds.map((o) => o.betNameKorean)).toEqual(['오버', '언더']);
  });

  it('lists folder bonuses and refuses a script in the search text', async () => {
    expect(await get('/api/sports-prematch/bonus')).toEqual([
      { id: 3, marketId: -1, marketName: 'Bonus', betName: '3폴더 이상 보너스', betPrice: 1.03 },
      { id: 5, marketId: -1, marketName: 'Bonus', betName: '5폴더 이상 보너스', betPrice: 1.05 },
      { id: 7, marketId: -1, marketName: 'Bonus', betName: '7폴더 이상 보너스', betPrice: 1.07 },
    ]);
    const bad = await t.call(null, { url: `/api/sports-prematch/fixtures?search=${encodeURIComponent('<script>x</script>')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
    expect((await t.call(null, { url: '/api/sportsLeague/topSport?extra=1' })).statusCode).toBe(400);
  });
});
