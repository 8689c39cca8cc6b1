import { BehaviorSubject, Subject } from 'rxjs';
import { SPORTS_PRICE_FRESHNESS_MS } from '../domain/live-prices.js';
import { FakeClock } from '../testing/fake-clock.js';
import { liveFeedSignalOf, livePricesStale, type LiveFeedSignal } from './live-price-freshness.js';

function setup() {
  const clock = new FakeClock(0);
  const signals$ = new Subject<LiveFeedSignal>();
  const link$ = new BehaviorSubject(true);
  const seen: boolean[] = [];
  const sub = livePricesStale({ signals$, linkUp$: link$, clock }).subscribe((stale) => seen.push(stale));
  return { clock, signals$, link$, seen, sub, stale: () => seen.at(-1) };
}

describe('livePricesStale', () => {
  it('reads stale and reset frames, nothing else', () => {
    expect(liveFeedSignalOf({ event: 'stale' })).toEqual({ kind: 'stale' });
    expect(liveFeedSignalOf({ event: 'reset' })).toEqual({ kind: 'reset' });
    expect(liveFeedSignalOf({ event: 'odds' })).toBeNull();
  });

  it('is stale from the server saying so until its reset, and says each change once', () => {
    const t = setup();
    expect(t.seen).toEqual([false]);
    t.signals$.next({ kind: 'stale' });
    t.signals$.next({ kind: 'stale' });
    expect(t.seen).toEqual([false, true]);
    t.signals$.next({ kind: 'reset' });
    expect(t.seen).toEqual([false, true, false]);
    t.sub.unsubscribe();
  });

  it('turns stale only once the link has been down for the freshness limit, and fresh when it is back', () => {
    const t = setup();
    t.link$.next(false);
    t.clock.advance(SPORTS_PRICE_FRESHNESS_MS - 1);
    expect(t.stale()).toBe(false);
    t.clock.advance(1);
    expect(t.stale()).toBe(true);
    t.link$.next(true);
    expect(t.stale()).toBe(false);
    // A short blip is no news: the adapter resumes and the server replays what was missed.
    t.link$.next(false);
    t.clock.advance(3_000);
    t.link$.next(true);
    t.clock.advance(SPORTS_PRICE_FRESHNESS_MS);
    expect(t.seen).toEqual([false, true, false]);
    t.sub.unsubscribe();
  });

  it('forgets what the server said when the link comes back: a new connection is told again at once', () => {
    const t = setup();
    t.signals$.next({ kind: 'stale' });
    t.link$.next(false);
    expect(t.stale()).toBe(true);
    t.link$.next(true);
    expect(t.stale()).toBe(false);
    t.signals$.next({ kind: 'stale' });
    expect(t.stale()).toBe(true);
    t.sub.unsubscribe();
  });

  it('counts only the server without a link state', () => {
    const clock = new FakeClock(0);
    const signals$ = new Subject<LiveFeedSignal>();
    const seen: boolean[] = [];
    livePricesStale({ signals$, clock }).subscribe((s) => seen.push(s));
    clock.advance(SPORTS_PRICE_FRESHNESS_MS * 3);
    signals$.next({ kind: 'stale' });
    expect(seen).toEqual([false, true]);
  });
});
