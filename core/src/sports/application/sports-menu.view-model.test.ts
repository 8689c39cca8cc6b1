import { fail, ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeSportsGateway, deferred, flush, menuRecord, problem } from '../testing/sports-test-kit.js';
import { SportsMenuViewModel } from './sports-menu.view-model.js';
import type { SportsMenuView } from './sports-menu.view.js';
import { SPORTS_MENU_REFRESH_MS } from './sports.timing.js';

function setup(currentPath?: string) {
  const gateway = new FakeSportsGateway();
  const clock = new FakeClock();
  const vm = new SportsMenuViewModel({ gateway, clock, ...(currentPath ? { currentPath } : {}) });
  let view!: SportsMenuView;
  vm.state$.subscribe((v) => {
    view = v;
  });
  return { gateway, clock, vm, view: () => view };
}

describe('SportsMenuViewModel', () => {
  it('loads the tree and the popular games', async () => {
    const t = setup();
    t.vm.load();
    expect(t.view()).toMatchObject({ status: 'loading', popularStatus: 'loading' });
    await flush();
    expect(t.view()).toMatchObject({ status: 'ready', popularStatus: 'ready', listPath: 'europe' });
    expect(t.view().sports[0]).toMatchObject({ sportId: 6046, nameKorean: '축구', count: 10, expanded: false });
    expect(t.view().sports[0]?.locations[0]).toMatchObject({
      nameKorean: '대한민국',
      count: 7,
      expanded: false,
      leaguesStatus: 'unknown',
      leagues: [],
    });
    expect(t.view().popular).toEqual([
      {
        id: 501,
        sportId: 6046,
        sportName: '축구',
        locationImagePath: null,
        homeName: '서울',
        awayName: '부산',
        href: '/europe?game_type=1&fixtureId=501',
      },
    ]);
  });

  it('opens a sport, then a location, fetching that location’s leagues with links on the current page', async () => {
    const t = setup('/korea');
    t.vm.load();
    await flush();
    t.vm.toggleSport(6046);
    expect(t.view().sports[0]?.expanded).toBe(true);
    t.vm.toggleLocation(6046, 5);
    expect(t.view().sports[0]?.locations[0]).toMatchObject({ expanded: true, leaguesStatus: 'loading' });
    await flush();
    expect(t.gateway.calls.filter((c) => c.method === 'loadLeagues')).toEqual([
      { method: 'loadLeagues', arg: { sportId: 6046, locationId: 5 } },
    ]);
    expect(t.view().sports[0]?.locations[0]).toMatchObject({
      leaguesStatus: 'ready',
      leagues: [{ leagueId: 77, nameKorean: 'K리그1', count: 7, href: '/korea?game_type=1&sportId=6046&location=5&league=77' }],
    });
    t.vm.setCurrentPath('/europe');
    expect(t.view().sports[0]?.locations[0]?.leagues[0]?.href).toBe('/europe?game_type=1&sportId=6046&location=5&league=77');
    t.vm.toggleLocation(6046, 5);
    t.vm.toggleLocation(6046, 5);
    await flush();
    expect(t.gateway.count('loadLeagues')).toBe(1);
  });

  it('needs no league call when the menu already placed the leagues', async () => {
    const t = setup();
    t.gateway.menu = ok([menuRecord({ leagues: [{ league_id: 77, name_korean: 'K리그1', cnt: 7, location_id: 5 }] })]);
    t.vm.load();
    await flush();
    t.vm.toggleLocation(6046, 5);
    await flush();
    expect(t.gateway.count('loadLeagues')).toBe(0);
    expect(t.view().sports[0]?.locations[0]).toMatchObject({ leaguesStatus: 'ready', leagues: [{ leagueId: 77 }] });
    expect(t.view().sports[0]?.locations[1]).toMatchObject({ leaguesStatus: 'ready', leagues: [] });
  });

  it('shows a failed league call and retries when the location is opened again', async () => {
    const t = setup();
    t.vm.load();
    await flush();
    t.gateway.leagues = fail(problem());
    t.vm.toggleLocation(6046, 9);
    await flush();
    expect(t.view().sports[0]?.locations[1]?.leaguesStatus).toBe('error');
    t.vm.toggleSport(6046);
    await flush();
    expect(t.gateway.count('loadLeagues')).toBe(1);
    t.gateway.leagues = ok([{ league_id: 88, name_korean: '프리미어리그', cnt: 3 }]);
    t.vm.toggleLocation(6046, 9);
    t.vm.toggleLocation(6046, 9);
    await flush();
    expect(t.view().sports[0]?.locations[1]).toMatchObject({ leaguesStatus: 'ready', leagues: [{ leagueId: 88 }] });
  });

  it('shows the server text when the menu or the popular games fail', async () => {
    const t = setup();
    t.gateway.menu = fail(problem('메뉴 오류'));
    t.gateway.popular = fail(problem(''));
    t.vm.load();
    await flush();
    expect(t.view()).toMatchObject({ status: 'error', message: '메뉴 오류', popularStatus: 'error', sports: [], popular: [] });
  });

  it('reloads on the clock once loaded, keeping the tree when a reload fails, and refetches open leagues', async () => {
    const t = setup();
    t.clock.advance(SPORTS_MENU_REFRESH_MS);
    await flush();
    expect(t.gateway.count('loadSportsMenu')).toBe(0);
    t.vm.load();
    await flush();
    t.vm.toggleLocation(6046, 5);
    await flush();
    t.clock.advance(SPORTS_MENU_REFRESH_MS);
    await flush();
    expect(t.gateway.count('loadSportsMenu')).toBe(2);
    // The member's load is theirs; the timer's reload is a background poll (the session's idle limit ignores it).
    expect(t.gateway.calls.filter((c) => c.method !== 'loadLeagues').map((c) => c.arg)).toEqual([
      { background: false },
      { background: false },
      { background: true },
      { background: true },
    ]);
    expect(t.gateway.count('loadLeagues')).toBe(2);
    expect(t.view().sports[0]?.locations[0]?.leaguesStatus).toBe('ready');
    t.gateway.menu = fail(problem());
    t.gateway.popular = fail(problem());
    t.clock.advance(SPORTS_MENU_REFRESH_MS);
    await flush();
    expect(t.view()).toMatchObject({ status: 'ready', popularStatus: 'ready' });
    expect(t.view().sports).toHaveLength(1);
  });

  it('only the newest menu answer counts', async () => {
    const t = setup();
    const slow = deferred<void>();
    const original = t.gateway.loadSportsMenu;
    t.gateway.loadSportsMenu = async () => {
      await slow.promise;
      return ok([menuRecord({ sportsEventKorean: '옛날' })]);
    };
    t.vm.load();
    t.gateway.loadSportsMenu = original;
    t.vm.load();
    await flush();
    slow.resolve();
    await flush();
    expect(t.view().sports[0]?.nameKorean).toBe('축구');
  });

  it('turns the search box into the /europe search link with the clock time', () => {
    const t = setup();
    t.clock.set(Date.UTC(2026, 10, 22, 3, 0, 0));
    expect(t.vm.search('손흥민')).toBe(`/europe?time=${Date.UTC(2026, 10, 22, 3) / 1000}&search=${encodeURIComponent('손흥민')}`);
    expect(t.vm.search('  ')).toBeNull();
  });

  it('completes its state and refreshes no more once disposed', async () => {
    const t = setup();
    t.vm.load();
    await flush();
    const calls = t.gateway.calls.length;
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
    t.clock.advance(SPORTS_MENU_REFRESH_MS);
    await flush();
    expect(t.gateway.calls.length).toBe(calls);
  });
});
