import { BehaviorSubject } from 'rxjs';
import { FAVOURITES_MESSAGES } from '../../favourites/domain/favourites.messages.js';
import { ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeFavouritesGateway, favouriteRefusal } from '../testing/fake-favourites-gateway.js';
import { FakeSportsGateway, FakeSse, fixtureRecord, flush } from '../testing/sports-test-kit.js';
import { InplayListViewModel, type InplayListView } from './inplay-list.view-model.js';
import { PrematchListViewModel, type PrematchListView } from './prematch-list.view-model.js';

/** Fixtures 1 and 2 in league 77 (K리그1), fixture 3 in league 88. */
const rows = () => [fixtureRecord(1), fixtureRecord(2), fixtureRecord(3, { leagueId: 88, leagueNameKorean: '프리미어리그' })];

async function setup(member: string | null = 'member1') {
  const gateway = new FakeSportsGateway();
  gateway.prematch = ok({ rows: rows(), totalCount: 3 });
  const favourites = new FakeFavouritesGateway();
  const memberId$ = new BehaviorSubject<string | null>(member);
  const vm = new PrematchListViewModel({
    gateway,
    sse: new FakeSse(),
    clock: new FakeClock(),
    favourites: { gateway: favourites, memberId$ },
  });
  let view!: PrematchListView;
  vm.state$.subscribe((v) => (view = v));
  vm.setQuery({});
  await flush();
  const lastRequest = () => gateway.calls.filter((c) => c.method === 'loadPrematchFixtures').at(-1)?.arg;
  return { vm, gateway, favourites, memberId$, view: () => view, lastRequest };
}

/** Each league header as "leagueId*" (starred) or "leagueId", its rows likewise. */
const stars = (v: PrematchListView | InplayListView) =>
  v.leagues.map((l) => [`${l.leagueId}${l.favourite ? '*' : ''}`, l.fixtures.map((r) => `${r.fixture.id}${r.favourite ? '*' : ''}`)]);

describe('the sports lists: favourite leagues and fixtures', () => {
  it("groups the page by league and stars the member's favourites as the server holds them", async () => {
    const favourites = new FakeFavouritesGateway();
    favourites.leagues.add(88);
    favourites.fixtures.add(2);
    const gateway = new FakeSportsGateway();
    gateway.prematch = ok({ rows: rows(), totalCount: 3 });
    const vm = new PrematchListViewModel({
      gateway,
      sse: new FakeSse(),
      clock: new FakeClock(),
      favourites: { gateway: favourites, memberId$: new BehaviorSubject<string | null>('member1') },
    });
    let view!: PrematchListView;
    vm.state$.subscribe((v) => (view = v));
    vm.setQuery({});
    await flush();
    expect(stars(view)).toEqual([
      ['77', ['1', '2*']],
      ['88*', ['3']],
    ]);
    expect(view.leagues[0]).toMatchObject({ name: '대한민국 · K리그1', sportNameKorean: '축구' });
    expect(view.favourites).toEqual({ enabled: true, only: false, message: null });
  });

  it('stars and unstars at once, and the server is told in the order clicked', async () => {
    const t = await setup();
    t.vm.toggleFavourite('league', 77);
    t.vm.toggleFavourite('fixture', 3);
    expect(stars(t.view())).toEqual([
      ['77*', ['1', '2']],
      ['88', ['3*']],
    ]);
    await flush();
    t.vm.toggleFavourite('fixture', 3);
    await flush();
    expect(t.favourites.calls).toEqual(['GET', 'PUT league 77', 'PUT fixture 3', 'DELETE fixture 3']);
    expect([...t.favourites.leagues, ...t.favourites.fixtures]).toEqual([77]);
    expect(stars(t.view())[1]).toEqual(['88', ['3']]);
  });

  it('puts a star back with the Korean message when the server refuses it', async () => {
    const t = await setup();
    t.favourites.refuseNext = favouriteRefusal();
    t.vm.toggleFavourite('fixture', 1);
    expect(stars(t.view())[0]).toEqual(['77', ['1*', '2']]);
    await flush();
    expect(stars(t.view())[0]).toEqual(['77', ['1', '2']]);
    expect(t.view().favourites.message).toBe(FAVOURITES_MESSAGES.saveFailed);
    t.vm.toggleFavourite('fixture', 1);
    expect(t.view().favourites.message).toBeNull();
    await flush();
    expect(stars(t.view())[0]).toEqual(['77', ['1*', '2']]);
  });

  it('keeps a later click when an earlier one fails after it', async () => {
    const t = await setup();
    t.favourites.hold();
    t.favourites.refuseNext = favouriteRefusal();
    t.vm.toggleFavourite('league', 88); // star: refused
    t.vm.toggleFavourite('league', 88); // unstar: while the star's answer is out
    t.favourites.release();
    await flush();
    t.favourites.release();
    await flush();
    // The member's last click (unstarred) stands; the refused star is not put back over it.
    expect(stars(t.view())[1]).toEqual(['88', ['3']]);
  });

  it('with the filter on asks the server for page 1 of the favourites only and shows what it answers, unfiltered', async () => {
    const t = await setup();
    t.gateway.prematch = ok({ rows: rows(), totalCount: 40 });
    t.vm.refresh();
    await flush();
    t.vm.setPage(2);
    await flush();
    expect(t.lastRequest()).toEqual({ filter: {}, page: 2, perpage: 15 });
    // The server's favourites page (a starred fixture from further on and a starred league's fixture); no stars loaded yet.
    t.gateway.prematch = ok({ rows: [fixtureRecord(31), fixtureRecord(32, { leagueId: 88 })], totalCount: 2 });
    t.vm.setFavouritesOnly(true);
    expect(t.view().status).toBe('loading');
    await flush();
    expect(t.lastRequest()).toEqual({ filter: {}, page: 1, perpage: 15, favouritesOnly: true });
    expect(t.view().fixtures.map((f) => f.id)).toEqual([31, 32]);
    expect(t.view()).toMatchObject({ page: 1, totalCount: 2, favourites: { only: true } });
    // Paging and refreshes keep asking for favourites; turning it off asks for page 1 of the plain list.
    t.vm.refresh();
    await flush();
    expect(t.lastRequest()).toEqual({ filter: {}, page: 1, perpage: 15, favouritesOnly: true });
    t.gateway.prematch = ok({ rows: rows(), totalCount: 3 });
    t.vm.setFavouritesOnly(false);
    await flush();
    expect(t.lastRequest()).toEqual({ filter: {}, page: 1, perpage: 15 });
    expect(t.view().fixtures.map((f) => f.id)).toEqual([1, 2, 3]);
  });

  it('while the filter is on, a star the server took reloads the page; a refused one does not', async () => {
    const t = await setup();
    t.vm.setFavouritesOnly(true);
    await flush();
    const loads = t.gateway.count('loadPrematchFixtures');
    t.vm.toggleFavourite('fixture', 2);
    expect(t.gateway.count('loadPrematchFixtures')).toBe(loads);
    await flush();
    expect(t.gateway.count('loadPrematchFixtures')).toBe(loads + 1);
    expect(t.lastRequest()).toMatchObject({ favouritesOnly: true });
    t.favourites.refuseNext = favouriteRefusal();
    t.vm.toggleFavourite('fixture', 3);
    await flush();
    expect(t.gateway.count('loadPrematchFixtures')).toBe(loads + 1);
    // With the filter off a star reloads nothing.
    t.vm.setFavouritesOnly(false);
    await flush();
    t.vm.toggleFavourite('league', 88);
    await flush();
    expect(t.gateway.count('loadPrematchFixtures')).toBe(loads + 2);
  });

  it("a visitor's star does nothing (the screen opens the login dialog); logging out empties the stars", async () => {
    const visitor = await setup(null);
    visitor.vm.toggleFavourite('league', 77);
    await flush();
    expect(visitor.favourites.calls).toEqual([]);
    expect(visitor.view().favourites.enabled).toBe(false);
    expect(stars(visitor.view())[0]).toEqual(['77', ['1', '2']]);

    const t = await setup();
    t.vm.toggleFavourite('league', 77);
    t.vm.setFavouritesOnly(true);
    await flush();
    expect(t.lastRequest()).toMatchObject({ favouritesOnly: true });
    t.memberId$.next(null);
    expect(t.view().favourites).toEqual({ enabled: false, only: false, message: null });
    await flush();
    // A visitor has no favourites: the plain list is asked for again.
    expect(t.lastRequest()).toEqual({ filter: {}, page: 1, perpage: 15 });
    expect(stars(t.view())[0]).toEqual(['77', ['1', '2']]);
    t.memberId$.next('member1');
    await flush();
    expect(stars(t.view())[0]).toEqual(['77*', ['1', '2']]);
  });

  it('the in-play list stars and filters the same way and completes its state on dispose', async () => {
    const gateway = new FakeSportsGateway();
    gateway.inplay = ok({ rows: [fixtureRecord(5, { status: 'inPlay' })], totalCount: 1 });
    const favourites = new FakeFavouritesGateway();
    const vm = new InplayListViewModel({
      gateway,
      sse: new FakeSse(),
      clock: new FakeClock(),
      favourites: { gateway: favourites, memberId$: new BehaviorSubject<string | null>('member1') },
    });
    let view!: InplayListView;
    let completed = false;
    vm.state$.subscribe({ next: (v) => (view = v), complete: () => (completed = true) });
    vm.setFilter({});
    await flush();
    vm.toggleFavourite('fixture', 5);
    await flush();
    expect(stars(view)).toEqual([['77', ['5*']]]);
    expect(favourites.fixtures.has(5)).toBe(true);
    vm.setFilter({ sportId: 6046 });
    vm.setFavouritesOnly(true);
    await flush();
    expect(gateway.calls.at(-1)).toEqual({
      method: 'loadInplayFixtures',
      arg: { filter: { sportId: 6046 }, page: 1, perpage: 15, favouritesOnly: true },
    });
    vm.dispose();
    expect(completed).toBe(true);
  });
});
