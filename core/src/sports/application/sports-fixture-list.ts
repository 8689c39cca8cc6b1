import { buffer, exhaustMap, filter, map, pairwise, partition, share, startWith, Subject, type Observable } from 'rxjs';
import { livePricesStale, type LiveFeedSignal } from '../../shared/application/live-price-freshness.js';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { Result } from '../../shared/domain/result.js';
import { sportsFixtureFromRecord, sportsOddsIdsOf, type SportsFixture } from '../domain/sports-fixture.js';
import { applySportsLiveUpdate, type SportsLiveUpdate } from '../domain/sports-live.js';
import { clampSportsPage, sportsPageCount } from '../domain/sports-paging.js';
import { sportsSlipEntryOfPick, type SportsPickError } from '../domain/sports-slip-entry.js';
import { sportsLiveUpdates } from './sports-live-feed.js';
import { SportsLivePriceStore, type SportsLivePrices } from './sports-live-prices.js';
import { SPORTS_LIST_REFETCH_COALESCE_MS } from './sports.timing.js';
import {
  BACKGROUND_REFRESH,
  MEMBER_LOAD,
  MEMBER_REFRESH,
  type PageLoad,
  type SportsFixtureListOptions,
  type SportsFixtureListState,
} from './sports-fixture-list.types.js';

export type { SportsFixtureListOptions, SportsFixtureListState, SportsPageLoader } from './sports-fixture-list.types.js';

const OPEN_STATUS = { prematch: 'notStarted', inplay: 'inPlay' } as const;

/**
 * The engine shared by the pre-match and in-play lists: loads a page (a newer request wins),
 * applies live frames, refreshes every `refreshMs`, and keeps only fixtures still open for its
 * kind (a pre-match game that kicks off and an in-play game that ends leave the list). A
 * background refresh that fails keeps the list. Its state is the list's structure: a price
 * change never changes it, it moves one cell of `prices` (flash, lock and selection included).
 */
export class SportsFixtureList<F> {
  private readonly store: ViewModelStore<SportsFixtureListState<F>>;
  readonly state$: Observable<SportsFixtureListState<F>>;
  /** A newer filter or page makes an older answer irrelevant. */
  private readonly load: (how: PageLoad) => void;
  private readonly refetches = new Subject<void>();
  private readonly priceStore: SportsLivePriceStore;
  /** The price cells of the list, one key per odds id (see `SportsLivePrices`). */
  readonly prices: SportsLivePrices;

  constructor(private readonly opts: SportsFixtureListOptions<F>) {
    this.store = createViewModelStore<SportsFixtureListState<F>>({
      phase: { status: 'loading' },
      page: 1,
      itemsPerPage: opts.itemsPerPage,
      totalCount: 0,
      fixtures: [],
      filter: opts.filter,
      opened: false,
      loadedOnce: false,
      notOnPage: new Set(),
      awaitingRefetch: new Set(),
      feedStale: false,
      awaitingFreshPage: false,
    });
    this.state$ = this.store.state$;
    this.load = this.store.latest(
      (how: PageLoad) => this.fetchPage(how),
      (apply) => apply(),
    );
    this.priceStore = new SportsLivePriceStore({ kind: opts.kind, clock: opts.clock, ...(opts.frames ? { frames: opts.frames } : {}) });
    this.prices = this.priceStore;
    this.store.own({ unsubscribe: () => this.priceStore.dispose() });
    if (opts.selectedOddsIds$) this.store.own(opts.selectedOddsIds$.subscribe((ids) => this.priceStore.setSelected(ids)));
    const oddsIds$ = this.store.state$.pipe(map((s) => sportsOddsIdsOf(s.fixtures)));
    const live$ = sportsLiveUpdates(opts.sse, oddsIds$).pipe(share());
    const [odds$, structure$] = partition(live$, (u): u is Extract<SportsLiveUpdate, { kind: 'odds' }> => u.kind === 'odds');
    this.followFreshness(live$.pipe(filter((u): u is LiveFeedSignal => u.kind === 'stale' || u.kind === 'reset')));
    // A price goes straight to its cell; the store coalesces what a cell is told per frame.
    this.store.own(odds$.subscribe((u) => this.priceStore.applyOdds(u)));
    const batchMs = opts.liveBatchMs ?? 0;
    if (batchMs <= 0) this.store.own(structure$.subscribe((u) => this.applyLive([u])));
    else {
      // A batch opens with its first frame and closes batchMs later; quiet feeds cost nothing.
      const shared$ = structure$.pipe(share());
      this.store.own(
        shared$
          .pipe(
            buffer(shared$.pipe(exhaustMap(() => opts.clock.timer(batchMs)))),
            filter((items) => items.length > 0),
          )
          .subscribe((items) => this.applyLive(items)),
      );
    }
    // exhaustMap: a burst of frames about unknown fixtures gives one refetch per coalescing period.
    this.store.own(
      this.refetches
        .pipe(exhaustMap(() => opts.clock.timer(SPORTS_LIST_REFETCH_COALESCE_MS)))
        .subscribe(() => this.load(BACKGROUND_REFRESH)),
    );
    this.store.own(opts.clock.every(opts.refreshMs).subscribe(() => this.refreshInBackground()));
  }

  /**
   * Whether the prices may not be current (see `livePricesStale`). Once they may be again (a
   * `reset`, the link back), the page is fetched again and the list counts as stale until that
   * page answers: the notice goes with fresh prices on screen, not before.
   */
  private followFreshness(signals$: Observable<LiveFeedSignal>): void {
    const { sse, clock } = this.opts;
    this.store.own(
      livePricesStale({ signals$, linkUp$: sse.linkUp$, clock })
        .pipe(startWith(false), pairwise())
        .subscribe(([was, stale]) => {
          this.update({ feedStale: stale, ...(was && !stale ? { awaitingFreshPage: true } : {}) });
          if (was && !stale) this.refreshInBackground();
        }),
    );
  }

  get current(): SportsFixtureListState<F> {
    return this.store.get();
  }

  /**
   * Loads `page` and shows the loading phase meanwhile. With `keepPageCount` the page is clamped
   * to the page count of the last answer (paging within one filter); without, to 1 (a new filter).
   */
  open(page: number, options: { readonly keepPageCount?: boolean; readonly filter?: F } = {}): void {
    this.openPage(page, options, false);
  }

  /**
   * The member refetches the current page: quietly once a page is shown, with the loading
   * phase after a failed load (the member asked again). Nothing before the first `open`.
   */
  refresh(): void {
    if (!this.current.opened) return;
    if (this.current.loadedOnce && this.current.phase.status !== 'error') return this.load(MEMBER_REFRESH);
    this.update({ phase: { status: 'loading' } });
    this.load(MEMBER_LOAD);
  }

  entryFor(fixtureId: number, oddsId: number): Result<BetSlipEntry, SportsPickError> {
    return sportsSlipEntryOfPick(this.priceStore.pick(fixtureId, oddsId), this.opts.kind);
  }

  /** Ends loads, live frames, flashes and the refresh timer; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  /** `open` for whoever asked (`background`: a page that vanished under the timer's refresh is fetched as the timer's). */
  private openPage(page: number, options: { readonly keepPageCount?: boolean; readonly filter?: F }, background: boolean): void {
    const known = options.keepPageCount ? sportsPageCount(this.current.totalCount, this.opts.itemsPerPage) : 0;
    this.update({
      ...(options.filter === undefined ? {} : { filter: options.filter }),
      opened: true,
      notOnPage: new Set(),
      page: clampSportsPage(page, known),
      phase: { status: 'loading' },
    });
    this.load({ silent: false, background });
  }

  /** The timer's or the feed's refetch, once a page was shown. */
  private refreshInBackground(): void {
    if (this.current.loadedOnce) this.load(BACKGROUND_REFRESH);
  }

  /** The price cells follow the structure before anyone sees the new list. */
  private update(patch: Partial<SportsFixtureListState<F>>): void {
    if (patch.fixtures && patch.fixtures !== this.current.fixtures) this.priceStore.sync(patch.fixtures);
    this.store.set(patch);
  }

  private listed = (f: SportsFixture): boolean => f.status === OPEN_STATUS[this.opts.kind];

  private async fetchPage(how: PageLoad): Promise<() => void> {
    const { page, filter } = this.current;
    const asked = [...this.current.awaitingRefetch];
    const r = await this.opts.load(filter, page, this.opts.itemsPerPage, how.background);
    return () => {
      const { awaitingRefetch, notOnPage } = this.current;
      this.update({
        awaitingRefetch: new Set([...awaitingRefetch].filter((id) => !asked.includes(id))),
        notOnPage: new Set([...notOnPage, ...asked]),
      });
      if (!r.ok) {
        if (!how.silent) this.update({ phase: { status: 'error', message: failureMessage(r.error), error: r.error } });
        return;
      }
      this.update({ loadedOnce: true, awaitingFreshPage: false });
      const fresh = r.value.rows.map(sportsFixtureFromRecord).filter(this.listed);
      const pageCount = sportsPageCount(r.value.totalCount, this.opts.itemsPerPage);
      // The list shrank under this page (games started): go to the last page that exists.
      if (fresh.length === 0 && page > 1 && page > pageCount) {
        this.update({ totalCount: r.value.totalCount });
        return this.openPage(pageCount, { keepPageCount: true }, how.background);
      }
      this.update({
        phase: { status: 'ready' },
        totalCount: Math.max(0, r.value.totalCount),
        // The price store keeps the newer of each live price and the page's (see `sync`).
        fixtures: fresh,
      });
    };
  }

  /** Applies structure frames in order, as one change of the list. */
  private applyLive(updates: readonly SportsLiveUpdate[]): void {
    const start = this.current.fixtures;
    let fixtures = start;
    let dropped = 0;
    for (const u of updates) {
      if (u.kind === 'reset') {
        this.refreshInBackground();
        continue;
      }
      const out = applySportsLiveUpdate(fixtures, u);
      if (out.unknownFixture && 'fixtureId' in u) this.askRefetch(u);
      if (out.fixtures === fixtures) continue;
      const kept = u.kind === 'fixture' ? out.fixtures.filter(this.listed) : out.fixtures;
      dropped += out.fixtures.length - kept.length;
      fixtures = kept;
    }
    if (fixtures === start) return;
    this.update({ fixtures, totalCount: Math.max(0, this.current.totalCount - dropped) });
  }

  private askRefetch(u: SportsLiveUpdate & { readonly fixtureId: number }): void {
    const { loadedOnce, notOnPage, awaitingRefetch } = this.current;
    if (!loadedOnce || notOnPage.has(u.fixtureId) || !this.opts.refetchForUnknown(u)) return;
    this.update({ awaitingRefetch: new Set([...awaitingRefetch, u.fixtureId]) });
    this.refetches.next();
  }
}
