import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { INITIAL_POINT_LIST, pointListView, pointPageLoader, type PointListState, type PointListView } from './point-list.js';
import type { PointsGateway } from './points.gateway.js';

export interface PointHistoryView extends PointListView {
  readonly alert: string | null;
}

/** My page's point history (/mypage/point_history): every movement of the member's points, 10 a page. */
export class PointHistoryViewModel {
  private readonly store = createViewModelStore<PointListState>(INITIAL_POINT_LIST);
  readonly state$: Observable<PointHistoryView> = this.store.state$.pipe(map((s) => ({ ...pointListView(s), alert: s.alert })));
  private readonly load: (page: number) => void;

  constructor(deps: { readonly gateway: PointsGateway }) {
    this.load = pointPageLoader(this.store, deps.gateway, 'all');
    this.load(1);
  }

  goToPage(page: number): void {
    this.load(page);
  }

  /** Reloads the page shown (after a check-in elsewhere, or by the member). */
  reload(): void {
    this.load(this.store.get().page);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}
