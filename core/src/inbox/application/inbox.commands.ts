import type { PendingConfirm } from '../../shared/application/confirm-intents.js';
import { INBOX_MESSAGES } from '../domain/inbox.messages.js';

/** A state-changing call the member asked for. */
export type InboxCommand =
  | { readonly kind: 'deleteOne'; readonly id: number }
  | { readonly kind: 'deleteSelected'; readonly ids: readonly number[] }
  | { readonly kind: 'deleteAllRead' }
  | { readonly kind: 'markAllRead' };

/** A question waiting for the member's OK; the command runs only on `acceptConfirm`. */
export type InboxConfirm = PendingConfirm<InboxCommand>;

/** What the member reads after a command succeeds. */
export const INBOX_SUCCESS_TEXT: Readonly<Record<InboxCommand['kind'], string>> = {
  deleteOne: INBOX_MESSAGES.deleted,
  deleteSelected: INBOX_MESSAGES.deleted,
  deleteAllRead: INBOX_MESSAGES.deletionFinished,
  markAllRead: INBOX_MESSAGES.allMarkedRead,
};
