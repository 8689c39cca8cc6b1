export {
  checkCloseInbox,
  checkDeleteInboxMessage,
  deletableInboxSelection,
  INBOX_PAGE_SIZE,
  INBOX_POLL_MS,
  inboxBadge,
  inboxPageCount,
  isInboxMessageUnread,
  markInboxMessageRead,
} from './domain/inbox-message.js';
export type { InboxMessage, InboxRefusal } from './domain/inbox-message.js';
export { INBOX_MESSAGES } from './domain/inbox.messages.js';
export { InboxGateway } from './application/inbox.gateway.js';
export { InboxViewModel } from './application/inbox.view-model.js';
export type { InboxView, InboxViewModelDeps } from './application/inbox.view-model.js';
export { INBOX_SUCCESS_TEXT } from './application/inbox.commands.js';
export type { InboxCommand, InboxConfirm } from './application/inbox.commands.js';
export { createApiInboxGateway } from './application/api-inbox-gateway.js';
