import { AlertDialog } from './AlertDialog.js';
import { DialogHost } from './DialogHost.js';
import { SESSION_VIEW_BEFORE_LOAD } from '../session/LoginDialogContainer.js';
import { useViewModel } from '../design-system/use-view-model.js';
import { MoneyRetryNotice } from './MoneyRetryNotice.js';
import { useShellServices } from './shell-services.js';

/** Dialogs, queued alerts, the session's own alert (logout reasons, login failures) and money retries. */
export function ShellOverlays() {
  const { session } = useShellServices();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  return (
    <>
      <DialogHost />
      <MoneyRetryNotice />
      {view.alert ? <AlertDialog message={view.alert} onOk={() => session.dismissAlert()} /> : null}
    </>
  );
}
