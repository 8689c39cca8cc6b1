import type { ScreenAlert } from '../design-system/callbacks.js';
import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { Scoped, type DisposableViewModel } from '../design-system/use-scoped-view-model.js';
import { useAlertingView } from '../design-system/use-screen-view.js';
import { AttendancePanel, type AttendanceScreenModel } from './AttendancePage.js';
import { ATTENDANCE_TEXTS as T } from './texts.js';

import { ATTENDANCE_DIALOG_KINDS, type AttendanceDialogKind } from './dialog-kinds.js';

export { ATTENDANCE_DIALOG_KINDS, type AttendanceDialogKind };

export interface AttendanceDialogDeps {
  /** A fresh view model per opening, disposed when the dialog closes. */
  readonly createAttendance: () => AttendanceScreenModel & DisposableViewModel;
  readonly onAlert: ScreenAlert;
}

export interface AttendanceDialogProps {
  readonly viewModel: AttendanceScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onClose: () => void;
}

/** The page's check-in panel (month, button, calendar) in the screen-dialog frame. */
export function AttendanceDialog({ viewModel, onAlert, onClose }: AttendanceDialogProps) {
  const view = useAlertingView(viewModel, onAlert);
  return (
    <ScreenDialog title={T.title} onClose={onClose} width="640px" testId="attendance-dialog">
      {view ? <AttendancePanel view={view} actions={viewModel} /> : null}
    </ScreenDialog>
  );
}

export function attendanceDialogs(d: AttendanceDialogDeps): DialogRenderersOf<AttendanceDialogKind> {
  return {
    attendance: ({ close }) => (
      <Scoped create={d.createAttendance}>{(vm) => <AttendanceDialog viewModel={vm} onAlert={d.onAlert} onClose={close} />}</Scoped>
    ),
  };
}
