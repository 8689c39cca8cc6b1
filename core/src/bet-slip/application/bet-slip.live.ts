import { distinctUntilChanged, filter, map, merge, share, type Observable } from 'rxjs';
import { isLiveFeedSignal, livePricesStale, type LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import type { Clock } from '../../shared/ports/clock.js';
import { betSlipFollowedOddsIds, type BetSlipOddsUpdate } from '../domain/live-odds.js';
import type { BetSlipOddsFeed } from './bet-slip.ports.js';
import type { BetSlipInternalState } from './bet-slip.view.js';

/** The odds ids of the slip's picks, each time they change: what the slip follows on the feed. */
export const betSlipFollowedIds$ = (state$: Observable<BetSlipInternalState>): Observable<readonly number[]> =>
  state$.pipe(
    map((s) => betSlipFollowedOddsIds(s.slip)),
    distinctUntilChanged((a, b) => a.join(',') === b.join(',')),
  );

/**
 * The slip's side of its odds feed: the frames of its picks, and whether their prices may not be
 * current (the stream said `stale`, or its link was down for the freshness limit; `clock` times
 * that, without one only the server's word counts). An empty slip follows no stream, so what its
 * last stream said no longer holds: emptying it clears the stale mark.
 */
export function followBetSlipFeed(
  feed: BetSlipOddsFeed,
  followed$: Observable<readonly number[]>,
  clock: Clock | undefined,
): { readonly odds$: Observable<BetSlipOddsUpdate>; readonly pricesStale$: Observable<boolean> } {
  const frames$ = feed.follow(followed$).pipe(share());
  const emptied$ = followed$.pipe(
    filter((ids) => ids.length === 0),
    map((): LiveFeedSignal => ({ kind: 'reset' })),
  );
  const signals$ = merge(frames$.pipe(filter(isLiveFeedSignal)), emptied$);
  return {
    odds$: frames$.pipe(filter((u): u is BetSlipOddsUpdate => !isLiveFeedSignal(u))),
    pricesStale$: clock ? livePricesStale({ signals$, linkUp$: feed.linkUp$, clock }) : signals$.pipe(map((s) => s.kind === 'stale')),
  };
}
