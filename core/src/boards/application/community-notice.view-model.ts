import type { Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { canWriteNotice, type BoardPost } from '../domain/board-post.js';
import {
  COMMUNITY_NOTICE_PER_PAGE,
  checkNoticeDraft,
  communityNoticeRow,
  type CommunityNoticeRow,
  type NoticeDraft,
} from '../domain/community-notice.js';
import { COMMUNITY_NOTICE_MESSAGES as M } from '../domain/community-notice.messages.js';
import type { CommunityNoticeGateway } from './community-notice.gateway.js';

export interface CommunityNoticeView {
  readonly rows: readonly CommunityNoticeRow[];
  readonly page: number;
  /** The server sent more than a page: there is a next one (the board has no count call). */
  readonly hasNext: boolean;
  readonly detail: BoardPost | null;
  /** Spec 6: the write link and form are for level 1 only. */
  readonly canWrite: boolean;
  readonly loading: boolean;
  readonly submitting: boolean;
  /** Set once a write succeeded: the screen goes to the new post's detail. */
  readonly writtenId: number | null;
  readonly alert: string | null;
}

export interface CommunityNoticeViewModelDeps {
  readonly gateway: CommunityNoticeGateway;
  /** The member's role (level), null for a visitor. */
  readonly currentRole: () => number | null;
  /** The role as it changes (a page opened before the session was restored, a logout). */
  readonly role$?: Observable<number | null>;
}

const initialView: CommunityNoticeView = {
  rows: [],
  page: 1,
  hasNext: false,
  detail: null,
  canWrite: false,
  loading: false,
  submitting: false,
  writtenId: null,
  alert: null,
};

/** /community/notice (list), /community/notice/detail/{id} and /community/notice/regist: one per screen visit. */
export class CommunityNoticeViewModel {
  private readonly store = createViewModelStore<CommunityNoticeView>(initialView);
  readonly state$: Observable<CommunityNoticeView> = this.store.state$;

  /** One page of the newest notices; asks for one row more to know whether a next page exists. */
  readonly loadPage = this.store.latest(
    async (page: number) => ({ page, answer: await this.deps.gateway.page(page, COMMUNITY_NOTICE_PER_PAGE + 1) }),
    ({ page, answer }) =>
      this.store.set(
        answer.ok
          ? {
              loading: false,
              page,
              rows: answer.value.slice(0, COMMUNITY_NOTICE_PER_PAGE).map(communityNoticeRow),
              hasNext: answer.value.length > COMMUNITY_NOTICE_PER_PAGE,
            }
          : { loading: false, alert: failureMessage(answer.error) },
      ),
  );

  readonly openDetail = this.store.latest(
    (id: number) => this.deps.gateway.post(id),
    (answer) =>
      this.store.set(answer.ok ? { loading: false, detail: answer.value } : { loading: false, alert: failureMessage(answer.error) }),
  );

  /** Sends the draft once (a double click sends one request); the first missing field alerts. */
  readonly write = this.store.exclusive(async (draft: NoticeDraft) => {
    if (!this.refreshRole()) {
      this.store.set({ alert: M.notWriter });
      return;
    }
    const checked = checkNoticeDraft(draft);
    if (!checked.ok) {
      this.store.set({ alert: checked.error });
      return;
    }
    this.store.set({ submitting: true });
    const answer = await this.deps.gateway.write(checked.value);
    this.store.set(
      answer.ok
        ? { submitting: false, writtenId: answer.value, alert: M.written }
        : { submitting: false, alert: failureMessage(answer.error) },
    );
  });

  constructor(private readonly deps: CommunityNoticeViewModelDeps) {
    if (deps.role$) this.store.own(deps.role$.subscribe((role) => this.store.set({ canWrite: canWriteNotice(role) })));
  }

  /** Opens the list at a page (the role is read again: the session may have changed). */
  showList(page = 1): void {
    this.refreshRole();
    this.store.set({ loading: true });
    this.loadPage(Math.max(1, Math.trunc(page)));
  }

  showDetail(id: number): void {
    this.refreshRole();
    this.store.set({ loading: true, detail: null });
    this.openDetail(id);
  }

  /** The write form: only whether the member may write. */
  showRegist(): void {
    this.refreshRole();
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private refreshRole(): boolean {
    const canWrite = canWriteNotice(this.deps.currentRole());
    this.store.set({ canWrite });
    return canWrite;
  }
}
