import { useViewModel } from '../design-system/use-view-model.js';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { DesktopHeader } from './DesktopHeader.js';
import { HeaderClock } from './HeaderClock.js';
import { useShellNavigation, useShellServices } from './shell-services.js';
import { useAuthButtons, useMemberActions } from './use-member-actions.js';

/** The desktop header on the session view model and the clock port. */
export function HeaderContainer() {
  const { session, clock } = useShellServices();
  const { pathname } = useShellNavigation();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const actions = useMemberActions(view);
  const auth = useAuthButtons(view, actions);
  return (
    <DesktopHeader pathname={pathname} clock={<HeaderClock clock={clock} />} auth={auth} onBoard={(kind) => actions.openBoard(kind)} />
  );
}
