import { useEffect, useRef } from 'react';
import type { InboxView } from '@bet/core/inbox';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { Note } from '../design-system/parts.styles.js';
import { InboxList, type InboxListActions } from './InboxList.js';
import { INBOX_TEXTS as T } from './texts.js';
import { useInboxScreen, type InboxScreenCallbacks, type InboxScreenModel } from './use-inbox-screen.js';

export interface InboxDialogViewProps {
  readonly view: InboxView;
  readonly actions: InboxListActions;
  /** The close button, Escape and the backdrop: core decides whether the dialog may close. */
  readonly onRequestClose: () => void;
}

/** Pure memo dialog: the list with the unread count in the header. */
export function InboxDialogView({ view, actions, onRequestClose }: InboxDialogViewProps) {
  return (
    <ScreenDialog
      title={T.title}
      headerExtra={<Note data-testid="memo-unread-count">{T.unreadCount(view.unreadCount)}</Note>}
      onClose={onRequestClose}
      width="760px"
      testId="memo-dialog"
    >
      <InboxList view={view} actions={actions} />
    </ScreenDialog>
  );
}

export interface InboxDialogProps extends InboxScreenCallbacks {
  readonly viewModel: InboxScreenModel;
  /** Core let the dialog close (no unread message left): the shell closes its dialog. */
  readonly onClosed: () => void;
}

/**
 * The memo dialog on InboxViewModel. It is persistent (spec 2): every close request goes to
 * `requestCloseDialog`, which refuses with '읽지 않은 쪽지가 있습니다.' while unread messages
 * exist; only when core closes it does the shell's dialog close.
 */
export function InboxDialog({ viewModel, onClosed, ...callbacks }: InboxDialogProps) {
  const view = useInboxScreen(viewModel, callbacks);
  const onClosedRef = useRef(onClosed);
  onClosedRef.current = onClosed;
  const seenOpen = useRef(false);
  useEffect(() => {
    viewModel.openDialog();
    // Unmounted by the shell (a route change closes dialogs): stop polling for the dialog.
    return () => viewModel.deactivate();
  }, [viewModel]);
  const open = view?.dialogOpen ?? false;
  useEffect(() => {
    if (open) seenOpen.current = true;
    else if (seenOpen.current) {
      seenOpen.current = false;
      onClosedRef.current();
    }
  }, [open]);
  if (!view) return null;
  return <InboxDialogView view={view} actions={viewModel} onRequestClose={() => viewModel.requestCloseDialog()} />;
}
