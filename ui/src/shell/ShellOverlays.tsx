import { AlertDialog } from '../dialogs/AlertDialog.js';
import { DialogHost } from '../dialogs/DialogHost.js';
import { SESSION_VIEW_BEFORE_LOAD } from '../dialogs/LoginDialogContainer.js';
import { useViewModel } from '../shared/use-view-model.js';
import { useShellServices } from './shell-services.js';

/** Dialogs, queued alerts and the session's own alert (logout reasons, login failures). */
export function ShellOverlays() {
  const { session } = useShellServices();
  const view = useViewModel(session, SESSION_VIEW_BEFORE_LOAD);
  return (
    <>
      <DialogHost />
      {view.alert ? <AlertDialog message={view.alert} onOk={() => session.dismissAlert()} /> : null}
    </>
  );
}
