import type { Observable } from 'rxjs';

/** The sidebar's sport > country > league tree and popular games (spec 3 "Sports menu"). */
export interface SidebarLeague {
  readonly leagueId: number;
  readonly name: string;
  readonly count: number;
}

export interface SidebarLocation {
  readonly locationId: number;
  readonly name: string;
  readonly count: number;
  readonly imagePath: string | null;
  readonly expanded: boolean;
  /** The location's leagues are being fetched (they load when it first opens). */
  readonly leaguesLoading: boolean;
  readonly leagues: readonly SidebarLeague[];
}

export interface SidebarSport {
  readonly sportId: number;
  readonly name: string;
  readonly count: number;
  readonly expanded: boolean;
  readonly locations: readonly SidebarLocation[];
}

export interface SidebarPopularGame {
  readonly fixtureId: number;
  readonly sportId: number;
  readonly sportName: string;
  readonly locationImagePath: string | null;
  readonly home: string;
  readonly away: string;
}

export interface SidebarSportsData {
  readonly sports: readonly SidebarSport[];
  readonly popular: readonly SidebarPopularGame[];
}

export const EMPTY_SIDEBAR_SPORTS: SidebarSportsData = { sports: [], popular: [] };

/**
 * What the sidebar needs from the sports menu view model: the tree (with which branches are
 * open) and the toggles. The model owns the expansion, so it can fetch a location's leagues
 * when it first opens.
 */
export interface SidebarSportsModel {
  readonly state$: Observable<SidebarSportsData>;
  toggleSport(sportId: number): void;
  toggleLocation(sportId: number, locationId: number): void;
}
