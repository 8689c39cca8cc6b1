import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { DeskMessagesModel } from './desk-actions.js';

/** The fields of a searched, paged back-office list (the list calls give no total). */
export interface DeskListModel<R> extends DeskMessagesModel {
  readonly search: string;
  readonly page: number;
  readonly loading: boolean;
  readonly rows: readonly R[];
}

export const deskListStart = <R>(): Omit<DeskListModel<R>, keyof DeskMessagesModel> => ({ search: '', page: 1, loading: true, rows: [] });

/** The page count of a list call that gives no total: the next page exists while this one is full. */
export const pagesOf = (page: number, full: boolean): number => (full ? page + 1 : page);

/** The list's part of a view: its fields and the page count (a next page while this one is full). */
export const deskListView = <R>(s: DeskListModel<R>, pageSize: number) => ({
  search: s.search,
  page: s.page,
  pageCount: pagesOf(s.page, s.rows.length >= pageSize),
  loading: s.loading,
  rows: s.rows,
});

/**
 * The list intents composed into a screen's view model: type a search, run it (page 1), go to a
 * page, reload the page shown. The newest load wins; a refusal empties the list and alerts.
 */
export function deskList<R, S extends DeskListModel<R>>(
  store: ViewModelStore<S>,
  loadPage: (page: number, search: string) => Promise<Result<readonly R[], ApiError>>,
) {
  const patch = (p: Partial<DeskListModel<R>>) => store.set(p as Partial<S>);
  const load = store.latest(
    (page: number) => loadPage(page, store.get().search),
    (result) =>
      patch(
        result.ok
          ? { loading: false, rows: result.value }
          : { loading: false, rows: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );
  const goToPage = (page: number): void => {
    patch({ loading: true, page });
    load(page);
  };
  return {
    setSearch: (search: string): void => patch({ search }),
    search: (): void => goToPage(1),
    goToPage,
    reload: (): void => goToPage(store.get().page),
  };
}
