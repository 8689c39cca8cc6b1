import { useEffect } from 'react';
import { initialSessionModel, toSessionView, type SessionView } from '@bet/core/session';
import { useViewModel } from '../design-system/use-view-model.js';
import { useShellServices } from '../shell/shell-services.js';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { LoginDialog } from './LoginDialog.js';
import { SecondFactorForm, secondFactorTitle } from './SecondFactorForm.js';

/** What the dialog shows before the session view model's first value: core's view of a page just opened. */
const LOGGED_OUT: SessionView = toSessionView(initialSessionModel('/'));

/**
 * The login dialog on the session view model; it closes itself once the member is logged in.
 * After an operator's right password it shows the second step (enrolment or code) instead.
 */
export function LoginDialogContainer() {
  const { session, dialogs, signUp, links } = useShellServices();
  const view = useViewModel(session, LOGGED_OUT);
  useEffect(() => {
    if (view.status === 'loggedIn') dialogs.close('login');
  }, [view.status, dialogs]);
  const step = view.secondFactor;
  if (step) {
    const close = (): void => {
      session.cancelSecondFactor();
      dialogs.close('login');
    };
    return (
      <DialogFrame title={secondFactorTitle(step)} onClose={close}>
        <SecondFactorForm
          step={step}
          pending={view.loginPending}
          onSubmit={(code) => session.sendSecondFactor(code)}
          onBack={() => session.cancelSecondFactor()}
        />
      </DialogFrame>
    );
  }
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
