import type { InboxView, InboxViewModel } from '@bet/core/inbox';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { useConfirmingView } from '../design-system/use-screen-view.js';

/** InboxViewModel as the memo screens use it (the real class satisfies it). */
export type InboxScreenModel = Pick<
  InboxViewModel,
  | 'state$'
  | 'activate'
  | 'deactivate'
  | 'openDialog'
  | 'requestCloseDialog'
  | 'goToPage'
  | 'toggleExpand'
  | 'toggleSelect'
  | 'toggleSelectAll'
  | 'deleteOne'
  | 'deleteSelected'
  | 'deleteAllRead'
  | 'markAllRead'
  | 'acceptConfirm'
  | 'cancelConfirm'
  | 'dismissAlert'
>;

export interface InboxScreenCallbacks {
  /** The shell's alert dialog (e.g. '읽지 않은 쪽지가 있습니다.'). */
  readonly onAlert: ScreenAlert;
  /** The shell's confirm dialog (delete one, selected, all read). */
  readonly onConfirm: ScreenConfirm;
}

/** The memo view, its alerts and confirms handed to the shell (only while `forwarding`). */
export function useInboxScreen(
  viewModel: InboxScreenModel,
  { onAlert, onConfirm }: InboxScreenCallbacks,
  forwarding = true,
): InboxView | null {
  return useConfirmingView(viewModel, onAlert, onConfirm, forwarding);
}
