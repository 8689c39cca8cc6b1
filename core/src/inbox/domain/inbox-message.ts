import { domainError, fail, ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { INBOX_MESSAGES } from './inbox.messages.js';

/** A message (쪽지) to the member. `contents` is server HTML: the ui sanitises it before rendering. */
export interface InboxMessage {
  readonly id: number;
  readonly createdAt: string;
  readonly title: string;
  readonly contents: string;
  /** 0 unread, 1 read. */
  readonly confirmStatus: 0 | 1;
  readonly userDeleteFlg?: number;
  readonly visibility?: number;
}

export const INBOX_PAGE_SIZE = 10;
/** The list and the unread count are polled while the screen is open (spec 9). */
export const INBOX_POLL_MS = 5_000;

export const isInboxMessageUnread = (m: InboxMessage): boolean => m.confirmStatus === 0;

export const inboxBadge = (m: InboxMessage): string => (isInboxMessageUnread(m) ? INBOX_MESSAGES.badgeUnread : INBOX_MESSAGES.badgeRead);

/** The message after it was opened: unread turns read on opening (spec 4). */
export const markInboxMessageRead = (m: InboxMessage): InboxMessage => (m.confirmStatus === 1 ? m : { ...m, confirmStatus: 1 });

export type InboxRefusal = DomainError<'unreadNotDeletable' | 'nothingDeletableSelected' | 'unreadRemain'>;

/** Only read messages may be deleted. */
export function checkDeleteInboxMessage(m: InboxMessage): Result<number, InboxRefusal> {
  if (isInboxMessageUnread(m)) return fail(domainError('unreadNotDeletable', INBOX_MESSAGES.unreadNotDeletable));
  return ok(m.id);
}

/**
 * The selected messages that may be deleted (the read ones, in list order). Unread ones in the
 * selection are skipped; nothing left means the selection is refused.
 */
export function deletableInboxSelection(
  messages: readonly InboxMessage[],
  selectedIds: readonly number[],
): Result<readonly number[], InboxRefusal> {
  const selected = new Set(selectedIds);
  const ids = messages.filter((m) => selected.has(m.id) && !isInboxMessageUnread(m)).map((m) => m.id);
  if (ids.length === 0) return fail(domainError('nothingDeletableSelected', INBOX_MESSAGES.nothingDeletableSelected));
  return ok(ids);
}

/** The memo dialog is persistent: it cannot close while unread messages exist. */
export function checkCloseInbox(unreadCount: number): Result<void, InboxRefusal> {
  if (unreadCount > 0) return fail(domainError('unreadRemain', INBOX_MESSAGES.unreadOnClose));
  return ok(undefined);
}

/** Number of pages for `total` messages; at least 1 so an empty inbox still shows page 1. */
export const inboxPageCount = (total: number): number => Math.max(1, Math.ceil(Math.max(0, total) / INBOX_PAGE_SIZE));
