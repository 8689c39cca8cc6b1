import { EMPTY } from 'rxjs';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { useObservable, useViewModel } from '../design-system/use-view-model.js';
import { LeftSidebar } from './LeftSidebar.js';
import { useShellNavigation, useShellServices } from './shell-services.js';
import { EMPTY_SIDEBAR_SPORTS, type SidebarSportsModel } from './sidebar-data.js';
import { useMemberActions } from './use-member-actions.js';
import { leagueLocation, popularGameLocation, searchLocation } from './visibility.js';

const NO_SPORTS: SidebarSportsModel = { state$: EMPTY, toggleSport: () => undefined, toggleLocation: () => undefined };

/** The sidebar on the sports menu model (when the app has one), the session and the router. */
export function LeftSidebarContainer() {
  const { session, clock, links, sidebarSports } = useShellServices();
  const sports = sidebarSports ?? NO_SPORTS;
  const { pathname, navigate } = useShellNavigation();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const actions = useMemberActions(view);
  const data = useObservable(sports.state$, EMPTY_SIDEBAR_SPORTS);
  return (
    <LeftSidebar
      data={data}
      links={links}
      onSearch={(text) => navigate(searchLocation(text, clock.now()))}
      onAttendance={() => actions.openForMember('attendance')}
      onRoulette={() => actions.openForMember('roulette')}
      onLeague={(sportId, locationId, leagueId) => navigate(leagueLocation(pathname, sportId, locationId, leagueId))}
      onPopular={(fixtureId) => navigate(popularGameLocation(fixtureId))}
      onToggleSport={(id) => sports.toggleSport(id)}
      onToggleLocation={(s, l) => sports.toggleLocation(s, l)}
    />
  );
}
