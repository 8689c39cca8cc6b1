import { map, type Observable } from 'rxjs';
import { failureMessage } from '../../shared/domain/api-error.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { REFERRALS_MESSAGES as M, REFERRALS_PER_PAGE } from '../domain/referrals.messages.js';
import type { MyReferral, ReferralsGateway } from './referrals.gateway.js';

export interface MyReferralsView {
  readonly loading: boolean;
  readonly total: number;
  readonly items: readonly MyReferral[];
  readonly page: number;
  readonly pageCount: number;
  readonly alert: string | null;
}

interface MyReferralsModel {
  readonly loading: boolean;
  readonly total: number;
  readonly items: readonly MyReferral[];
  readonly page: number;
  readonly alert: string | null;
}

const toView = (s: MyReferralsModel): MyReferralsView => ({
  ...s,
  pageCount: Math.max(1, Math.ceil(s.total / REFERRALS_PER_PAGE)),
});

/** /mypage/recommender: the members who signed up with the member's code, 10 a page, read only. */
export class MyReferralsViewModel {
  private readonly store = createViewModelStore<MyReferralsModel>({ loading: true, total: 0, items: [], page: 1, alert: null });
  readonly state$: Observable<MyReferralsView> = this.store.state$.pipe(map(toView));
  /** Jumping between pages keeps only the last page's answer. */
  private readonly load = this.store.latest(
    (page: number) => this.deps.gateway.myReferrals(page, REFERRALS_PER_PAGE),
    (result) =>
      this.store.set(
        result.ok
          ? { loading: false, total: result.value.total, items: result.value.list }
          : { loading: false, items: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );

  constructor(private readonly deps: { readonly gateway: ReferralsGateway }) {
    this.goToPage(1);
  }

  goToPage(page: number): void {
    this.store.set({ loading: true, page });
    this.load(page);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}
