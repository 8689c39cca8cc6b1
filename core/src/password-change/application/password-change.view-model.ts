import type { Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { SignUpPolicy } from '../../sign-up/domain/sign-up-policy.js';
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
  /** The operator's password length reading, read at submit time (the site settings); absent = the default 12. */
  readonly policy?: () => Pick<SignUpPolicy, 'passwordMaxLength'>;
}

const EMPTY: PasswordChangeForm = { current: '', next: '', confirm: '' };

/** The password-change dialog: fields, one submit at a time, alert texts of spec 5 and 8. */
export class PasswordChangeViewModel {
  private readonly store = createViewModelStore<PasswordChangeView>({ form: EMPTY, status: 'editing', alert: null });
  readonly state$: Observable<PasswordChangeView> = this.store.state$;
  /** One change at a time: a second press while one is sent is ignored. */
  readonly submit: () => void = this.store.exclusive(() => this.send());

  constructor(private readonly deps: PasswordChangeDeps) {}

  setField(field: keyof PasswordChangeForm, value: string): void {
    this.store.set((v) => ({ ...v, form: { ...v.form, [field]: value } }));
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  dispose(): void {
    this.store.dispose();
  }

  private async send(): Promise<void> {
    const member = this.deps.member();
    if (!member) return;
    const variant = this.deps.variant ?? DEFAULT_PASSWORD_CHANGE_VARIANT;
    const checked = validatePasswordChange(this.store.get().form, member, variant, this.deps.policy?.());
    if (!checked.ok) return this.store.set({ alert: checked.error.message });
    this.store.set({ status: 'submitting', alert: null });
    const answer = await this.deps.gateway.changePassword(checked.value);
    if (answer.ok) {
      this.store.set({ form: EMPTY, status: 'changed', alert: PASSWORD_CHANGE_MESSAGES.changed });
      this.deps.onChanged();
      return;
    }
    // Spec 8: failure reads 'system problem, consult via non-member inquiry' unless the server explains.
    const serverText =
      answer.error.kind === 'http' && answer.error.body && typeof answer.error.body === 'object' && 'message' in answer.error.body
        ? String((answer.error.body as { message: unknown }).message)
        : null;
    this.store.set({ status: 'editing', alert: serverText || PASSWORD_CHANGE_MESSAGES.failed });
  }
}
