import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { AdminBoardKind, AdminBoardPost, AdminDeskGateway, AdminPopup } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm, type DeskMessagesModel } from './desk-actions.js';

/** The post being written (id null) or edited; contents are HTML (the server sanitises and refuses script). */
export interface PostEditor {
  readonly id: number | null;
  readonly title: string;
  readonly contents: string;
  readonly error: string | null;
}

export interface PopupEditor {
  readonly contents: string;
  readonly link: string;
  readonly error: string | null;
}

interface Model extends DeskMessagesModel {
  readonly board: AdminBoardKind;
  readonly loading: boolean;
  readonly posts: readonly AdminBoardPost[];
  readonly editor: PostEditor;
  readonly popups: readonly AdminPopup[];
  readonly popupEditor: PopupEditor;
}

export interface AdminBoardsView {
  readonly board: AdminBoardKind;
  readonly loading: boolean;
  readonly posts: readonly AdminBoardPost[];
  readonly editor: PostEditor;
  readonly popups: readonly AdminPopup[];
  readonly popupEditor: PopupEditor;
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const NEW_POST: PostEditor = { id: null, title: '', contents: '', error: null };
const NEW_POPUP: PopupEditor = { contents: '', link: '', error: null };
const LINK_FORMAT = /^(https:\/\/|\/)[^\s<>"]{0,490}$/;
const LINK_REFUSED = '링크는 https:// 또는 /로 시작해야 합니다.';

const toView = ({ pending, alert, ...rest }: Model): AdminBoardsView => ({ ...rest, ...deskMessagesView({ pending, alert }) });

/** /admin/boards: notices, rules, events and the community board (write, edit, delete), and the popups (open, close). */
export class AdminBoardsViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    board: 'notice',
    loading: true,
    posts: [],
    editor: NEW_POST,
    popups: [],
    popupEditor: NEW_POPUP,
  });
  readonly state$: Observable<AdminBoardsView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly loadPosts = this.store.latest(
    (board: AdminBoardKind) => this.deps.gateway.boardPosts(board),
    (result) =>
      this.store.set(
        result.ok
          ? { loading: false, posts: result.value }
          : { loading: false, posts: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );
  private readonly loadPopups = this.store.latest(
    () => this.deps.gateway.popups(),
    (result) => this.store.set(result.ok ? { popups: result.value } : { alert: failureMessage(result.error, M.loadFailed) }),
  );

  readonly savePost = this.store.exclusive(async () => {
    const { board, editor } = this.store.get();
    const error = editor.title.trim() === '' ? M.titleRequired : editor.contents.trim() === '' ? M.contentsRequired : null;
    if (error) return this.store.set({ editor: { ...editor, error } });
    const draft = { board, title: editor.title.trim(), contents: editor.contents };
    if (await this.actions.send(this.deps.gateway.saveBoardPost(draft, editor.id), editor.id === null ? M.written : M.updated)) {
      this.store.set({ editor: NEW_POST });
      this.setBoard(board);
    }
  });

  readonly savePopup = this.store.exclusive(async () => {
    const { popupEditor } = this.store.get();
    const link = popupEditor.link.trim();
    const error = popupEditor.contents.trim() === '' ? M.contentsRequired : link !== '' && !LINK_FORMAT.test(link) ? LINK_REFUSED : null;
    if (error) return this.store.set({ popupEditor: { ...popupEditor, error } });
    if (await this.actions.send(this.deps.gateway.writePopup({ contents: popupEditor.contents, link: link || null }), M.written)) {
      this.store.set({ popupEditor: NEW_POPUP });
      this.loadPopups();
    }
  });

  private readonly remove = this.store.exclusive(async (what: 'post' | 'popup', id: number) => {
    const answer = what === 'post' ? this.deps.gateway.deleteBoardPost(id) : this.deps.gateway.deletePopup(id);
    if (!(await this.actions.send(answer, M.deleted))) return;
    if (what === 'post') this.setBoard(this.store.get().board);
    else this.loadPopups();
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.setBoard('notice');
    this.loadPopups();
  }

  setBoard(board: AdminBoardKind): void {
    this.store.set((s) => ({ ...s, board, loading: true, editor: s.board === board ? s.editor : NEW_POST }));
    this.loadPosts(board);
  }

  editPost(id: number): void {
    const post = this.store.get().posts.find((p) => p.id === id);
    if (post) this.store.set({ editor: { id, title: post.title, contents: post.contents, error: null } });
  }

  newPost(): void {
    this.store.set({ editor: NEW_POST });
  }

  setPostTitle(title: string): void {
    this.store.set((s) => ({ ...s, editor: { ...s.editor, title, error: null } }));
  }

  setPostContents(contents: string): void {
    this.store.set((s) => ({ ...s, editor: { ...s.editor, contents, error: null } }));
  }

  deletePost(id: number): void {
    this.actions.ask(M.confirmDelete, () => this.remove('post', id));
  }

  setPopupContents(contents: string): void {
    this.store.set((s) => ({ ...s, popupEditor: { ...s.popupEditor, contents, error: null } }));
  }

  setPopupLink(link: string): void {
    this.store.set((s) => ({ ...s, popupEditor: { ...s.popupEditor, link, error: null } }));
  }

  deletePopup(id: number): void {
    this.actions.ask(M.confirmDelete, () => this.remove('popup', id));
  }

  dispose(): void {
    this.store.dispose();
  }
}
