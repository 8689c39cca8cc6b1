import { BehaviorSubject, Subject, type Observable } from 'rxjs';
import type { LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import { LIVE_PRICES_STALE_MESSAGE, SPORTS_PRICE_FRESHNESS_MS } from '../../shared/domain/live-prices.js';
import { odds } from '../../shared/domain/odds.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import type { BetSlipOddsUpdate } from '../domain/live-odds.js';
import { FakeBetSlipGateway, slipEntry } from '../testing/bet-slip-fixtures.js';
import type { BetSlipContext, BetSlipOddsFeed } from './bet-slip.ports.js';
import { BetSlipViewModel } from './bet-slip.view-model.js';
import { latestView } from '../../shared/testing/view-model-probe.js';

const MEMBER: BetSlipContext = { loggedIn: true, memberId: 7, userId: 'tester', role: 2, cash: 1_000_000 };

/** The slip's live feed, driven by the test: frames and signals of the slip stream, and the link. */
class FakeOddsFeed implements BetSlipOddsFeed {
  readonly frames = new Subject<BetSlipOddsUpdate | LiveFeedSignal>();
  readonly linkUp$ = new BehaviorSubject(true);
  follow(_ids$: Observable<readonly number[]>): Observable<BetSlipOddsUpdate | LiveFeedSignal> {
    return this.frames;
  }
}

function setup() {
  const clock = new FakeClock(0);
  const feed = new FakeOddsFeed();
  const vm = new BetSlipViewModel({ gateway: new FakeBetSlipGateway(clock), context$: new BehaviorSubject(MEMBER), oddsFeed: feed, clock });
  const view = latestView(vm.state$);
  return { clock, feed, vm, view };
}

const home = slipEntry({ id: 501, fixtureId: 10, price: 185, version: 3, betNameKorean: '홈승' });

describe('BetSlipViewModel: stale live prices', () => {
  it('shows the notice while the slip stream is stale, and drops it on the reset', () => {
    const t = setup();
    t.vm.addBet(home);
    expect(t.view().pricesStaleNotice).toBeNull();
    t.feed.frames.next({ kind: 'stale' });
    expect(t.view().pricesStaleNotice).toBe(LIVE_PRICES_STALE_MESSAGE);
    // Prices keep applying meanwhile (a frame may still come through another instance).
    t.feed.frames.next({ oddsId: 501, price: odds(190), version: 4, suspended: null });
    expect(t.view().entries[0]?.priceText).toBe('1.90');
    t.feed.frames.next({ kind: 'reset' });
    expect(t.view().pricesStaleNotice).toBeNull();
    t.vm.dispose();
  });

  it('shows the notice once the link has been down for the freshness limit, and drops it on the reconnect', () => {
    const t = setup();
    t.vm.addBet(home);
    t.feed.linkUp$.next(false);
    t.clock.advance(SPORTS_PRICE_FRESHNESS_MS - 1);
    expect(t.view().pricesStaleNotice).toBeNull();
    t.clock.advance(1);
    expect(t.view().pricesStaleNotice).toBe(LIVE_PRICES_STALE_MESSAGE);
    t.feed.linkUp$.next(true);
    expect(t.view().pricesStaleNotice).toBeNull();
    t.vm.dispose();
  });

  it('says nothing for an empty slip, and an emptied slip forgets what its last stream said', () => {
    const t = setup();
    t.feed.frames.next({ kind: 'stale' });
    expect(t.view().pricesStaleNotice).toBeNull();
    t.vm.addBet(home);
    t.feed.frames.next({ kind: 'stale' });
    expect(t.view().pricesStaleNotice).toBe(LIVE_PRICES_STALE_MESSAGE);
    t.vm.removeBet(home.id);
    expect(t.view().pricesStaleNotice).toBeNull();
    // The broker came back while nothing was followed: the new stream says nothing, so nothing is stale.
    t.vm.addBet(home);
    expect(t.view().pricesStaleNotice).toBeNull();
    t.vm.dispose();
  });
});
