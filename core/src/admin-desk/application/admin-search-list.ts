import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { ADMIN_DESK_MESSAGES as M, ADMIN_PAGE_SIZE } from '../domain/admin-desk.messages.js';
import type { DeskMessagesModel } from './desk-actions.js';

/** The fields of a searched, paged back-office list (the list calls give no total). */
export interface SearchListModel<R> extends DeskMessagesModel {
  readonly search: string;
  readonly page: number;
  readonly loading: boolean;
  readonly rows: readonly R[];
}

/** The next page exists while this one is full. */
export const pagesOf = (page: number, full: boolean): number => (full ? page + 1 : page);

/** The view's side of a list: the fields as they are and the page count. */
export const searchListView = <R>(s: SearchListModel<R>) => ({
  search: s.search,
  page: s.page,
  pageCount: pagesOf(s.page, s.rows.length >= ADMIN_PAGE_SIZE),
  loading: s.loading,
  rows: s.rows,
});

export const EMPTY_SEARCH_LIST = { search: '', page: 1, loading: true, rows: [] } as const;

/**
 * The intents of a searched, paged list, composed into a back-office view model: type the
 * search text, search from the first page, go to a page. `fetch` reads one page (ADMIN_PAGE_SIZE
 * rows) with the model's search text and whatever filters the screen adds; the newest call wins.
 */
export function searchListIntents<R, S extends SearchListModel<R>>(
  store: ViewModelStore<S>,
  fetch: (page: number, perPage: number) => Promise<Result<readonly R[], ApiError>>,
) {
  const load = store.latest(
    (page: number) => fetch(page, ADMIN_PAGE_SIZE),
    (result) =>
      store.set((s) =>
        result.ok
          ? { ...s, loading: false, rows: result.value }
          : { ...s, loading: false, rows: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );
  const goToPage = (page: number): void => {
    store.set((s) => ({ ...s, loading: true, page }));
    load(page);
  };
  return {
    goToPage,
    setSearch: (search: string): void => store.set((s) => ({ ...s, search })),
    /** Lists the rows matching the search text, from the first page. */
    search: (): void => goToPage(1),
  };
}
