import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { AdminDeskGateway } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm, type DeskMessagesModel } from './desk-actions.js';

/** 'one': the member whose login id is typed; 'all': every active member. */
export type MessageRecipient = 'one' | 'all';

interface Model extends DeskMessagesModel {
  readonly recipient: MessageRecipient;
  readonly userId: string;
  readonly title: string;
  readonly contents: string;
  readonly error: string | null;
}

export interface AdminMessageView {
  readonly recipient: MessageRecipient;
  readonly userId: string;
  readonly title: string;
  readonly contents: string;
  readonly error: string | null;
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

const EMPTY = { userId: '', title: '', contents: '', error: null };

/** The messages used to find a member by login id. */
const MEMBER_NOT_FOUND = M.memberNotFound;

/**
 * /admin/messages: a message (쪽지) to one member, found by login id, or to every active member
 * (after a confirmation). Plain text typed here is sent as paragraphs of escaped HTML.
 */
export class AdminMessageViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, recipient: 'one', ...EMPTY });
  readonly state$: Observable<AdminMessageView> = this.store.state$.pipe(
    map(({ pending, alert, ...rest }) => ({ ...rest, ...deskMessagesView({ pending, alert }) })),
  );
  private readonly actions = deskActions(this.store);

  private readonly send = this.store.exclusive(async (memberId: number | null) => {
    const { userId, title, contents } = this.store.get();
    let id = memberId;
    if (id === null) {
      const found = await this.deps.gateway.members({ status: null, search: userId.trim(), page: 1, perPage: 20 });
      if (!found.ok) return this.actions.alert(failureMessage(found.error));
      const member = found.value.find((m) => m.userId === userId.trim());
      if (!member) return this.store.set({ error: MEMBER_NOT_FOUND });
      id = member.id;
    }
    const message = { memberId: id, title: title.trim(), contents: textToHtml(contents) };
    if (await this.actions.send(this.deps.gateway.sendMessage(message), M.sent)) this.store.set(EMPTY);
  });

  readonly accept = this.actions.accept;
  readonly cancel = this.actions.cancel;
  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {}

  setRecipient(recipient: MessageRecipient): void {
    this.store.set({ recipient, error: null });
  }
  setUserId(userId: string): void {
    this.store.set({ userId, error: null });
  }
  setTitle(title: string): void {
    this.store.set({ title, error: null });
  }
  setContents(contents: string): void {
    this.store.set({ contents, error: null });
  }

  submit(): void {
    const { recipient, userId, title, contents } = this.store.get();
    const error =
      recipient === 'one' && userId.trim() === ''
        ? M.recipientRequired
        : title.trim() === ''
          ? M.titleRequired
          : contents.trim() === ''
            ? M.contentsRequired
            : null;
    if (error) return this.store.set({ error });
    if (recipient === 'all') this.actions.ask(M.confirmMessageAll, () => this.send(0));
    else this.send(null);
  }

  dispose(): void {
    this.store.dispose();
  }
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Typed text as HTML: each line a paragraph, every special character escaped (the server stores HTML). */
export const textToHtml = (text: string): string =>
  text
    .trim()
    .split(/\r?\n/)
    .map((line) => `<p>${line.replace(/[&<>"']/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
