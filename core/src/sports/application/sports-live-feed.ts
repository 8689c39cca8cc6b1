import { defer, distinctUntilChanged, EMPTY, filter, map, merge, mergeMap, switchMap, tap, type Observable } from 'rxjs';
import type { BetSlipOddsFeed } from '../../bet-slip/application/bet-slip.ports.js';
import type { BetSlipOddsUpdate } from '../../bet-slip/domain/live-odds.js';
import type { LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';
import { SPORTS_SLIP_STREAM_PATH, sportsLiveUpdatesOf } from './sports-wire.js';

/** The server refuses a slip stream watching more odds ids than this; longer lists use several. */
export const SPORTS_ODDS_STREAM_MAX_IDS = 100;

function chunks(ids: readonly number[], size: number): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += size) out.push(ids.slice(i, i + size));
  return out;
}

const decoded = (source: Observable<{ event: string; data: unknown }>): Observable<SportsLiveUpdate> =>
  source.pipe(mergeMap(sportsLiveUpdatesOf));

/**
 * Odds frames for exactly these odds ids from the slip stream (the server sends odds only
 * there), reopened only when the set of ids changes, in chunks of SPORTS_ODDS_STREAM_MAX_IDS.
 * A reopened stream resumes from the last frame seen (`lastEventId`), so a frame published
 * while the ids changed is replayed instead of lost; versions make the replay harmless.
 */
export function sportsOddsUpdates(sse: SsePort, oddsIds$: Observable<readonly number[]>): Observable<SportsLiveUpdate> {
  return defer(() => {
    let lastEventId: string | undefined;
    return oddsIds$.pipe(
      map((ids) => [...new Set(ids)].sort((a, b) => a - b)),
      distinctUntilChanged((a, b) => a.join(',') === b.join(',')),
      switchMap((ids) => {
        if (ids.length === 0) return EMPTY;
        const resume = lastEventId === undefined ? {} : { lastEventId };
        const streams = chunks(ids, SPORTS_ODDS_STREAM_MAX_IDS).map((betIds) => sse.stream(SPORTS_SLIP_STREAM_PATH, { betIds, ...resume }));
        return merge(...streams).pipe(
          tap((m) => {
            if (m.id !== undefined) lastEventId = m.id;
          }),
        );
      }),
      // An odds frame of one market carries a row per moved price.
      mergeMap(sportsLiveUpdatesOf),
    );
  });
}

/**
 * Live updates for a list: fixture, market and reset frames from the 'event' source, and odds
 * frames for exactly the odds ids on screen (see `sportsOddsUpdates`).
 */
export function sportsLiveUpdates(sse: SsePort, oddsIds$: Observable<readonly number[]>): Observable<SportsLiveUpdate> {
  return merge(decoded(sse.source('event')), sportsOddsUpdates(sse, oddsIds$));
}

/**
 * The bet slip's live odds (core/src/bet-slip `BetSlipOddsFeed`) over the same slip stream the
 * lists use: the odds frames of the slip's picks, price, version and suspension, and the stream's
 * `stale`/`reset` signals; the port's connection state as `linkUp$`.
 */
export function createSportsBetSlipOddsFeed(sse: SsePort): BetSlipOddsFeed {
  return {
    follow: (oddsIds$) =>
      sportsOddsUpdates(sse, oddsIds$).pipe(
        filter((u) => u.kind === 'odds' || u.kind === 'stale' || u.kind === 'reset'),
        map((u): BetSlipOddsUpdate | LiveFeedSignal =>
          u.kind === 'odds'
            ? { oddsId: u.oddsId, price: u.price, version: u.version, suspended: u.suspended }
            : { kind: u.kind as 'stale' | 'reset' },
        ),
      ),
    ...(sse.linkUp$ ? { linkUp$: sse.linkUp$ } : {}),
  };
}
