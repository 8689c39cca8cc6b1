import { Subject, filter, tap, type Observable } from 'rxjs';
import type { BetSlipGateway, BetSlipOddsFeed } from '../../bet-slip/application/bet-slip.ports.js';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { BetSlipOddsUpdate } from '../../bet-slip/domain/live-odds.js';
import { isLiveFeedSignal } from '../../shared/application/live-price-freshness.js';

type InplayPlacer = Pick<BetSlipGateway, 'placeInplayBet'>;

export interface InplayOddsWatch {
  /** Frames of the in-play bet under way whose version is newer than the one its pick was taken at. */
  readonly oddsChanged$: Observable<BetSlipOddsUpdate>;
  /** The slip's odds feed, each frame also read by the watch (no stream of its own). */
  tee(feed: BetSlipOddsFeed): BetSlipOddsFeed;
  /** The slip's in-play hook, remembering the picks of the bet while it runs. */
  watching(placer: InplayPlacer): InplayPlacer;
}

/**
 * Tells the in-play countdown (`createInplayBetSlipBridge`'s `oddsChanged$`) that a price of the
 * bet under way moved, off the slip's own odds stream: a browser has only a few connections per
 * host and each SSE stream holds one, so a stream of its own would starve the bet's POST.
 */
export function createInplayOddsWatch(): InplayOddsWatch {
  const frames$ = new Subject<BetSlipOddsUpdate>();
  let picks: readonly BetSlipEntry[] = [];
  return {
    oddsChanged$: frames$.pipe(filter((u) => picks.some((e) => e.id === u.oddsId && u.version > e.version))),
    tee: (feed) => ({
      ...feed,
      follow: (oddsIds$) =>
        feed.follow(oddsIds$).pipe(
          tap((u) => {
            if (!isLiveFeedSignal(u)) frames$.next(u);
          }),
        ),
    }),
    watching: (placer) => ({
      placeInplayBet: (request) => {
        picks = request.entries;
        return placer.placeInplayBet(request).finally(() => {
          picks = [];
        });
      },
    }),
  };
}
