import type { Observable } from 'rxjs';
import { polledCommandList } from '../../shared/application/polled-command-list.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { produce, type Draft } from 'immer';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import {
  INBOX_PAGE_SIZE,
  INBOX_POLL_MS,
  checkCloseInbox,
  checkDeleteInboxMessage,
  deletableInboxSelection,
  inboxPageCount,
  isInboxMessageUnread,
  markInboxMessageRead,
  type InboxMessage,
} from '../domain/inbox-message.js';
import { INBOX_MESSAGES } from '../domain/inbox.messages.js';
import type { InboxGateway } from './inbox.gateway.js';
import { INBOX_SUCCESS_TEXT, type InboxCommand } from './inbox.commands.js';
import { INITIAL_INBOX_VIEW, type InboxView } from './inbox.view.js';

export type { InboxView } from './inbox.view.js';

export interface InboxViewModelDeps {
  readonly gateway: InboxGateway;
  readonly clock: Clock;
}

/** Memo list: paging, polling, read on open, guarded deletes, persistent dialog. */
export class InboxViewModel {
  private readonly store = createViewModelStore<InboxView>(INITIAL_INBOX_VIEW);
  readonly state$: Observable<InboxView> = this.store.state$;
  /** Read now and every INBOX_POLL_MS while open (page /mypage/message or the dialog); commands sent once. */
  private readonly list = polledCommandList(this.store, {
    ticks: () => this.deps.clock.every(INBOX_POLL_MS),
    load: (byPoll) => this.fetchPage(byPoll),
    execute: (c: InboxCommand) => this.execute(c),
  });
  readonly activate = this.list.start;
  readonly deactivate = this.list.stop;
  readonly acceptConfirm = this.list.accept;
  readonly cancelConfirm = this.list.cancel;
  readonly dismissAlert = this.list.dismissAlert;

  constructor(private readonly deps: InboxViewModelDeps) {}

  openDialog(): void {
    this.update((d) => {
      d.dialogOpen = true;
    });
    this.activate();
  }

  /** The dialog refuses to close while unread messages exist. */
  requestCloseDialog(): void {
    const check = checkCloseInbox(this.store.get().unreadCount);
    if (!check.ok) {
      this.update((d) => {
        d.alert = check.error.message;
      });
      return;
    }
    this.update((d) => {
      d.dialogOpen = false;
    });
    this.deactivate();
  }

  goToPage(page: number): void {
    const target = Math.min(Math.max(1, Math.floor(page)), this.store.get().pageCount);
    this.update((d) => {
      d.page = target;
      d.selectedIds = [];
      d.expandedId = null;
    });
    this.list.reload(false);
  }

  /** Expands or collapses a message; opening an unread one marks it read and refreshes the count. */
  toggleExpand(id: number): void {
    const message = this.store.get().messages.find((m) => m.id === id);
    if (!message) return;
    const opening = this.store.get().expandedId !== id;
    this.update((d) => {
      d.expandedId = opening ? id : null;
    });
    if (opening && isInboxMessageUnread(message)) void this.markRead(id);
  }

  toggleSelect(id: number): void {
    this.update((d) => {
      d.selectedIds = d.selectedIds.includes(id) ? d.selectedIds.filter((x) => x !== id) : [...d.selectedIds, id];
    });
  }

  /** Selects every message of the page, or clears the selection when all are selected. */
  toggleSelectAll(): void {
    this.update((d) => {
      d.selectedIds = d.selectedIds.length === d.messages.length ? [] : d.messages.map((m) => m.id);
    });
  }

  deleteOne(id: number): void {
    const message = this.store.get().messages.find((m) => m.id === id);
    if (!message) return;
    const check = checkDeleteInboxMessage(message);
    if (!check.ok) return this.list.alert(check.error.message);
    this.list.ask({ kind: 'deleteOne', id }, INBOX_MESSAGES.confirmDeleteOne);
  }

  deleteSelected(): void {
    const { messages, selectedIds } = this.store.get();
    const check = deletableInboxSelection(messages, selectedIds);
    if (!check.ok) return this.list.alert(check.error.message);
    this.list.ask({ kind: 'deleteSelected', ids: check.value }, INBOX_MESSAGES.confirmDeleteSelected(check.value.length));
  }

  deleteAllRead(): void {
    this.list.ask({ kind: 'deleteAllRead' }, INBOX_MESSAGES.confirmDeleteAllRead);
  }

  markAllRead(): void {
    this.list.command({ kind: 'markAllRead' });
  }

  dispose(): void {
    this.deactivate();
    this.store.dispose();
  }

  private async markRead(id: number): Promise<void> {
    const r = await this.deps.gateway.markRead(id);
    if (!r.ok) return this.list.alert(failureMessage(r.error));
    this.update((d) => {
      d.messages = d.messages.map((m) => (m.id === id ? markInboxMessageRead(m) : m));
    });
    const unread = await this.deps.gateway.unreadCount();
    if (unread.ok)
      this.update((d) => {
        d.unreadCount = unread.value;
      });
  }

  private async execute(command: InboxCommand): Promise<void> {
    this.update((d) => {
      d.busy = true;
    });
    const r = await this.send(command);
    this.update((d) => {
      d.busy = false;
      d.alert = r.ok ? INBOX_SUCCESS_TEXT[command.kind] : failureMessage(r.error);
      if (r.ok) d.selectedIds = [];
    });
    if (r.ok) this.list.reload(false);
  }

  private send(command: InboxCommand): Promise<Result<void, ApiError>> {
    const g = this.deps.gateway;
    switch (command.kind) {
      case 'deleteOne':
        return g.deleteOne(command.id);
      case 'deleteSelected':
        return g.deleteMany(command.ids);
      case 'deleteAllRead':
        return g.deleteAllRead();
      case 'markAllRead':
        return g.markAllRead();
    }
  }

  /** Loads count, page and unread count together; returns the state change to apply. */
  private async fetchPage(byPoll: boolean): Promise<() => void> {
    const g = this.deps.gateway;
    const page = this.store.get().page;
    this.update((d) => {
      d.loading = true;
    });
    const [count, list, unread] = await Promise.all([g.count(byPoll), g.list(page, INBOX_PAGE_SIZE, byPoll), g.unreadCount(byPoll)]);
    return () => {
      // Only a load the member asked for reports a failure; a failed poll keeps the last list without nagging.
      this.applyPage(count, list, unread, !byPoll);
      // A delete can empty the last page: step back to the new last page.
      const v = this.store.get();
      if (v.page > v.pageCount) this.goToPage(v.pageCount);
    };
  }

  private applyPage(
    count: Result<number, ApiError>,
    list: Result<readonly InboxMessage[], ApiError>,
    unread: Result<number, ApiError>,
    announceFailure: boolean,
  ): void {
    this.update((d) => {
      d.loading = false;
      if (count.ok) {
        d.totalCount = count.value;
        d.pageCount = inboxPageCount(count.value);
      }
      if (list.ok) d.messages = [...list.value];
      if (unread.ok) d.unreadCount = unread.value;
      const failed = [count, list, unread].find((r) => !r.ok);
      if (announceFailure && failed && !failed.ok) d.alert = failureMessage(failed.error);
    });
  }

  private update(recipe: (draft: Draft<InboxView>) => void): void {
    this.store.set((view) => produce(view, recipe));
  }
}
