import type { BetSlipViewModel } from '@bet/core/bet-slip';
import type { SessionRouteDecision, SessionViewModel } from '@bet/core/session';
import type { SignUpViewModel } from '@bet/core/sign-up';
import type { SportsMenuViewModel } from '@bet/core/sports';
import type { DialogSwitch } from './dialog-switch.js';

export interface RouteSyncDeps {
  readonly session: SessionViewModel;
  readonly signUp: SignUpViewModel;
  readonly betSlip: BetSlipViewModel;
  readonly dialogs: DialogSwitch;
  readonly sportsMenu?: Pick<SportsMenuViewModel, 'setCurrentPath'>;
}

/**
 * What happens on every navigation, in order (spec 2 and 4), kept free of React so it can be
 * tested alone:
 * 1. the session's route guard runs (marker refresh, settings refetch); a redirect is returned
 *    for the router to follow, and nothing else happens for the refused location;
 * 2. popups close (the dialog switch and the join flow);
 * 3. the bet slip hears `routeChanged(from, to)` (bet365 and mini-game picks go, game path follows);
 * 4. the sidebar's league links follow /korea or /europe;
 * 5. a `joinCd` query opens the join flow with that code (spec 4).
 */
export class RouteSync {
  private previousPath: string | null = null;
  private lastJoinCode: string | null = null;

  constructor(private readonly deps: RouteSyncDeps) {}

  /** Runs the steps for `pathname + search`; answers the guard's decision. */
  enter(pathname: string, search: string): SessionRouteDecision {
    const decision = this.deps.session.navigate(`${pathname}${search}`);
    if (decision.kind === 'redirect') return decision;
    this.deps.dialogs.closeAll();
    this.deps.signUp.close();
    this.deps.betSlip.routeChanged(this.previousPath ?? pathname, pathname);
    this.previousPath = pathname;
    this.deps.sportsMenu?.setCurrentPath(pathname);
    const joinCode = new URLSearchParams(search).get('joinCd')?.trim() ?? '';
    if (joinCode !== '' && joinCode !== this.lastJoinCode) void this.deps.signUp.openWithJoinCode(joinCode);
    this.lastJoinCode = joinCode === '' ? null : joinCode;
    return decision;
  }
}
