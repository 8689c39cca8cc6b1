// The fixture list engine's state and options, the page loader it calls, and the kinds of page load (who asked, whether a failure shows).
import type { Observable } from 'rxjs';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { FrameScheduler } from '../../shared/ports/frame-scheduler.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import type { SportsFixture } from '../domain/sports-fixture.js';
import type { SportsLiveUpdate } from '../domain/sports-live.js';
import type { SportsListKind } from '../domain/sports-slip-entry.js';
import type { SportsFixturePage } from './sports-gateway.js';
import type { SportsListPhase } from './sports-list.view.js';

/** Everything the list holds: what the screen shows, the filter it loads for, and its refetch bookkeeping. */
export interface SportsFixtureListState<F> {
  readonly phase: SportsListPhase;
  readonly page: number;
  readonly itemsPerPage: number;
  readonly totalCount: number;
  readonly fixtures: readonly SportsFixture[];
  /** The filter of the page shown (the pre-match query, the in-play sport tab). */
  readonly filter: F;
  /** A page was asked for (`open`); `refresh` does nothing before. */
  readonly opened: boolean;
  /** A page answered at least once: background refreshes only from then on. */
  readonly loadedOnce: boolean;
  /** Unknown fixtures already answered by a refetch (they belong to another page or filter). */
  readonly notOnPage: ReadonlySet<number>;
  /** Unknown fixtures whose refetch is under way. */
  readonly awaitingRefetch: ReadonlySet<number>;
  /** The live feed's prices may not be current (`livePricesStale`: the stream said so, or its link is down too long). */
  readonly feedStale: boolean;
  /** The feed recovered from being stale: the notice stays until a page fetched since answers. */
  readonly awaitingFreshPage: boolean;
}

/**
 * Fetches one page of a filter. `background`: the refresh timer or the live feed asked, not the
 * member; the call goes out as a background poll (no activity for the session's idle limit).
 */
export type SportsPageLoader<F> = (
  filter: F,
  page: number,
  perpage: number,
  background: boolean,
) => Promise<Result<SportsFixturePage, ApiError>>;

/** Why a page is fetched: whether a failure replaces the list (`silent`: no) and who asked (`background`: not the member). */
export interface PageLoad {
  readonly silent: boolean;
  readonly background: boolean;
}
/** The member opened a page or asked again after a failure: the loading phase, failures shown. */
export const MEMBER_LOAD: PageLoad = { silent: false, background: false };
/** The member refreshed a shown page: it stays while the new one loads. */
export const MEMBER_REFRESH: PageLoad = { silent: true, background: false };
/** The refresh timer, a reset frame or a live frame about an unknown fixture. */
export const BACKGROUND_REFRESH: PageLoad = { silent: true, background: true };

export interface SportsFixtureListOptions<F> {
  readonly kind: SportsListKind;
  /** The filter before the first `open`. */
  readonly filter: F;
  readonly load: SportsPageLoader<F>;
  readonly sse: SsePort;
  readonly clock: Clock;
  readonly refreshMs: number;
  readonly itemsPerPage: number;
  /** Whether a frame about a fixture the page does not hold may mean it belongs on the page. */
  readonly refetchForUnknown: (update: SportsLiveUpdate) => boolean;
  /**
   * Structure frames (scores, phases, suspended markets, games starting or ending) arriving
   * within this many ms of the first are applied together, as one change of the list (one render
   * of the list). Prices never wait for it: they go to `prices`. 0 or absent: each at once.
   */
  readonly liveBatchMs?: number;
  /** The paint rhythm of the price cells (`SportsLivePriceStore`); default at once. */
  readonly frames?: FrameScheduler;
  /** Odds ids in the bet slip: their cells show selected. */
  readonly selectedOddsIds$?: Observable<ReadonlySet<number>>;
}
