import { map, type Observable } from 'rxjs';
import { produce, type Draft } from 'immer';
import {
  nonMemberInquiryErrors,
  validateNonMemberInquiry,
  type NonMemberInquiry,
  type NonMemberInquiryErrors,
  type NonMemberInquiryField,
} from '../domain/non-member-inquiry.js';
import { INQUIRY_MESSAGES } from '../domain/inquiry.messages.js';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { NonMemberInquiryGateway } from './inquiry.gateway.js';

export interface NonMemberInquiryView {
  readonly form: NonMemberInquiry;
  /** Shown only after a submit attempt, then kept current as the visitor types. */
  readonly errors: NonMemberInquiryErrors;
  readonly submitting: boolean;
  readonly alert: string | null;
  /** True after the server accepted the inquiry (the dialog may close). */
  readonly sent: boolean;
}

const emptyForm: NonMemberInquiry = { name: '', phoneNumber: '', question: '' };
const initialView: NonMemberInquiryView = { form: emptyForm, errors: {}, submitting: false, alert: null, sent: false };

/** The view plus what only the view model needs: whether a submit was attempted (errors show). */
interface NonMemberInquiryModel extends NonMemberInquiryView {
  readonly attempted: boolean;
}

const initialModel: NonMemberInquiryModel = { ...initialView, attempted: false };

/** Visitor inquiry dialog: three required fields; spec 8 texts for success and failure. */
export class NonMemberInquiryViewModel {
  private readonly store = createViewModelStore<NonMemberInquiryModel>(initialModel);
  readonly state$: Observable<NonMemberInquiryView> = this.store.state$.pipe(map(({ attempted: _attempted, ...view }) => view));
  private readonly send = this.store.exclusive((form: NonMemberInquiry) => this.sendOnce(form));

  constructor(private readonly gateway: NonMemberInquiryGateway) {}

  setField(field: NonMemberInquiryField, value: string): void {
    this.update((d) => {
      d.form[field] = value;
      if (d.attempted) d.errors = nonMemberInquiryErrors(d.form);
    });
  }

  submit(): void {
    const checked = validateNonMemberInquiry(this.store.get().form);
    this.update((d) => {
      d.attempted = true;
      d.errors = checked.ok ? {} : checked.error.fields;
    });
    if (checked.ok) this.send(checked.value);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  /** Empties the form, e.g. when the dialog closes. */
  reset(): void {
    this.store.set(() => initialModel);
  }

  dispose(): void {
    this.store.dispose();
  }

  private async sendOnce(form: NonMemberInquiry): Promise<void> {
    this.store.set({ submitting: true });
    const r = await this.gateway.send(form);
    this.update((d) => {
      d.submitting = false;
      // Spec 8 gives one fixed failure text for this call, whatever the server said.
      d.alert = r.ok ? INQUIRY_MESSAGES.nonMemberRegistered : INQUIRY_MESSAGES.nonMemberFailed;
      d.sent = r.ok;
      if (r.ok) {
        d.form = { ...emptyForm };
        d.attempted = false;
      }
    });
  }

  private update(recipe: (draft: Draft<NonMemberInquiryModel>) => void): void {
    this.store.set((model) => produce(model, recipe));
  }
}
