import { map, type Observable } from 'rxjs';
import { polledCommandList } from '../../shared/application/polled-command-list.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { PendingConfirm } from '../../shared/application/confirm-intents.js';
import { castDraft, produce, type Draft } from 'immer';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import { accountInquiry } from '../domain/account-inquiry.js';
import {
  INQUIRY_POLL_MS,
  canDeleteInquiry,
  checkDeleteInquiry,
  inquiryBadge,
  inquiryStatus,
  validateInquiryDraft,
  type CustomerInquiry,
  type InquiryStatus,
  type NewCustomerInquiry,
} from '../domain/customer-inquiry.js';
import { INQUIRY_MESSAGES } from '../domain/inquiry.messages.js';
import type { InquiryGateway } from './inquiry.gateway.js';

/** One row of the member's inquiry list, ready to render. */
export interface InquiryListItem {
  readonly id: number;
  readonly title: string;
  readonly questionContents: string;
  readonly createdAt: string;
  readonly status: InquiryStatus;
  readonly badge: string;
  /** Answer bodies (server HTML: the ui sanitises them). */
  readonly answers: readonly string[];
  readonly deletable: boolean;
}

export type InquiryCommand =
  | { readonly kind: 'create'; readonly inquiry: NewCustomerInquiry; readonly fromForm: boolean }
  | { readonly kind: 'deleteOne'; readonly id: number }
  | { readonly kind: 'deleteAll' };

export type InquiryConfirm = PendingConfirm<InquiryCommand>;

export interface InquiryView {
  readonly title: string;
  readonly content: string;
  readonly items: readonly InquiryListItem[];
  readonly expandedId: number | null;
  readonly loading: boolean;
  readonly submitting: boolean;
  readonly confirm: InquiryConfirm | null;
  readonly alert: string | null;
}

/** The member data the account inquiry needs, plus the site setting that picks its variant. */
export interface AccountInquiryContext {
  readonly userType: string;
  readonly role: number;
  readonly fastAccountFlag: number;
}

export interface InquiryViewModelDeps {
  readonly gateway: InquiryGateway;
  readonly clock: Clock;
}

const initialView: InquiryView = {
  title: '',
  content: '',
  items: [],
  expandedId: null,
  loading: false,
  submitting: false,
  confirm: null,
  alert: null,
};

const SUCCESS_TEXT: Readonly<Record<InquiryCommand['kind'], string>> = {
  create: INQUIRY_MESSAGES.registered,
  deleteOne: INQUIRY_MESSAGES.deleted,
  deleteAll: INQUIRY_MESSAGES.deletionFinished,
};

export const toInquiryListItem = (i: CustomerInquiry): InquiryListItem => ({
  id: i.id,
  title: i.title,
  questionContents: i.questionContents,
  createdAt: i.createdAt,
  status: inquiryStatus(i),
  badge: inquiryBadge(i),
  answers: (i.customerAnswer ?? []).map((a) => a.answerContents),
  deletable: canDeleteInquiry(i),
});

/** The view plus the loaded rows the delete rules read (kept in the store, not beside it). */
interface InquiryModel extends InquiryView {
  readonly rows: readonly CustomerInquiry[];
}

/** Customer Q&A: form with validation, polled list, answered-only deletes, account inquiry. */
export class InquiryViewModel {
  private readonly store = createViewModelStore<InquiryModel>({ ...initialView, rows: [] });
  readonly state$: Observable<InquiryView> = this.store.state$.pipe(map(({ rows: _rows, ...view }) => view));
  /** Read now and every INQUIRY_POLL_MS while open (only the first load reports a failure); commands sent once. */
  private readonly list = polledCommandList(this.store, {
    ticks: () => this.deps.clock.every(INQUIRY_POLL_MS),
    load: (byPoll) => this.load(byPoll),
    execute: (c: InquiryCommand) => this.execute(c),
  });
  readonly activate = this.list.start;
  readonly deactivate = this.list.stop;
  readonly acceptConfirm = this.list.accept;
  readonly cancelConfirm = this.list.cancel;
  readonly dismissAlert = this.list.dismissAlert;

  constructor(private readonly deps: InquiryViewModelDeps) {}

  setTitle(title: string): void {
    this.update((d) => {
      d.title = title;
    });
  }
  setContent(content: string): void {
    this.update((d) => {
      d.content = content;
    });
  }

  submit(): void {
    const { title, content } = this.store.get();
    const draft = validateInquiryDraft(title, content);
    if (!draft.ok) return this.list.alert(draft.error.message);
    this.list.command({ kind: 'create', inquiry: draft.value, fromForm: true });
  }

  /** The deposit-account inquiry: no form, a confirm first. */
  requestAccountInquiry(ctx: AccountInquiryContext): void {
    const inquiry = accountInquiry(ctx, ctx.fastAccountFlag);
    this.list.ask({ kind: 'create', inquiry, fromForm: false }, INQUIRY_MESSAGES.confirmAccountInquiry);
  }

  toggleExpand(id: number): void {
    this.update((d) => {
      d.expandedId = d.expandedId === id ? null : id;
    });
  }

  deleteOne(id: number): void {
    const row = this.store.get().rows.find((r) => r.id === id);
    if (!row) return;
    const check = checkDeleteInquiry(row);
    if (!check.ok) return this.list.alert(check.error.message);
    this.list.ask({ kind: 'deleteOne', id }, INQUIRY_MESSAGES.confirmDeleteOne);
  }

  deleteAll(): void {
    this.list.ask({ kind: 'deleteAll' }, INQUIRY_MESSAGES.confirmDeleteAll);
  }

  dispose(): void {
    this.deactivate();
    this.store.dispose();
  }

  private async execute(command: InquiryCommand): Promise<void> {
    this.update((d) => {
      d.submitting = true;
    });
    const r = await this.send(command);
    this.update((d) => {
      d.submitting = false;
      d.alert = r.ok ? SUCCESS_TEXT[command.kind] : failureMessage(r.error);
      // Clear the form only after a typed inquiry went through; the account inquiry leaves it alone.
      if (r.ok && command.kind === 'create' && command.fromForm) {
        d.title = '';
        d.content = '';
      }
    });
    if (r.ok) this.list.reload(false);
  }

  private send(command: InquiryCommand): Promise<Result<void, ApiError>> {
    const g = this.deps.gateway;
    switch (command.kind) {
      case 'create':
        return g.create(command.inquiry);
      case 'deleteOne':
        return g.deleteOne(command.id);
      case 'deleteAll':
        return g.deleteAll();
    }
  }

  private async load(byPoll: boolean): Promise<() => void> {
    this.update((d) => {
      d.loading = true;
    });
    const r = await this.deps.gateway.list(byPoll);
    return () => {
      this.update((d) => {
        if (r.ok) d.rows = castDraft(r.value);
        d.loading = false;
        if (r.ok) d.items = castDraft(r.value.map(toInquiryListItem));
        else if (!byPoll) d.alert = failureMessage(r.error);
      });
    };
  }

  private update(recipe: (draft: Draft<InquiryModel>) => void): void {
    this.store.set((model) => produce(model, recipe));
  }
}
