import { from, map, mergeMap, Subject, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Clock } from '../../shared/ports/clock.js';
import { sportsSearchHref } from '../domain/sports-links.js';
import {
  SPORTS_MENU_COLLAPSED,
  isSportsMenuLocationOpen,
  sportsMenuFromRecords,
  sportsMenuLocationKey,
  toggleSportsMenuLocation,
  toggleSportsMenuSport,
  withSportsMenuLeagues,
} from '../domain/sports-menu.js';
import type { SportsGateway } from './sports-gateway.js';
import type { SportsListPhase } from './sports-list.view.js';
import { toSportsMenuView, type SportsMenuInternalState, type SportsMenuView } from './sports-menu.view.js';
import { SPORTS_MENU_REFRESH_MS } from './sports.timing.js';

export interface SportsMenuViewModelDeps {
  readonly gateway: SportsGateway;
  readonly clock: Clock;
  /** The route's pathname, so league links keep /korea or /europe; '/' when omitted. */
  readonly currentPath?: string;
}

const failed = (e: ApiError): SportsListPhase => ({
  status: 'error',
  message: failureMessage(e),
  error: e,
});

const withKey = (set: ReadonlySet<string>, key: string, present: boolean): ReadonlySet<string> => {
  const next = new Set(set);
  if (present) next.add(key);
  else next.delete(key);
  return next;
};

/**
 * The left sidebar: the sport > location > league tree with counts, each sport and location
 * opening on its own (a location's leagues are fetched when it first opens, unless the menu
 * call already placed them), the popular games, and the search box.
 */
export class SportsMenuViewModel {
  readonly state$: Observable<SportsMenuView>;
  private readonly store: ViewModelStore<SportsMenuInternalState>;
  /** Only the newest menu answer counts. */
  private readonly loadMenu: (silent: boolean) => void;
  private readonly leagueLoads = new Subject<{ readonly sportId: number; readonly locationId: number }>();

  constructor(private readonly deps: SportsMenuViewModelDeps) {
    this.store = createViewModelStore<SportsMenuInternalState>({
      phase: { status: 'loading' },
      menu: [],
      popularPhase: { status: 'loading' },
      popular: [],
      expansion: SPORTS_MENU_COLLAPSED,
      leaguesLoading: new Set(),
      leaguesFailed: new Set(),
      currentPath: deps.currentPath ?? '/',
      loadedOnce: false,
    });
    this.state$ = this.store.state$.pipe(map(toSportsMenuView));
    this.loadMenu = this.store.latest(
      (silent: boolean) => this.fetchMenu(silent),
      (apply) => apply(),
    );
    // mergeMap: each location's leagues load on their own (neither one at a time nor latest-wins).
    this.store.own(
      this.leagueLoads.pipe(mergeMap((req) => from(this.fetchLeagues(req.sportId, req.locationId)))).subscribe((apply) => apply()),
    );
    this.store.own(
      deps.clock.every(SPORTS_MENU_REFRESH_MS).subscribe(() => {
        if (this.store.get().loadedOnce) this.loadMenu(true);
      }),
    );
  }

  /** Loads the tree and the popular games. */
  load(): void {
    this.update({ phase: { status: 'loading' }, popularPhase: { status: 'loading' } });
    this.loadMenu(false);
  }

  toggleSport(sportId: number): void {
    this.update({ expansion: toggleSportsMenuSport(this.store.get().expansion, sportId) });
  }

  /** Opens or closes a location; opening one whose leagues are unknown fetches them. */
  toggleLocation(sportId: number, locationId: number): void {
    const s = this.store.get();
    // Opening again is how the member retries a failed league call.
    const leaguesFailed = withKey(s.leaguesFailed, sportsMenuLocationKey(sportId, locationId), false);
    this.update({ expansion: toggleSportsMenuLocation(s.expansion, sportId, locationId), leaguesFailed });
    this.ensureLeagues();
  }

  /** The route changed: league links follow /korea or /europe. */
  setCurrentPath(pathname: string): void {
    this.update({ currentPath: pathname });
  }

  /** The sidebar search: the URL to navigate to (/europe?time=&search=), null for a blank text. */
  search(text: string): string | null {
    return sportsSearchHref(text, this.deps.clock.now());
  }

  /** Ends loads and the refresh timer; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private update(patch: Partial<SportsMenuInternalState>): void {
    this.store.set(patch);
  }

  private async fetchMenu(silent: boolean): Promise<() => void> {
    // The silent refresh is the timer's: a background poll, not activity for the session's idle limit.
    const [menu, popular] = await Promise.all([this.deps.gateway.loadSportsMenu(silent), this.deps.gateway.loadPopularFixtures(silent)]);
    return () => {
      if (menu.ok) {
        this.update({ loadedOnce: true, phase: { status: 'ready' }, menu: sportsMenuFromRecords(menu.value), leaguesFailed: new Set() });
        this.ensureLeagues();
      } else if (!silent) {
        this.update({ phase: failed(menu.error) });
      }
      if (popular.ok) this.update({ popularPhase: { status: 'ready' }, popular: popular.value });
      else if (!silent) this.update({ popularPhase: failed(popular.error) });
    };
  }

  /** Fetches the leagues of every open location whose leagues are unknown, not on the way and not failed. */
  private ensureLeagues(): void {
    const s = this.store.get();
    for (const sport of s.menu) {
      for (const loc of sport.locations) {
        const key = sportsMenuLocationKey(sport.sportId, loc.locationId);
        const settled = loc.leagues !== null || s.leaguesLoading.has(key) || s.leaguesFailed.has(key);
        if (settled || !isSportsMenuLocationOpen(s.expansion, sport.sportId, loc.locationId)) continue;
        this.update({ leaguesLoading: withKey(this.store.get().leaguesLoading, key, true) });
        this.leagueLoads.next({ sportId: sport.sportId, locationId: loc.locationId });
      }
    }
  }

  private async fetchLeagues(sportId: number, locationId: number): Promise<() => void> {
    const r = await this.deps.gateway.loadLeagues(sportId, locationId);
    return () => {
      const key = sportsMenuLocationKey(sportId, locationId);
      const s = this.store.get();
      this.update({
        leaguesLoading: withKey(s.leaguesLoading, key, false),
        leaguesFailed: withKey(s.leaguesFailed, key, !r.ok),
        ...(r.ok ? { menu: withSportsMenuLeagues(s.menu, sportId, locationId, r.value) } : {}),
      });
    };
  }
}
