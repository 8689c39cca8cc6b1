import { distinctUntilChanged, EMPTY, filter, map, merge, switchMap, type Observable } from 'rxjs';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';
import { SPORTS_SLIP_STREAM_PATH, sportsLiveUpdateOf } from './sports-wire.js';

/** The server refuses a slip stream watching more odds ids than this; longer lists use several. */
export const SPORTS_ODDS_STREAM_MAX_IDS = 100;

function chunks(ids: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

const decoded = (source: Observable<{ event: string; data: unknown }>): Observable<SportsLiveUpdate> =>
  source.pipe(
    map(sportsLiveUpdateOf),
    filter((u): u is SportsLiveUpdate => u !== null),
  );

/**
 * Live updates for a list: fixture, market and reset frames from the 'event' source, and odds
 * frames for exactly the odds ids on screen from the slip stream (the server sends odds only
 * there). The odds streams are reopened only when the set of ids changes.
 */
export function sportsLiveUpdates(sse: SsePort, oddsIds$: Observable<readonly number[]>): Observable<SportsLiveUpdate> {
  const odds$ = oddsIds$.pipe(
    map((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    distinctUntilChanged((a, b) => a.join(',') === b.join(',')),
    switchMap((ids) =>
      ids.length === 0
        ? EMPTY
        : merge(...chunks(ids, SPORTS_ODDS_STREAM_MAX_IDS).map((betIds) => decoded(sse.stream(SPORTS_SLIP_STREAM_PATH, { betIds })))),
    ),
  );
  return merge(decoded(sse.source('event')), odds$);
}
