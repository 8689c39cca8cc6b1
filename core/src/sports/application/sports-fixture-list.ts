import { BehaviorSubject, exhaustMap, from, map, mergeMap, Subject, Subscription, switchMap, type Observable } from 'rxjs';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { SsePort } from '../../shared/ports/sse-port.js';
import { sportsFixtureFromRecord, sportsFixtureStatusOf, sportsOddsIdsOf, type SportsFixture } from '../domain/sports-fixture.js';
import {
  applySportsLiveUpdate,
  clearSportsOddsMovement,
  mergeSportsFixtures,
  type SportsLiveUpdate,
  type SportsOddsMove,
} from '../domain/sports-live.js';
import { clampSportsPage, sportsPageCount } from '../domain/sports-paging.js';
import { sportsSlipEntryFor, type SportsListKind, type SportsPickError } from '../domain/sports-slip-entry.js';
import type { SportsFixturePage } from './sports-gateway.js';
import type { SportsListPhase } from './sports-list.view.js';
import { sportsLiveUpdates } from './sports-live-feed.js';
import { SPORTS_LIST_REFETCH_COALESCE_MS, SPORTS_ODDS_FLASH_MS } from './sports.timing.js';

export interface SportsFixtureListState {
  readonly phase: SportsListPhase;
  readonly page: number;
  readonly itemsPerPage: number;
  readonly totalCount: number;
  readonly fixtures: readonly SportsFixture[];
}

export interface SportsFixtureListOptions {
  readonly kind: SportsListKind;
  /** Fetches one page (the view model closes over its current filter). */
  readonly load: (page: number, perpage: number) => Promise<Result<SportsFixturePage, ApiError>>;
  readonly sse: SsePort;
  readonly clock: Clock;
  readonly refreshMs: number;
  readonly itemsPerPage: number;
  /** Whether a frame about a fixture the page does not hold may mean it belongs on the page. */
  readonly refetchForUnknown: (update: SportsLiveUpdate) => boolean;
}

const OPEN_STATUS = { prematch: 'notStarted', inplay: 'inPlay' } as const;

/**
 * The engine shared by the pre-match and in-play lists: loads a page (a newer request wins),
 * applies live frames, flashes moved prices for SPORTS_ODDS_FLASH_MS, refreshes every
 * `refreshMs`, and keeps only fixtures still open for its kind (a pre-match game that kicks off
 * and an in-play game that ends leave the list). A background refresh that fails keeps the list.
 */
export class SportsFixtureList {
  readonly state$: Observable<SportsFixtureListState>;
  private readonly store: BehaviorSubject<SportsFixtureListState>;
  private readonly loads = new Subject<{ readonly silent: boolean }>();
  private readonly refetches = new Subject<void>();
  private readonly moves = new Subject<SportsOddsMove>();
  private readonly subs = new Subscription();
  private opened = false;
  private loadedOnce = false;
  /** Unknown fixtures already answered by a refetch (they belong to another page or filter). */
  private readonly notOnPage = new Set<number>();
  private readonly awaitingRefetch = new Set<number>();

  constructor(private readonly opts: SportsFixtureListOptions) {
    this.store = new BehaviorSubject<SportsFixtureListState>({
      phase: { status: 'loading' },
      page: 1,
      itemsPerPage: opts.itemsPerPage,
      totalCount: 0,
      fixtures: [],
    });
    this.state$ = this.store.asObservable();
    // switchMap: a newer filter or page makes an older answer irrelevant.
    this.subs.add(this.loads.pipe(switchMap((req) => from(this.fetchPage(req.silent)))).subscribe((apply) => apply()));
    const oddsIds$ = this.store.pipe(map((s) => sportsOddsIdsOf(s.fixtures)));
    this.subs.add(sportsLiveUpdates(opts.sse, oddsIds$).subscribe((u) => this.applyLive(u)));
    this.subs.add(
      this.moves
        .pipe(mergeMap((m) => opts.clock.timer(SPORTS_ODDS_FLASH_MS).pipe(map(() => m))))
        .subscribe((m) => this.update({ fixtures: clearSportsOddsMovement(this.store.value.fixtures, m.oddsId, m.version) })),
    );
    // exhaustMap: a burst of frames about unknown fixtures gives one refetch per coalescing period.
    this.subs.add(
      this.refetches
        .pipe(exhaustMap(() => opts.clock.timer(SPORTS_LIST_REFETCH_COALESCE_MS)))
        .subscribe(() => this.loads.next({ silent: true })),
    );
    this.subs.add(opts.clock.every(opts.refreshMs).subscribe(() => this.refreshInBackground()));
  }

  get current(): SportsFixtureListState {
    return this.store.value;
  }

  /**
   * Loads `page` and shows the loading phase meanwhile. With `keepPageCount` the page is clamped
   * to the page count of the last answer (paging within one filter); without, to 1 (a new filter).
   */
  open(page: number, options: { readonly keepPageCount?: boolean } = {}): void {
    const known = options.keepPageCount ? sportsPageCount(this.current.totalCount, this.opts.itemsPerPage) : 0;
    this.opened = true;
    this.notOnPage.clear();
    this.update({ page: clampSportsPage(page, known), phase: { status: 'loading' } });
    this.loads.next({ silent: false });
  }

  /**
   * Refetches the current page: in the background once a page is shown, with the loading
   * phase after a failed load (the member asked again). Nothing before the first `open`.
   */
  refresh(): void {
    if (!this.opened) return;
    if (this.loadedOnce && this.current.phase.status !== 'error') return this.refreshInBackground();
    this.update({ phase: { status: 'loading' } });
    this.loads.next({ silent: false });
  }

  entryFor(fixtureId: number, oddsId: number): Result<BetSlipEntry, SportsPickError> {
    return sportsSlipEntryFor(this.current.fixtures, fixtureId, oddsId, this.opts.kind);
  }

  dispose(): void {
    this.subs.unsubscribe();
  }

  private refreshInBackground(): void {
    if (this.loadedOnce) this.loads.next({ silent: true });
  }

  private update(patch: Partial<SportsFixtureListState>): void {
    this.store.next({ ...this.store.value, ...patch });
  }

  private listed = (f: SportsFixture): boolean => sportsFixtureStatusOf(f.statusCode) === OPEN_STATUS[this.opts.kind];

  private async fetchPage(silent: boolean): Promise<() => void> {
    const { page } = this.current;
    const asked = [...this.awaitingRefetch];
    const r = await this.opts.load(page, this.opts.itemsPerPage);
    return () => {
      for (const id of asked) {
        this.awaitingRefetch.delete(id);
        this.notOnPage.add(id);
      }
      if (!r.ok) {
        if (!silent) this.update({ phase: { status: 'error', message: failureMessage(r.error), error: r.error } });
        return;
      }
      this.loadedOnce = true;
      const fresh = r.value.rows.map(sportsFixtureFromRecord).filter(this.listed);
      const pageCount = sportsPageCount(r.value.totalCount, this.opts.itemsPerPage);
      // The list shrank under this page (games started): go to the last page that exists.
      if (fresh.length === 0 && page > 1 && page > pageCount) {
        this.update({ totalCount: r.value.totalCount });
        return this.open(pageCount, { keepPageCount: true });
      }
      this.update({
        phase: { status: 'ready' },
        totalCount: Math.max(0, r.value.totalCount),
        fixtures: mergeSportsFixtures(this.current.fixtures, fresh),
      });
    };
  }

  private applyLive(u: SportsLiveUpdate): void {
    if (u.kind === 'reset') return this.refreshInBackground();
    const before = this.current.fixtures;
    const out = applySportsLiveUpdate(before, u);
    if (out.unknownFixture && 'fixtureId' in u) this.askRefetch(u);
    if (out.fixtures === before) return;
    const kept = u.kind === 'fixture' ? out.fixtures.filter(this.listed) : out.fixtures;
    const dropped = out.fixtures.length - kept.length;
    this.update({ fixtures: kept, totalCount: Math.max(0, this.current.totalCount - dropped) });
    if (out.move) this.moves.next(out.move);
  }

  private askRefetch(u: SportsLiveUpdate & { readonly fixtureId: number }): void {
    if (!this.loadedOnce || this.notOnPage.has(u.fixtureId) || !this.opts.refetchForUnknown(u)) return;
    this.awaitingRefetch.add(u.fixtureId);
    this.refetches.next();
  }
}
