// The memo list's screen state: what the inbox screens read, and its start.
import type { InboxMessage } from '../domain/inbox-message.js';
import type { InboxConfirm } from './inbox.commands.js';

export interface InboxView {
  readonly dialogOpen: boolean;
  readonly page: number;
  readonly pageCount: number;
  readonly totalCount: number;
  readonly messages: readonly InboxMessage[];
  readonly expandedId: number | null;
  readonly selectedIds: readonly number[];
  readonly unreadCount: number;
  readonly loading: boolean;
  /** A delete or mark-all-read call is in flight. */
  readonly busy: boolean;
  readonly confirm: InboxConfirm | null;
  readonly alert: string | null;
}

/** The list before the first load: closed, page 1, nothing selected. */
export const INITIAL_INBOX_VIEW: InboxView = {
  dialogOpen: false,
  page: 1,
  pageCount: 1,
  totalCount: 0,
  messages: [],
  expandedId: null,
  selectedIds: [],
  unreadCount: 0,
  loading: false,
  busy: false,
  confirm: null,
  alert: null,
};
