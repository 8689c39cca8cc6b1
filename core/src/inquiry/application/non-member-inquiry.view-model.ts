import { BehaviorSubject, Subject, Subscription, exhaustMap, from, type Observable } from 'rxjs';
import { produce, type Draft } from 'immer';
import {
  nonMemberInquiryErrors,
  validateNonMemberInquiry,
  type NonMemberInquiry,
  type NonMemberInquiryErrors,
  type NonMemberInquiryField,
} from '../domain/non-member-inquiry.js';
import { INQUIRY_MESSAGES } from '../domain/inquiry.messages.js';
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

/** Visitor inquiry dialog: three required fields; spec 8 texts for success and failure. */
export class NonMemberInquiryViewModel {
  private readonly view = new BehaviorSubject<NonMemberInquiryView>(initialView);
  readonly state$: Observable<NonMemberInquiryView> = this.view.asObservable();
  private readonly submits = new Subject<NonMemberInquiry>();
  private readonly subs = new Subscription();
  private attempted = false;

  constructor(private readonly gateway: NonMemberInquiryGateway) {
    this.subs.add(this.submits.pipe(exhaustMap((form) => from(this.send(form)))).subscribe());
  }

  setField(field: NonMemberInquiryField, value: string): void {
    this.update((d) => {
      d.form[field] = value;
      if (this.attempted) d.errors = nonMemberInquiryErrors(d.form);
    });
  }

  submit(): void {
    this.attempted = true;
    const checked = validateNonMemberInquiry(this.view.value.form);
    if (!checked.ok) {
      this.update((d) => {
        d.errors = checked.error.fields;
      });
      return;
    }
    this.update((d) => {
      d.errors = {};
    });
    this.submits.next(checked.value);
  }

  dismissAlert(): void {
    this.update((d) => {
      d.alert = null;
    });
  }

  /** Empties the form, e.g. when the dialog closes. */
  reset(): void {
    this.attempted = false;
    this.view.next(initialView);
  }

  dispose(): void {
    this.subs.unsubscribe();
  }

  private async send(form: NonMemberInquiry): Promise<void> {
    this.update((d) => {
      d.submitting = true;
    });
    const r = await this.gateway.send(form);
    this.update((d) => {
      d.submitting = false;
      // Spec 8 gives one fixed failure text for this call, whatever the server said.
      d.alert = r.ok ? INQUIRY_MESSAGES.nonMemberRegistered : INQUIRY_MESSAGES.nonMemberFailed;
      d.sent = r.ok;
      if (r.ok) d.form = { ...emptyForm };
    });
    if (r.ok) this.attempted = false;
  }

  private update(recipe: (draft: Draft<NonMemberInquiryView>) => void): void {
    const next = produce(this.view.value, recipe);
    if (next !== this.view.value) this.view.next(next);
  }
}
