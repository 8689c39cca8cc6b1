import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage } from '../../shared/domain/api-error.js';
import { ADMIN_DESK_MESSAGES as M } from '../domain/admin-desk.messages.js';
import type { AdminDeskGateway, AdminInquiry } from './admin-desk.gateway.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskConfirm, type DeskMessagesModel } from './desk-actions.js';

interface Model extends DeskMessagesModel {
  readonly waiting: boolean;
  readonly loading: boolean;
  readonly rows: readonly AdminInquiry[];
  /** The inquiry whose answer is being written, and the text so far. */
  readonly answering: { readonly id: number; readonly text: string; readonly error: string | null } | null;
}

export interface AdminInquiriesView {
  readonly waiting: boolean;
  readonly loading: boolean;
  readonly rows: readonly AdminInquiry[];
  readonly answering: Model['answering'];
  readonly alert: string | null;
  readonly confirm: DeskConfirm | null;
}

/** /admin/inquiries: the members' questions (waiting or answered, the latest 200) and an answer to one. */
export class AdminInquiriesViewModel {
  private readonly store = createViewModelStore<Model>({ ...NO_DESK_MESSAGES, waiting: true, loading: true, rows: [], answering: null });
  readonly state$: Observable<AdminInquiriesView> = this.store.state$.pipe(
    map(({ pending, alert, ...rest }) => ({ ...rest, ...deskMessagesView({ pending, alert }) })),
  );
  private readonly actions = deskActions(this.store);
  private readonly load = this.store.latest(
    (waiting: boolean) => this.deps.gateway.inquiries(waiting),
    (result) =>
      this.store.set(
        result.ok
          ? { loading: false, rows: result.value }
          : { loading: false, rows: [], alert: failureMessage(result.error, M.loadFailed) },
      ),
  );

  readonly submitAnswer = this.store.exclusive(async () => {
    const answering = this.store.get().answering;
    if (answering === null) return;
    if (answering.text.trim() === '') {
      this.store.set({ answering: { ...answering, error: M.answerRequired } });
      return;
    }
    if (await this.actions.send(this.deps.gateway.answerInquiry(answering.id, answering.text.trim()), M.answered)) {
      this.store.set({ answering: null });
      this.setWaiting(this.store.get().waiting);
    }
  });

  readonly dismissAlert = this.actions.dismissAlert;

  constructor(private readonly deps: { readonly gateway: AdminDeskGateway }) {
    this.setWaiting(true);
  }

  /** true: the unanswered questions; false: the answered ones. */
  setWaiting(waiting: boolean): void {
    this.store.set({ waiting, loading: true });
    this.load(waiting);
  }

  startAnswer(inquiryId: number): void {
    this.store.set({ answering: { id: inquiryId, text: '', error: null } });
  }

  setAnswer(text: string): void {
    this.store.set((s) => (s.answering ? { ...s, answering: { ...s.answering, text, error: null } } : s));
  }

  cancelAnswer(): void {
    this.store.set({ answering: null });
  }

  dispose(): void {
    this.store.dispose();
  }
}
