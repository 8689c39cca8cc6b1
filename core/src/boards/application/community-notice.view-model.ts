import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { canEditNotice, canWriteNotice, type BoardPost } from '../domain/board-post.js';
import {
  COMMUNITY_NOTICE_PER_PAGE,
  checkNoticeDraft,
  communityNoticeRow,
  noticeTextOf,
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
  /** Set once a write or an edit succeeded: the screen goes to that post's detail. */
  readonly writtenId: number | null;
  readonly alert: string | null;
  /** The regist form edits this notice (null: it writes a new one). */
  readonly editingId: number | null;
  /** The open notice is the member's and they may edit it (level 1, the author). */
  readonly canEdit: boolean;
  /** What the edit form starts from (the notice's title and typed text) once it loaded; null otherwise. */
  readonly editDraft: NoticeDraft | null;
}

/** The store: the view less what is derived from it. */
type CommunityNoticeModel = Omit<CommunityNoticeView, 'canEdit' | 'editDraft'>;

function viewOf(model: CommunityNoticeModel): CommunityNoticeView {
  const canEdit = canEditNotice(model.canWrite, model.detail);
  const editing = model.editingId !== null && model.detail?.id === model.editingId && canEdit ? model.detail : null;
  return { ...model, canEdit, editDraft: editing && { title: editing.title, contents: noticeTextOf(editing.contents) } };
}

export interface CommunityNoticeViewModelDeps {
  readonly gateway: CommunityNoticeGateway;
  /** The member's role (level), null for a visitor. */
  readonly currentRole: () => number | null;
  /** The role as it changes (a page opened before the session was restored, a logout). */
  readonly role$?: Observable<number | null>;
}

const initialView: CommunityNoticeModel = {
  rows: [],
  page: 1,
  hasNext: false,
  detail: null,
  canWrite: false,
  loading: false,
  submitting: false,
  writtenId: null,
  alert: null,
  editingId: null,
};

/**
 * /community/notice (list), /community/notice/detail/{id} and /community/notice/regist (a new
 * notice, or with an id the member's own notice to edit): one per screen visit.
 */
export class CommunityNoticeViewModel {
  private readonly store = createViewModelStore<CommunityNoticeModel>(initialView);
  readonly state$: Observable<CommunityNoticeView> = this.store.state$.pipe(map(viewOf));

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

  /**
   * Sends the draft once (a double click sends one request): a new notice, or the edit of the
   * one being edited; the first missing field alerts.
   */
  readonly write = this.store.exclusive(async (draft: NoticeDraft) => {
    const refused = this.writeRefusal();
    const checked = checkNoticeDraft(draft);
    if (refused !== null || !checked.ok) {
      this.store.set({ alert: refused ?? (checked.ok ? null : checked.error) });
      return;
    }
    const editingId = this.store.get().editingId;
    this.store.set({ submitting: true });
    const answer =
      editingId === null
        ? await this.deps.gateway.write(checked.value)
        : await this.deps.gateway.edit(editingId, checked.value).then((r) => (r.ok ? { ok: true as const, value: editingId } : r));
    this.store.set(
      answer.ok
        ? { submitting: false, writtenId: answer.value, alert: editingId === null ? M.written : M.edited }
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

  /** The regist form: a new notice, or with `editId` the member's notice of that id (loaded first). */
  showRegist(editId: number | null = null): void {
    this.refreshRole();
    this.store.set({ editingId: editId, writtenId: null });
    if (editId !== null) this.showDetail(editId);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  /** Why this member may not send the form, or null. */
  private writeRefusal(): string | null {
    if (!this.refreshRole()) return M.notWriter;
    const model = this.store.get();
    return model.editingId !== null && !canEditNotice(true, model.detail) ? M.notAuthor : null;
  }

  private refreshRole(): boolean {
    const canWrite = canWriteNotice(this.deps.currentRole());
    this.store.set({ canWrite });
    return canWrite;
  }
}
