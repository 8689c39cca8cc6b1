import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { pointPageCount, POINTS_PER_PAGE, toPointRecordItem, type PointRecord, type PointRecordItem } from '../domain/point-record.js';
import type { PointHistoryScope, PointsGateway } from './points.gateway.js';

/** The paged list both point pages hold in their store. */
export interface PointListState {
  readonly page: number;
  readonly total: number;
  readonly rows: readonly PointRecord[];
  readonly loading: boolean;
  readonly alert: string | null;
}

export const INITIAL_POINT_LIST: PointListState = { page: 1, total: 0, rows: [], loading: true, alert: null };

/** What a point list draws. */
export interface PointListView {
  readonly items: readonly PointRecordItem[];
  readonly page: number;
  readonly pageCount: number;
  readonly total: number;
  readonly loading: boolean;
}

export const pointListView = (s: PointListState): PointListView => ({
  items: s.rows.map(toPointRecordItem),
  page: s.page,
  pageCount: pointPageCount(s.total),
  total: s.total,
  loading: s.loading,
});

/**
 * Loading a page into a store (composed into both view models, never inherited): the newest
 * request wins, a failure alerts the server's text or the default, and an empty page after a
 * delete falls back to the last page that still has rows.
 */
export function pointPageLoader<S extends PointListState>(
  store: ViewModelStore<S>,
  gateway: PointsGateway,
  scope: PointHistoryScope,
): (page: number) => void {
  const load = store.latest(
    async (page: number) => ({ page, result: await gateway.page(scope, page, POINTS_PER_PAGE) }),
    ({ page, result }) => {
      if (!result.ok) return store.set({ loading: false, alert: failureMessage(result.error) } as Partial<S>);
      const last = pointPageCount(result.value.total);
      if (result.value.rows.length === 0 && page > last) return load(last);
      store.set({ loading: false, page, total: result.value.total, rows: result.value.rows } as Partial<S>);
    },
  );
  return (page: number) => {
    store.set({ loading: true } as Partial<S>);
    load(Math.max(1, Math.floor(page)));
  };
}
