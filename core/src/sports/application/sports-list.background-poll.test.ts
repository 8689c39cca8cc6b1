import { ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeSportsGateway, FakeSse, fixtureRecord, flush } from '../testing/sports-test-kit.js';
import { InplayListViewModel } from './inplay-list.view-model.js';
import { PrematchListViewModel } from './prematch-list.view-model.js';
import { INPLAY_LIST_REFRESH_MS, PREMATCH_LIST_REFRESH_MS, SPORTS_LIST_REFETCH_COALESCE_MS } from './sports.timing.js';

/**
 * The fixture lists' page reads (docs/api-conventions.md, "Background polls"): what the member
 * does (a query, a page, a refresh) goes out unmarked; the refresh timer's reads and the refetches
 * the live feed causes are background polls, so a list left open does not keep an idle session alive.
 */
function setup() {
  const gateway = new FakeSportsGateway();
  const sse = new FakeSse();
  const clock = new FakeClock();
  return { gateway, sse, clock };
}

describe('the sports lists as background polls', () => {
  it("sends the member's reads unmarked and the timer's and the live feed's as background polls", async () => {
    const { gateway, sse, clock } = setup();
    const vm = new PrematchListViewModel({ gateway, sse, clock });
    vm.state$.subscribe();
    vm.setQuery({});
    await flush();
    vm.refresh();
    await flush();
    clock.advance(PREMATCH_LIST_REFRESH_MS);
    await flush();
    sse.emit('event', 'reset', {});
    await flush();
    sse.emit('event', 'fixtureAdded', { id: 3, sportId: 6046, leagueId: 77 });
    clock.advance(SPORTS_LIST_REFETCH_COALESCE_MS);
    await flush();
    vm.setPage(1);
    await flush();
    expect(gateway.pagesInBackground).toEqual([false, false, true, true, true, false]);
    vm.dispose();
  });

  it("keeps the timer's mark when its answer moves the page back because the list shrank", async () => {
    const { gateway, sse, clock } = setup();
    const vm = new InplayListViewModel({ gateway, sse, clock });
    vm.state$.subscribe();
    gateway.inplay = ok({ rows: [fixtureRecord(3, { status: 'inPlay' })], totalCount: 31 });
    vm.setFilter({});
    await flush();
    vm.setPage(3);
    await flush();
    gateway.inplay = ok({ rows: [], totalCount: 16 });
    clock.advance(INPLAY_LIST_REFRESH_MS);
    await flush();
    expect(gateway.calls.at(-1)?.arg).toMatchObject({ page: 2 });
    expect(gateway.pagesInBackground).toEqual([false, false, true, true]);
    vm.dispose();
  });
});
