import { combineLatest, distinctUntilChanged, filter, map, merge, of, pairwise, startWith, switchMap, type Observable } from 'rxjs';
import type { Clock } from '../ports/clock.js';
import { SSE_RESET_EVENT, SSE_STALE_EVENT, type SseMessage } from '../ports/sse-port.js';
import { SPORTS_PRICE_FRESHNESS_MS } from '../domain/live-prices.js';

/** What a live stream says about the currency of the prices it carries. */
export type LiveFeedSignal = { readonly kind: 'stale' } | { readonly kind: 'reset' };

/** The signal a frame carries, or null for every other frame. */
export function liveFeedSignalOf(message: Pick<SseMessage, 'event'>): LiveFeedSignal | null {
  if (message.event === SSE_STALE_EVENT) return { kind: 'stale' };
  return message.event === SSE_RESET_EVENT ? { kind: 'reset' } : null;
}

export const isLiveFeedSignal = (x: object): x is LiveFeedSignal => 'kind' in x && (x.kind === 'stale' || x.kind === 'reset');

export interface LivePricesStaleSources {
  /** The `stale`/`reset` frames of the streams the prices come from. */
  readonly signals$: Observable<LiveFeedSignal>;
  /** The port's `linkUp$` (see `SsePort`); absent: never down. */
  readonly linkUp$?: Observable<boolean> | undefined;
  readonly clock: Clock;
  /** Default core's SPORTS_PRICE_FRESHNESS_MS. */
  readonly limitMs?: number;
}

/**
 * Whether the prices on screen may not be current: the server said `stale` and no `reset` (nor a
 * new connection, on which the server says `stale` again at once while it still is) followed, or
 * a stream has been disconnected for the freshness limit. A shorter disconnect is no news: the
 * adapter resumes with Last-Event-ID and the server replays what was missed.
 */
export function livePricesStale(sources: LivePricesStaleSources): Observable<boolean> {
  const { signals$, linkUp$, clock, limitMs = SPORTS_PRICE_FRESHNESS_MS } = sources;
  const link$ = (linkUp$ ?? of(true)).pipe(startWith(true), distinctUntilChanged());
  const reconnected$ = link$.pipe(
    pairwise(),
    filter(([before, now]) => !before && now),
    map((): LiveFeedSignal => ({ kind: 'reset' })),
  );
  const serverStale$ = merge(signals$, reconnected$).pipe(
    map((s) => s.kind === 'stale'),
    startWith(false),
    distinctUntilChanged(),
  );
  const linkOverdue$ = link$.pipe(
    switchMap((up) =>
      up
        ? of(false)
        : clock.timer(limitMs).pipe(
            map(() => true),
            startWith(false),
          ),
    ),
    distinctUntilChanged(),
  );
  return combineLatest([serverStale$, linkOverdue$]).pipe(
    map(([stale, overdue]) => stale || overdue),
    distinctUntilChanged(),
  );
}
