import type { SessionView } from '@bet/core/session';
import type { SignUpView } from '@bet/core/sign-up';
import { useViewModel } from '../design-system/use-view-model.js';
import { useShellServices } from '../shell/shell-services.js';
import { AlertDialog } from '../shell/AlertDialog.js';
import { JoinConfirmDialog } from './JoinConfirmDialog.js';
import { JoinDialog } from './JoinDialog.js';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { ReferralCodeDialog } from './ReferralCodeDialog.js';

const CLOSED: SignUpView = { status: 'closed', alert: null };

/** The join flow of spec 4 on the sign-up view model: referral code, join form, confirmation. */
export function SignUpDialogs() {
  const { signUp, session } = useShellServices();
  const view = useViewModel(signUp, CLOSED);
  const sessionView: SessionView = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  const close = (): void => signUp.close();
  const alert = view.alert ? <AlertDialog message={view.alert} onOk={() => signUp.dismissAlert()} /> : null;
  switch (view.status) {
    case 'closed':
      return alert;
    case 'referral':
      return (
        <>
          <ReferralCodeDialog
            code={view.code}
            placeholder={view.placeholder}
            error={view.error}
            busy={view.busy}
            onChange={(code) => signUp.setReferralCode(code)}
            onNext={() => signUp.submitReferralCode()}
            onClose={close}
          />
          {alert}
        </>
      );
    case 'form':
      return (
        <>
          <JoinDialog
            step={view}
            banks={sessionView.banks}
            onField={(field, value) => signUp.setField(field, value)}
            onCheckUserId={() => signUp.checkUserId()}
            onCheckNickname={() => signUp.checkNickname()}
            onRefreshCaptcha={() => signUp.refreshCaptcha()}
            onSubmit={() => signUp.submit()}
            onClose={close}
          />
          {alert}
        </>
      );
    case 'done':
      return <JoinConfirmDialog message={view.message} onClose={close} />;
  }
}
