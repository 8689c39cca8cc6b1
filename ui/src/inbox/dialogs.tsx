import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { InboxDialog } from './InboxDialog.js';
import type { InboxScreenModel } from './use-inbox-screen.js';

/** The memo box as a dialog (the header's 쪽지 button). */
export const INBOX_DIALOG_KINDS = ['memo'] as const;
export type InboxDialogKind = (typeof INBOX_DIALOG_KINDS)[number];

export interface InboxDialogDeps {
  readonly inbox: InboxScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

export function inboxDialogs(d: InboxDialogDeps): DialogRenderersOf<InboxDialogKind> {
  return {
    // Persistent: core closes it only when no unread message is left, then the shell's dialog closes.
    memo: ({ close }) => <InboxDialog viewModel={d.inbox} onAlert={d.onAlert} onConfirm={d.onConfirm} onClosed={close} />,
  };
}
