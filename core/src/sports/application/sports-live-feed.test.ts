import { BehaviorSubject } from 'rxjs';
import type { LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import type { BetSlipOddsUpdate } from '../../bet-slip/domain/live-odds.js';
import { FakeSse } from '../testing/sports-test-kit.js';
import { createSportsBetSlipOddsFeed } from './sports-live-feed.js';

describe('the bet slip odds feed over the slip stream', () => {
  it('emits the odds frames of the followed ids as slip updates, passes on stale and reset, and ignores other frames', () => {
    const sse = new FakeSse();
    const ids$ = new BehaviorSubject<readonly number[]>([12, 11]);
    const seen: (BetSlipOddsUpdate | LiveFeedSignal)[] = [];
    const sub = createSportsBetSlipOddsFeed(sse)
      .follow(ids$)
      .subscribe((u) => seen.push(u));
    expect(sse.openStreams().map((s) => [s.path, s.query])).toEqual([['/sports-inplay/slip-stream', { betIds: [11, 12] }]]);
    sse.emitOdds({ id: 11, betPrice: 2.05, version: 4, suspended: false });
    sse.openStreams()[0]!.subject.next({ event: 'market', data: { id: 1, fixtureId: 2, suspended: true } });
    sse.openStreams()[0]!.subject.next({ event: 'stale', data: { reason: 'broker' } });
    sse.openStreams()[0]!.subject.next({ event: 'reset', data: {} });
    expect(seen).toEqual([{ oddsId: 11, price: 205, version: 4, suspended: false }, { kind: 'stale' }, { kind: 'reset' }]);
    sub.unsubscribe();
    expect(sse.openStreams()).toEqual([]);
  });

  it('opens nothing for an empty slip and reopens, resuming from the last frame, when the ids change', () => {
    const sse = new FakeSse();
    const ids$ = new BehaviorSubject<readonly number[]>([]);
    const sub = createSportsBetSlipOddsFeed(sse).follow(ids$).subscribe();
    expect(sse.openStreams()).toEqual([]);
    ids$.next([11]);
    sse.openStreams()[0]!.subject.next({ event: 'odds', data: { id: 11, betPrice: 1.9, version: 2 }, id: 'a-17' });
    ids$.next([11]);
    expect(sse.streams).toHaveLength(1);
    ids$.next([11, 12]);
    expect(sse.openStreams().map((s) => s.query)).toEqual([{ betIds: [11, 12], lastEventId: 'a-17' }]);
    sub.unsubscribe();
  });
});
