export { InboxList, type InboxListActions, type InboxListProps } from './InboxList.js';
export { InboxDialog, InboxDialogView, type InboxDialogProps, type InboxDialogViewProps } from './InboxDialog.js';
export { InboxPage, type InboxPageProps } from './InboxPage.js';
export type { InboxScreenModel, InboxScreenCallbacks } from './use-inbox-screen.js';
export { INBOX_TEXTS } from './texts.js';
export { INBOX_DIALOG_KINDS, inboxDialogs, type InboxDialogDeps, type InboxDialogKind } from './dialogs.js';
