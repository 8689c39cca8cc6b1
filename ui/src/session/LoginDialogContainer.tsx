import { useEffect } from 'react';
import type { SessionView } from '@bet/core';
import { useViewModel } from '../design-system/use-view-model.js';
import { useShellServices } from '../shell/shell-services.js';
import { LoginDialog } from './LoginDialog.js';

const LOGGED_OUT: SessionView = {
  status: 'loggedOut',
  settings: null,
  banks: [],
  location: '/',
  loginPending: false,
  captcha: null,
  alert: null,
  blankPage: false,
};

/** The login dialog on the session view model; it closes itself once the member is logged in. */
export function LoginDialogContainer() {
  const { session, dialogs, signUp, links } = useShellServices();
  const view = useViewModel(session, LOGGED_OUT);
  useEffect(() => {
    if (view.status === 'loggedIn') dialogs.close('login');
  }, [view.status, dialogs]);
  return (
    <LoginDialog
      pending={view.loginPending}
      captcha={view.captcha}
      onRefreshCaptcha={() => void session.refreshCaptcha()}
      onLogin={(userId, password, captchaCode) => session.login(userId, password, captchaCode)}
      onJoin={() => {
        dialogs.close('login');
        void signUp.open();
      }}
      onNonMemberInquiry={() => dialogs.open('nonMemberInquiry')}
      onClose={() => dialogs.close('login')}
      supportChannelUrl={links.supportChannel}
    />
  );
}

export { LOGGED_OUT as SESSION_VIEW_BEFORE_LOAD };
