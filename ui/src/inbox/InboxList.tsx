import { Fragment } from 'react';
import { inboxBadge, isInboxMessageUnread, type InboxView } from '@bet/core/inbox';
import { ListPager } from '../design-system/Pager.js';
import { SafeHtml } from '../design-system/SafeHtml.js';
import { Badge, Empty, SmallButton, Table, Toolbar } from '../design-system/parts.styles.js';
import { BodyCell, DateCell, TitleButton, TitleCell } from './InboxList.styles.js';
import { INBOX_TEXTS as T } from './texts.js';

/** The intents the memo list sends (InboxViewModel has them all). */
export interface InboxListActions {
  goToPage(page: number): void;
  toggleExpand(id: number): void;
  toggleSelect(id: number): void;
  toggleSelectAll(): void;
  deleteOne(id: number): void;
  deleteSelected(): void;
  deleteAllRead(): void;
  markAllRead(): void;
}

export interface InboxListProps {
  readonly view: InboxView;
  readonly actions: InboxListActions;
}

const COLUMN_COUNT = 6;

/**
 * Spec 2 inbox table: checkbox, date-time, title, expand, status, delete; 10 a page. Opening a
 * message shows its sanitised HTML body (and core marks it read); deletes go through core's checks.
 */
export function InboxList({ view, actions }: InboxListProps) {
  const { messages, selectedIds, expandedId, busy } = view;
  const allSelected = messages.length > 0 && selectedIds.length === messages.length;
  return (
    <div data-testid="memo-list">
      <Toolbar>
        <SmallButton type="button" data-testid="memo-mark-all-read" disabled={busy} onClick={() => actions.markAllRead()}>
          {T.markAllRead}
        </SmallButton>
        <SmallButton type="button" data-testid="memo-delete-selected" disabled={busy} onClick={() => actions.deleteSelected()}>
          {T.deleteSelected}
        </SmallButton>
        <SmallButton type="button" $danger data-testid="memo-delete-all" disabled={busy} onClick={() => actions.deleteAllRead()}>
          {T.deleteAllRead}
        </SmallButton>
      </Toolbar>
      <Table>
        <thead>
          <tr>
            <th>
              <input
                type="checkbox"
                aria-label={T.selectAll}
                data-testid="memo-select-all"
                checked={allSelected}
                onChange={() => actions.toggleSelectAll()}
              />
            </th>
            <th>{T.columns.date}</th>
            <th>{T.columns.title}</th>
            <th>{T.columns.expand}</th>
            <th>{T.columns.status}</th>
            <th>{T.columns.delete}</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((m) => {
            const unread = isInboxMessageUnread(m);
            const open = expandedId === m.id;
            return (
              <Fragment key={m.id}>
                <tr data-testid="memo-row" data-message-id={m.id} data-unread={unread ? 'true' : 'false'}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={T.select(m.title)}
                      data-testid="memo-select"
                      checked={selectedIds.includes(m.id)}
                      onChange={() => actions.toggleSelect(m.id)}
                    />
                  </td>
                  <DateCell>{m.createdAt}</DateCell>
                  <TitleCell>
                    <TitleButton type="button" $unread={unread} aria-expanded={open} onClick={() => actions.toggleExpand(m.id)}>
                      {m.title}
                    </TitleButton>
                  </TitleCell>
                  <td>
                    <SmallButton type="button" data-testid="memo-expand" aria-expanded={open} onClick={() => actions.toggleExpand(m.id)}>
                      {open ? T.collapse : T.expand}
                    </SmallButton>
                  </td>
                  <td>
                    <Badge $tone={unread ? 'strong' : 'muted'} data-testid="memo-badge">
                      {inboxBadge(m)}
                    </Badge>
                  </td>
                  <td>
                    <SmallButton type="button" $danger data-testid="memo-delete" disabled={busy} onClick={() => actions.deleteOne(m.id)}>
                      {T.delete}
                    </SmallButton>
                  </td>
                </tr>
                {open ? (
                  <tr>
                    <BodyCell colSpan={COLUMN_COUNT} data-testid="memo-body">
                      <SafeHtml html={m.contents} />
                    </BodyCell>
                  </tr>
                ) : null}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
      {messages.length === 0 ? <Empty>{view.loading ? T.loading : T.empty}</Empty> : null}
      <ListPager list={view} onPage={(p) => actions.goToPage(p)} label={T.pager} />
    </div>
  );
}
