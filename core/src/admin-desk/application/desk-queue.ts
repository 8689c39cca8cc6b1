import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_PAGE_SIZE, ADMIN_QUEUE_POLL_MS } from '../domain/admin-desk.messages.js';
import type { DeskMessagesModel } from './desk-actions.js';
import { pagesOf } from './desk-list.js';

/** The fields of a live request queue (the won queue, the USDT queue): a status tab, paged, polled. */
export interface DeskQueueModel<Status, Row extends { readonly id: number }> extends DeskMessagesModel {
  readonly status: Status;
  readonly page: number;
  readonly loading: boolean;
  readonly rows: readonly Row[];
  /** Ids of every request shown since the screen opened (a row not among them is new). */
  readonly seen: readonly number[];
  /** Requests that arrived while the screen was open (marked until it closes). */
  readonly fresh: readonly number[];
}

/** A queue's fields when the screen opens: the first status tab, page 1, loading. */
export const deskQueueStart = <Status>(status: Status) => ({ status, page: 1, loading: true, rows: [], seen: [], fresh: [] });

/** The queue's part of a view: its fields, the page count (a next page while this one is full) and each row's `fresh` mark. */
export const deskQueueView = <Status, Row extends { readonly id: number }>(s: DeskQueueModel<Status, Row>) => ({
  status: s.status,
  page: s.page,
  pageCount: pagesOf(s.page, s.rows.length >= ADMIN_PAGE_SIZE),
  loading: s.loading,
  rows: s.rows.map((r) => ({ ...r, fresh: s.fresh.includes(r.id) })),
});

/**
 * The queue intents composed into a screen's view model, and its poll: the page shown is read
 * again every ADMIN_QUEUE_POLL_MS on the Clock (the admin API has no stream of its own, and a
 * browser's SSE connections are scarce), so a member's new request appears without a reload,
 * marked new. Opens page 1 at once.
 *
 * `readPage`'s `background` is true for the poll's reads (and the quiet re-read after a decision):
 * they go out marked as background polls and so never keep the operator's session alive; an
 * open queue still reaches the 30-minute idle limit (issue 11). A session refusal (the idle
 * limit's 556...) is the Session feature's to say, so the queue adds no alert of its own.
 */
export function deskQueue<Status, Row extends { readonly id: number }, S extends DeskQueueModel<Status, Row>>(
  store: ViewModelStore<S>,
  clock: Clock,
  readPage: (status: Status, page: number, perPage: number, background: boolean) => Promise<Result<readonly Row[], ApiError>>,
) {
  const load = store.latest(
    async (status: Status, page: number, background: boolean) => ({
      background,
      result: await readPage(status, page, ADMIN_PAGE_SIZE, background),
    }),
    ({ background, result }) => {
      if (!result.ok) {
        const alert = result.error.kind === 'session' ? null : failureMessage(result.error, M.loadFailed);
        store.set((s) => ({ ...s, loading: false, alert: alert ?? s.alert }));
        return;
      }
      store.set((s) => {
        const unseen = result.value.map((r) => r.id).filter((id) => !s.seen.includes(id));
        // Only a re-read marks: the rows of a page the operator turned to are not new arrivals.
        return {
          ...s,
          loading: false,
          rows: result.value,
          seen: [...s.seen, ...unseen],
          fresh: background ? [...s.fresh, ...unseen] : s.fresh,
        };
      });
    },
  );
  const goToPage = (page: number): void => {
    store.set({ loading: true, page } as Partial<S>);
    load(store.get().status, page, false);
  };
  const queue = {
    setStatus(status: Status): void {
      store.set({ status } as Partial<S>);
      goToPage(1);
    },
    goToPage,
    /** Reads the page shown again, quietly (the poll, and after a decision). */
    reload(): void {
      const { status, page } = store.get();
      load(status, page, true);
    },
  };
  goToPage(1);
  store.own(clock.every(ADMIN_QUEUE_POLL_MS).subscribe(() => queue.reload()));
  return queue;
}
