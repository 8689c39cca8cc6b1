import type { ReactNode } from 'react';
import { isShellDialog, type DialogSwitchState } from './dialog-switch.js';
import type { QueuedAlert } from './alert-queue.js';
import { useObservable } from '../design-system/use-view-model.js';
import { useShellServices } from './shell-services.js';
import { AlertDialog } from './AlertDialog.js';
import { ConfirmDialog } from './ConfirmDialog.js';
import { CustomerCenterDialog } from './CustomerCenterDialog.js';
import { LoginDialogContainer } from '../session/LoginDialogContainer.js';
import { SignUpDialogs } from '../sign-up/SignUpDialogs.js';

const NO_DIALOG: DialogSwitchState = { enabled: true, current: null };
const NO_ALERTS: readonly QueuedAlert[] = [];

/** The open dialog (one at a time), the join flow, and above them the first queued alert. */
export function DialogHost() {
  const { dialogs, alerts, dialogRenderers } = useShellServices();
  const { current } = useObservable(dialogs.state$, NO_DIALOG);
  const queue = useObservable(alerts.state$, NO_ALERTS);
  const controls = { close: () => dialogs.close(), toggle: () => dialogs.toggle() };
  const top = queue[0];

  let dialog: ReactNode = null;
  if (current === 'login') dialog = <LoginDialogContainer />;
  else if (current === 'customerCenter') dialog = <CustomerCenterDialog onClose={controls.close} onBoard={(kind) => dialogs.open(kind)} />;
  // The mobile menus are drawn by SiteShell beside the page, not as a dialog body.
  else if (current !== null && !isShellDialog(current)) dialog = dialogRenderers[current](controls);

  return (
    <>
      {dialog}
      <SignUpDialogs />
      {top?.kind === 'alert' ? <AlertDialog key={top.id} message={top.message} onOk={() => alerts.resolve(top.id, true)} /> : null}
      {top?.kind === 'confirm' ? (
        <ConfirmDialog
          key={top.id}
          message={top.message}
          onOk={() => alerts.resolve(top.id, true)}
          onCancel={() => alerts.resolve(top.id, false)}
        />
      ) : null}
    </>
  );
}
