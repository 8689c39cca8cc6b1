import { sportsLeagueHref, sportsListPathOf, sportsPopularHref, type SportsListPath } from '../domain/sports-links.js';
import {
  isSportsMenuLocationOpen,
  sportsMenuLocationKey,
  type SportsMenuExpansion,
  type SportsMenuSport,
  type SportsPopularRecord,
} from '../domain/sports-menu.js';
import type { SportsListPhase } from './sports-list.view.js';

export interface SportsMenuLeagueView {
  readonly leagueId: number;
  readonly nameKorean: string;
  readonly count: number;
  /** The current /korea or /europe with game_type=1, sportId, location, league. */
  readonly href: string;
}

/** unknown: not fetched yet (the location is closed); the others follow its league call. */
export type SportsMenuLeaguesStatus = 'unknown' | 'loading' | 'ready' | 'error';

export interface SportsMenuLocationView {
  readonly locationId: number;
  readonly sportId: number;
  readonly nameKorean: string;
  readonly imagePath: string | null;
  readonly count: number;
  readonly expanded: boolean;
  readonly leaguesStatus: SportsMenuLeaguesStatus;
  readonly leagues: readonly SportsMenuLeagueView[];
}

export interface SportsMenuSportView {
  readonly sportId: number;
  readonly nameKorean: string;
  readonly leagueCount: number;
  readonly count: number;
  readonly expanded: boolean;
  readonly locations: readonly SportsMenuLocationView[];
}

export interface SportsPopularView {
  readonly id: number;
  readonly sportId: number;
  readonly sportName: string;
  readonly locationImagePath: string | null;
  readonly homeName: string;
  readonly awayName: string;
  /** /europe?game_type=1&fixtureId={id}. */
  readonly href: string;
}

export type SportsMenuView = SportsListPhase & {
  readonly listPath: SportsListPath;
  readonly sports: readonly SportsMenuSportView[];
  readonly popularStatus: SportsListPhase['status'];
  readonly popular: readonly SportsPopularView[];
};

/** Everything the menu view model keeps; the view is derived from it. */
export interface SportsMenuInternalState {
  readonly phase: SportsListPhase;
  readonly menu: readonly SportsMenuSport[];
  readonly popularPhase: SportsListPhase;
  readonly popular: readonly SportsPopularRecord[];
  readonly expansion: SportsMenuExpansion;
  readonly leaguesLoading: ReadonlySet<string>;
  readonly leaguesFailed: ReadonlySet<string>;
  readonly currentPath: string;
  /** A menu answered at least once: the timer refreshes only from then on. */
  readonly loadedOnce: boolean;
}

function leaguesStatus(s: SportsMenuInternalState, sportId: number, locationId: number, known: boolean): SportsMenuLeaguesStatus {
  const key = sportsMenuLocationKey(sportId, locationId);
  if (s.leaguesLoading.has(key)) return 'loading';
  if (s.leaguesFailed.has(key)) return 'error';
  return known ? 'ready' : 'unknown';
}

export function toSportsMenuView(s: SportsMenuInternalState): SportsMenuView {
  return {
    ...s.phase,
    listPath: sportsListPathOf(s.currentPath),
    sports: s.menu.map((sport) => ({
      sportId: sport.sportId,
      nameKorean: sport.nameKorean,
      leagueCount: sport.leagueCount,
      count: sport.count,
      expanded: s.expansion.sports.has(sport.sportId),
      locations: sport.locations.map((loc) => ({
        locationId: loc.locationId,
        sportId: loc.sportId,
        nameKorean: loc.nameKorean,
        imagePath: loc.imagePath,
        count: loc.count,
        expanded: isSportsMenuLocationOpen(s.expansion, sport.sportId, loc.locationId),
        leaguesStatus: leaguesStatus(s, sport.sportId, loc.locationId, loc.leagues !== null),
        leagues: (loc.leagues ?? []).map((l) => ({
          ...l,
          href: sportsLeagueHref(s.currentPath, sport.sportId, loc.locationId, l.leagueId),
        })),
      })),
    })),
    popularStatus: s.popularPhase.status,
    popular: s.popular.map((p) => ({
      id: p.id,
      sportId: p.sportId,
      sportName: p.sportName,
      locationImagePath: p.locationImagePath,
      homeName: p.homeParticipantsNameKorean,
      awayName: p.awayParticipantsNameKorean,
      href: sportsPopularHref(p.id),
    })),
  };
}
