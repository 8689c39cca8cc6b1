import { menuRecord } from '../testing/sports-test-kit.js';
import {
  SPORTS_MENU_COLLAPSED,
  isSportsMenuLocationOpen,
  sportsMenuFromRecords,
  toggleSportsMenuLocation,
  toggleSportsMenuSport,
  withSportsMenuLeagues,
} from './sports-menu.js';

describe('sports menu tree', () => {
  it('builds sport > location with counts; leagues unknown when rows carry no location id', () => {
    const [sport] = sportsMenuFromRecords([menuRecord()]);
    expect(sport).toEqual({
      sportId: 6046,
      nameKorean: '축구',
      leagueCount: 2,
      count: 10,
      locations: [
        { locationId: 5, sportId: 6046, nameKorean: '대한민국', imagePath: '/flags/kr.png', count: 7, leagues: null },
        { locationId: 9, sportId: 6046, nameKorean: '잉글랜드', imagePath: null, count: 3, leagues: null },
      ],
    });
  });

  it('places leagues under their location when the rows carry location_id', () => {
    const rec = menuRecord({
      leagues: [
        { league_id: 77, name_korean: 'K리그1', cnt: 7, location_id: 5 },
        { league_id: 88, name_korean: '프리미어리그', cnt: 3, location_id: 9 },
      ],
    });
    const [sport] = sportsMenuFromRecords([rec]);
    expect(sport?.locations.map((l) => l.leagues)).toEqual([
      [{ leagueId: 77, nameKorean: 'K리그1', count: 7 }],
      [{ leagueId: 88, nameKorean: '프리미어리그', count: 3 }],
    ]);
  });

  it('fills one location with the leagues of the league call', () => {
    const menu = sportsMenuFromRecords([menuRecord(), menuRecord({ sportsEventId: 48242, sportsEventKorean: '농구' })]);
    const next = withSportsMenuLeagues(menu, 6046, 9, [{ league_id: 88, name_korean: '프리미어리그', cnt: 3 }]);
    expect(next[0]?.locations[1]?.leagues).toEqual([{ leagueId: 88, nameKorean: '프리미어리그', count: 3 }]);
    expect(next[0]?.locations[0]?.leagues).toBeNull();
    expect(next[1]).toBe(menu[1]);
  });

  it('opens and closes each sport and location on its own', () => {
    const a = toggleSportsMenuLocation(toggleSportsMenuSport(SPORTS_MENU_COLLAPSED, 6046), 6046, 5);
    expect(a.sports.has(6046)).toBe(true);
    expect(isSportsMenuLocationOpen(a, 6046, 5)).toBe(true);
    expect(isSportsMenuLocationOpen(a, 48242, 5)).toBe(false);
    const b = toggleSportsMenuSport(a, 6046);
    expect(b.sports.has(6046)).toBe(false);
    expect(isSportsMenuLocationOpen(b, 6046, 5)).toBe(true);
    expect(isSportsMenuLocationOpen(toggleSportsMenuLocation(b, 6046, 5), 6046, 5)).toBe(false);
    expect(SPORTS_MENU_COLLAPSED.sports.size).toBe(0);
  });
});
