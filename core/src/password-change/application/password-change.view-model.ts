import { BehaviorSubject, Subject, exhaustMap, from, type Observable, type Subscription } from 'rxjs';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { PASSWORD_CHANGE_MESSAGES } from '../domain/password-change.messages.js';
import {
  DEFAULT_PASSWORD_CHANGE_VARIANT,
  validatePasswordChange,
  type PasswordChangeForm,
  type PasswordChangeRequest,
  type PasswordChangeVariant,
} from '../domain/password-change.js';

/** Sends a validated change (PUT or POST of spec section 7). */
export interface PasswordChangeGateway {
  changePassword(request: PasswordChangeRequest): Promise<Result<void, ApiError>>;
}

export interface PasswordChangeView {
  readonly form: PasswordChangeForm;
  readonly status: 'editing' | 'submitting' | 'changed';
  /** Text for the alert dialog, if any. */
  readonly alert: string | null;
}

export interface PasswordChangeDeps {
  readonly gateway: PasswordChangeGateway;
  /** The logged-in member, read at submit time. */
  readonly member: () => { readonly id: number; readonly userId: string } | null;
  /** Called after a successful change: spec 4 'message, logout, reload'. */
  readonly onChanged: () => void;
  readonly variant?: PasswordChangeVariant;
}

const EMPTY: PasswordChangeForm = { current: '', next: '', confirm: '' };

/** The password-change dialog: fields, one submit at a time, alert texts of spec 5 and 8. */
export class PasswordChangeViewModel {
  private readonly view = new BehaviorSubject<PasswordChangeView>({ form: EMPTY, status: 'editing', alert: null });
  private readonly submits = new Subject<void>();
  private readonly subscription: Subscription;
  readonly state$: Observable<PasswordChangeView> = this.view.asObservable();

  constructor(private readonly deps: PasswordChangeDeps) {
    this.subscription = this.submits.pipe(exhaustMap(() => from(this.send()))).subscribe();
  }

  setField(field: keyof PasswordChangeForm, value: string): void {
    const v = this.view.value;
    this.view.next({ ...v, form: { ...v.form, [field]: value } });
  }

  submit(): void {
    this.submits.next();
  }

  dismissAlert(): void {
    this.view.next({ ...this.view.value, alert: null });
  }

  dispose(): void {
    this.subscription.unsubscribe();
  }

  private async send(): Promise<void> {
    const member = this.deps.member();
    const current = this.view.value;
    if (!member) return;
    const checked = validatePasswordChange(current.form, member, this.deps.variant ?? DEFAULT_PASSWORD_CHANGE_VARIANT);
    if (!checked.ok) {
      this.view.next({ ...current, alert: checked.error.message });
      return;
    }
    this.view.next({ ...current, status: 'submitting', alert: null });
    const answer = await this.deps.gateway.changePassword(checked.value);
    if (answer.ok) {
      this.view.next({ form: EMPTY, status: 'changed', alert: PASSWORD_CHANGE_MESSAGES.changed });
      this.deps.onChanged();
      return;
    }
    // Spec 8: failure reads 'system problem, consult via non-member inquiry' unless the server explains.
    const serverText =
      answer.error.kind === 'http' && answer.error.body && typeof answer.error.body === 'object' && 'message' in answer.error.body
        ? String((answer.error.body as { message: unknown }).message)
        : null;
    this.view.next({ ...this.view.value, status: 'editing', alert: serverText || PASSWORD_CHANGE_MESSAGES.failed });
  }
}
