import { map } from 'rxjs';
import type { SportsMenuView, SportsMenuViewModel } from '@bet/core/sports';
import type { SidebarSportsData, SidebarSportsModel } from '@bet/ui';

/** Core's sidebar menu view as the shell's sidebar draws it. */
export function toSidebarSports(view: SportsMenuView): SidebarSportsData {
  return {
    sports: view.sports.map((s) => ({
      sportId: s.sportId,
      name: s.nameKorean,
      count: s.count,
      expanded: s.expanded,
      locations: s.locations.map((l) => ({
        locationId: l.locationId,
        name: l.nameKorean,
        count: l.count,
        imagePath: l.imagePath,
        expanded: l.expanded,
        leaguesLoading: l.leaguesStatus === 'loading',
        leagues: l.leagues.map((g) => ({ leagueId: g.leagueId, name: g.nameKorean, count: g.count })),
      })),
    })),
    popular: view.popular.map((p) => ({
      fixtureId: p.id,
      sportId: p.sportId,
      sportName: p.sportName,
      locationImagePath: p.locationImagePath,
      home: p.homeName,
      away: p.awayName,
    })),
  };
}

/** The sports menu view model behind the shell's sidebar (main.tsx loads it once; core refreshes it). */
export function sidebarSportsOf(vm: SportsMenuViewModel): SidebarSportsModel {
  return {
    state$: vm.state$.pipe(map(toSidebarSports)),
    toggleSport: (id) => vm.toggleSport(id),
    toggleLocation: (sportId, locationId) => vm.toggleLocation(sportId, locationId),
  };
}
