import type { Observable } from 'rxjs';
import { LIVE_PRICES_STALE_MESSAGE, SPORTS_PRICE_FRESHNESS_MS } from '../../shared/domain/live-prices.js';
import { fail, ok } from '../../shared/domain/result.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeSportsGateway, FakeSse, deferred, fixtureRecord, flush, problem } from '../testing/sports-test-kit.js';
import type { SportsListView } from './sports-list.view.js';
import { InplayListViewModel } from './inplay-list.view-model.js';
import { PrematchListViewModel } from './prematch-list.view-model.js';

/** Both lists (pre-match: /korea, /europe; in-play: /inplay) on fakes, a page loaded. */
async function setup(kind: 'prematch' | 'inplay') {
  const gateway = new FakeSportsGateway();
  const sse = new FakeSse();
  const clock = new FakeClock();
  const page = ok({
    rows: [fixtureRecord(1, kind === 'inplay' ? { status: 'inPlay', score: { home: 0, away: 0 }, periodCode: 10 } : {})],
    totalCount: 1,
  });
  gateway.prematch = page;
  gateway.inplay = page;
  const vm = kind === 'prematch' ? new PrematchListViewModel({ gateway, sse, clock }) : new InplayListViewModel({ gateway, sse, clock });
  let notice: string | null = 'unset';
  (vm.state$ as Observable<SportsListView>).subscribe((v) => (notice = v.pricesStaleNotice));
  if (vm instanceof PrematchListViewModel) vm.setQuery({});
  else vm.setFilter({});
  await flush();
  const loads = () => gateway.calls.filter((c) => c.method === 'loadPrematchFixtures' || c.method === 'loadInplayFixtures').length;
  return { gateway, sse, clock, vm, notice: () => notice, loads };
}

describe.each(['prematch', 'inplay'] as const)('the %s list when its live prices go stale', (kind) => {
  it('shows the notice on the server stale frame and drops it once the page fetched after the reset answers', async () => {
    const t = await setup(kind);
    expect(t.notice()).toBeNull();
    t.sse.emit('event', 'stale', { reason: 'broker' });
    expect(t.notice()).toBe(LIVE_PRICES_STALE_MESSAGE);
    const before = t.loads();
    t.sse.emit('event', 'reset', {});
    // The refetch is under way: the prices on screen are still the old ones.
    expect(t.loads()).toBeGreaterThan(before);
    expect(t.notice()).toBe(LIVE_PRICES_STALE_MESSAGE);
    await flush();
    expect(t.notice()).toBeNull();
    t.vm.dispose();
  });

  it('shows the notice once the stream has been disconnected for the freshness limit, and drops it after the reconnect and a fresh page', async () => {
    const t = await setup(kind);
    t.sse.setLinkUp(false);
    t.clock.advance(SPORTS_PRICE_FRESHNESS_MS - 1);
    expect(t.notice()).toBeNull();
    t.clock.advance(1);
    expect(t.notice()).toBe(LIVE_PRICES_STALE_MESSAGE);
    const before = t.loads();
    t.sse.setLinkUp(true);
    await flush();
    expect(t.loads()).toBe(before + 1);
    expect(t.notice()).toBeNull();
    t.vm.dispose();
  });

  it('keeps the notice while the fresh page fails to load', async () => {
    const t = await setup(kind);
    t.sse.emit('event', 'stale', {});
    t.gateway.prematch = fail(problem());
    t.gateway.inplay = fail(problem());
    t.sse.emit('event', 'reset', {});
    await flush();
    expect(t.notice()).toBe(LIVE_PRICES_STALE_MESSAGE);
    t.vm.dispose();
  });

  it('shows nothing on a reset without staleness (a resumed stream that missed frames)', async () => {
    const t = await setup(kind);
    const held = deferred<void>();
    t.gateway.hold = held.promise;
    t.sse.emit('event', 'reset', {});
    await flush();
    expect(t.notice()).toBeNull();
    held.resolve();
    t.vm.dispose();
  });
});
