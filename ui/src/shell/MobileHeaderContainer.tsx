import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { MobileHeader } from './MobileHeader.js';
import { useShellServices } from './shell-services.js';
import { memberSummary, useMemberActions, usdText } from './use-member-actions.js';

/** The mobile header on the session view model. */
export function MobileHeaderContainer() {
  const { session, dialogs } = useShellServices();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const actions = useMemberActions(view);
  return (
    <MobileHeader
      member={memberSummary(view)}
      usdText={usdText(view)}
      onLeftMenu={() => dialogs.tap('mobileMenuLeft')}
      onRightMenu={() => dialogs.tap('mobileMenuRight')}
      onConvert={() => actions.openForMember('moneyConversion')}
      onMyPage={() => actions.openForMember('simpleMyPage')}
      onLogin={actions.openLogin}
      onJoin={() => actions.openJoin('standard')}
      onTetherJoin={() => actions.openJoin('usdtSimple')}
    />
  );
}
