import { BehaviorSubject, from, map, mergeMap, Subject, Subscription, switchMap, type Observable } from 'rxjs';
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
  private readonly store: BehaviorSubject<SportsMenuInternalState>;
  private readonly loads = new Subject<{ readonly silent: boolean }>();
  private readonly leagueLoads = new Subject<{ readonly sportId: number; readonly locationId: number }>();
  private readonly subs = new Subscription();
  private loadedOnce = false;

  constructor(private readonly deps: SportsMenuViewModelDeps) {
    this.store = new BehaviorSubject<SportsMenuInternalState>({
      phase: { status: 'loading' },
      menu: [],
      popularPhase: { status: 'loading' },
      popular: [],
      expansion: SPORTS_MENU_COLLAPSED,
      leaguesLoading: new Set(),
      leaguesFailed: new Set(),
      currentPath: deps.currentPath ?? '/',
    });
    this.state$ = this.store.pipe(map(toSportsMenuView));
    // switchMap: only the newest menu answer counts.
    this.subs.add(this.loads.pipe(switchMap((req) => from(this.fetchMenu(req.silent)))).subscribe((apply) => apply()));
    // mergeMap: each location's leagues load on their own.
    this.subs.add(
      this.leagueLoads.pipe(mergeMap((req) => from(this.fetchLeagues(req.sportId, req.locationId)))).subscribe((apply) => apply()),
    );
    this.subs.add(
      deps.clock.every(SPORTS_MENU_REFRESH_MS).subscribe(() => {
        if (this.loadedOnce) this.loads.next({ silent: true });
      }),
    );
  }

  /** Loads the tree and the popular games. */
  load(): void {
    this.update({ phase: { status: 'loading' }, popularPhase: { status: 'loading' } });
    this.loads.next({ silent: false });
  }

  toggleSport(sportId: number): void {
    this.update({ expansion: toggleSportsMenuSport(this.store.value.expansion, sportId) });
  }

  /** Opens or closes a location; opening one whose leagues are unknown fetches them. */
  toggleLocation(sportId: number, locationId: number): void {
    const s = this.store.value;
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

  dispose(): void {
    this.subs.unsubscribe();
  }

  private update(patch: Partial<SportsMenuInternalState>): void {
    this.store.next({ ...this.store.value, ...patch });
  }

  private async fetchMenu(silent: boolean): Promise<() => void> {
    const [menu, popular] = await Promise.all([this.deps.gateway.loadSportsMenu(), this.deps.gateway.loadPopularFixtures()]);
    return () => {
      if (menu.ok) {
        this.loadedOnce = true;
        this.update({ phase: { status: 'ready' }, menu: sportsMenuFromRecords(menu.value), leaguesFailed: new Set() });
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
    const s = this.store.value;
    for (const sport of s.menu) {
      for (const loc of sport.locations) {
        const key = sportsMenuLocationKey(sport.sportId, loc.locationId);
        const settled = loc.leagues !== null || s.leaguesLoading.has(key) || s.leaguesFailed.has(key);
        if (settled || !isSportsMenuLocationOpen(s.expansion, sport.sportId, loc.locationId)) continue;
        this.update({ leaguesLoading: withKey(this.store.value.leaguesLoading, key, true) });
        this.leagueLoads.next({ sportId: sport.sportId, locationId: loc.locationId });
      }
    }
  }

  private async fetchLeagues(sportId: number, locationId: number): Promise<() => void> {
    const r = await this.deps.gateway.loadLeagues(sportId, locationId);
    return () => {
      const key = sportsMenuLocationKey(sportId, locationId);
      const s = this.store.value;
      this.update({
        leaguesLoading: withKey(s.leaguesLoading, key, false),
        leaguesFailed: withKey(s.leaguesFailed, key, !r.ok),
        ...(r.ok ? { menu: withSportsMenuLeagues(s.menu, sportId, locationId, r.value) } : {}),
      });
    };
  }
}
