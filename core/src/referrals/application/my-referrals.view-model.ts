import { map, type Observable } from 'rxjs';
import { failureMessage } from '../../shared/domain/api-error.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { REFERRALS_MESSAGES as M, REFERRALS_PER_PAGE } from '../domain/referrals.messages.js';
import { joinLinkOf, type JoinLink } from '../domain/join-link.js';
import type { MyReferral, ReferralsGateway } from './referrals.gateway.js';

export interface MyReferralsView {
  readonly loading: boolean;
  readonly total: number;
  readonly items: readonly MyReferral[];
  readonly page: number;
  readonly pageCount: number;
  /** The member's join links (their codes on this site's address), each with a copy button. */
  readonly joinLinks: readonly JoinLink[];
  readonly alert: string | null;
}

interface MyReferralsModel {
  readonly loading: boolean;
  readonly total: number;
  readonly items: readonly MyReferral[];
  readonly page: number;
  readonly joinLinks: readonly JoinLink[];
  readonly alert: string | null;
}

const toView = (s: MyReferralsModel): MyReferralsView => ({
  ...s,
  pageCount: Math.max(1, Math.ceil(s.total / REFERRALS_PER_PAGE)),
});

export interface MyReferralsViewModelDeps {
  readonly gateway: ReferralsGateway;
  /** The site's address ('https://example.com'): the join links point there. */
  readonly siteOrigin: string;
}

/** /mypage/recommender: the members who signed up with the member's code, 10 a page, read only. */
export class MyReferralsViewModel {
  private readonly store = createViewModelStore<MyReferralsModel>({
    loading: true,
    total: 0,
    items: [],
    page: 1,
    joinLinks: [],
    alert: null,
  });
  readonly state$: Observable<MyReferralsView> = this.store.state$.pipe(map(toView));
  /** Jumping between pages keeps only the last page's answer. */
  private readonly load = this.store.latest(
    (page: number) => this.deps.gateway.myReferrals(page, REFERRALS_PER_PAGE),
    (result) =>
      this.store.set(
        result.ok
          ? {
              loading: false,
              total: result.value.total,
              items: result.value.list,
              joinLinks: result.value.codes.map((code) => joinLinkOf(this.deps.siteOrigin, code)),
            }
          : { loading: false, items: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );

  constructor(private readonly deps: MyReferralsViewModelDeps) {
    this.goToPage(1);
  }

  goToPage(page: number): void {
    this.store.set({ loading: true, page });
    this.load(page);
  }

  /** The outcome of a copy button (the clipboard is the screen's): the spec-style notice either way. */
  copied(done: boolean): void {
    this.store.set({ alert: done ? M.linkCopied : M.copyFailed });
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}
