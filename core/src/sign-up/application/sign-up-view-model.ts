import { distinctUntilChanged, map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { kstParts } from '../../shared/domain/kst.js';
import type { Clock } from '../../shared/ports/clock.js';
import { buildJoinPayload, type SignUpVariant } from '../domain/join-payload.js';
import { latestBirthYear } from '../domain/personal-rules.js';
import { referralFromLookup, validateReferralCode, type SignUpReferral } from '../domain/referral.js';
import { BIRTH_YEAR_MIN, DEFAULT_SIGN_UP_POLICY, signUpPolicyOf, type SignUpPolicy } from '../domain/sign-up-policy.js';
import type { SignUpField, SignUpFormContext, SignUpFormValues } from '../domain/sign-up-form.js';
import { SIGN_UP_MESSAGES } from '../domain/sign-up.messages.js';
import type { SignUpGateway, SignUpSettings } from './sign-up-gateway.js';
import { findDuplicateFields } from './duplicate-fields.js';
import { checkedFieldRule, signUpSubmitCheck, type SignUpCheckedField } from './sign-up-form-checks.js';
import { availabilityOf, emptyFormStep, referralStep, refusedJoin, withDuplicates } from './sign-up-steps.js';
import { SIGN_UP_UNCHECKED, type SignUpFormStep, type SignUpView } from './sign-up-view.js';

export interface SignUpViewModelDeps {
  readonly gateway: SignUpGateway;
  readonly clock: Clock;
  /** Age and captcha; the id, password and nickname readings follow the site settings (`signUpPolicyOf`). */
  readonly policy?: SignUpPolicy;
}

/** All the flow's state: the view, the site's sign-up settings and which dialog opening it is. */
interface SignUpModel {
  readonly view: SignUpView;
  readonly settings: SignUpSettings;
  /** Counts dialog openings: an answer for an older one is dropped. */
  readonly flow: number;
}

/**
 * The join flow. Every dialog opening starts a new `flow`; answers that arrive for an older
 * flow (the dialog was closed or reopened meanwhile) are dropped. Lookups, checks and the
 * submit go through `exhaustMap`, so a double click never sends twice.
 */
export class SignUpViewModel {
  private readonly store = createViewModelStore<SignUpModel>({
    view: { status: 'closed', alert: null },
    settings: { signUpClosed: false, bannedWords: [], minimumAge: null },
    flow: 0,
  });
  readonly state$: Observable<SignUpView> = this.store.state$.pipe(
    map((m) => m.view),
    distinctUntilChanged(),
  );
  private readonly lookupReferral = this.store.exclusive(() => this.lookup(this.flow));
  private readonly sendForm = this.store.exclusive(() => this.runSubmit());
  private readonly checks = {
    userId: this.store.exclusive(() => this.runCheck('userId')),
    nickname: this.store.exclusive(() => this.runCheck('nickname')),
  };
  constructor(private readonly deps: SignUpViewModelDeps) {}

  /** Opens the referral-code step (refused with an alert when sign-up has ended). */
  open(variant: SignUpVariant = 'standard'): Promise<void> {
    return this.start(variant, null);
  }

  /** A link with joinCd: looks the code up directly and opens the form when it is valid. */
  openWithJoinCode(joinCd: string, variant: SignUpVariant = 'standard'): Promise<void> {
    return this.start(variant, joinCd);
  }

  setReferralCode(code: string): void {
    const view = this.store.get().view;
    if (view.status === 'referral') this.set({ ...view, code, error: null });
  }

  submitReferralCode(): void {
    this.lookupReferral();
  }

  /** Edits a form field; editing the id or nickname clears its availability result. */
  setField<K extends SignUpField>(field: K, value: SignUpFormValues[K]): void {
    const view = this.formStep();
    if (!view) return;
    const { [field]: _cleared, ...errors } = view.errors;
    this.set({
      ...view,
      values: { ...view.values, [field]: value },
      errors,
      userIdCheck: field === 'userId' ? SIGN_UP_UNCHECKED : view.userIdCheck,
      nicknameCheck: field === 'nickname' ? SIGN_UP_UNCHECKED : view.nicknameCheck,
    });
  }

  checkUserId(): void {
    this.checks.userId();
  }

  checkNickname(): void {
    this.checks.nickname();
  }

  /** A new picture from the server (the 새로고침 button); the typed code is cleared. */
  refreshCaptcha(): Promise<void> {
    return this.loadCaptcha(this.flow);
  }

  submit(): void {
    this.sendForm();
  }

  /** Closes the dialog; the referral codes are forgotten. */
  close(): void {
    this.store.set({ flow: this.flow + 1, view: { status: 'closed', alert: null } });
  }

  dismissAlert(): void {
    const view = this.store.get().view;
    if (view.alert !== null) this.set({ ...view, alert: null } as SignUpView);
  }

  /** Ends the intents; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private get flow(): number {
    return this.store.get().flow;
  }

  private get settings(): SignUpSettings {
    return this.store.get().settings;
  }

  /** The operator's readings once the settings arrived; before that, the default. */
  private get policy(): SignUpPolicy {
    const base = this.deps.policy ?? DEFAULT_SIGN_UP_POLICY;
    const readings = this.settings.readings;
    return readings ? signUpPolicyOf(readings, base) : base;
  }

  private set(view: SignUpView): void {
    this.store.set({ view });
  }

  private formStep(): SignUpFormStep | null {
    const view = this.store.get().view;
    return view.status === 'form' ? view : null;
  }

  /**
   * Asks the server for a picture and shows it with an empty code field. Each picture is good for
   * one join (the server spends it on any answer), so a refused join loads the next one.
   */
  private async loadCaptcha(flow: number): Promise<void> {
    const before = this.formStep();
    if (!before?.captchaRequired) return;
    const answer = await this.deps.gateway.captcha();
    const now = this.formStep();
    if (!now || flow !== this.flow) return;
    if (!answer.ok) return this.set({ ...now, captcha: null, alert: answer.error.message });
    this.set({ ...now, captcha: answer.value, values: { ...now.values, captcha: '' } });
  }

  private minimumAge(): number {
    return this.settings.minimumAge ?? this.policy.minimumAge;
  }

  private async start(variant: SignUpVariant, joinCd: string | null): Promise<void> {
    const flow = this.flow + 1;
    const step = referralStep(variant, joinCd);
    this.store.set({ flow, view: step });
    const settings = await this.deps.gateway.fetchSignUpSettings();
    if (flow !== this.flow) return;
    if (!settings.ok) return this.set({ status: 'closed', alert: settings.error.message });
    this.store.set({ settings: settings.value });
    if (settings.value.signUpClosed) return this.set({ status: 'closed', alert: SIGN_UP_MESSAGES.signUpClosed });
    this.set({ ...step, busy: false });
    if (step.code !== '') await this.lookup(flow);
  }

  private async lookup(flow: number): Promise<void> {
    const view = this.store.get().view;
    if (view.status !== 'referral' || view.busy) return;
    const code = validateReferralCode(view.code);
    if (!code.ok) return this.set({ ...view, error: code.error.message });
    this.set({ ...view, busy: true, error: null });
    const answer = await this.deps.gateway.lookupSuggestionCode(code.value);
    const now = this.store.get().view;
    if (flow !== this.flow || now.status !== 'referral') return;
    if (!answer.ok) return this.set({ ...now, busy: false, alert: answer.error.message });
    const referral = referralFromLookup(code.value, answer.value);
    if (!referral.ok) return this.set({ ...now, busy: false, error: referral.error.message });
    this.set(this.emptyForm(now.variant, referral.value));
    await this.loadCaptcha(flow);
  }

  private emptyForm(variant: SignUpVariant, referral: SignUpReferral): SignUpFormStep {
    const currentYear = kstParts(this.deps.clock.now()).year;
    const birthYears = { min: BIRTH_YEAR_MIN, max: latestBirthYear(currentYear, this.minimumAge()) };
    return emptyFormStep({ variant, referral, captchaRequired: this.policy.captchaRequired, birthYears });
  }

  private async runCheck(field: SignUpCheckedField): Promise<void> {
    const view = this.formStep();
    if (!view) return;
    const flow = this.flow;
    const value = view.values[field];
    const key = field === 'userId' ? 'userIdCheck' : 'nicknameCheck';
    const rule = checkedFieldRule(field, value, this.policy, this.settings.bannedWords);
    if (!rule.ok) return this.set({ ...view, [key]: { isValid: false, checking: false, message: rule.error.message } });
    this.set({ ...view, [key]: { isValid: false, checking: true, message: null } });
    const answer = await this.deps.gateway.checkAvailability(field, value);
    const now = this.formStep();
    // A late answer for an edited field (or a closed dialog) says nothing about what is typed now.
    if (!now || flow !== this.flow || now.values[field] !== value) return;
    this.set({ ...now, [key]: availabilityOf(answer, value) });
  }

  private formContext(): SignUpFormContext {
    return {
      policy: { ...this.policy, minimumAge: this.minimumAge() },
      bannedWords: this.settings.bannedWords,
      currentYear: kstParts(this.deps.clock.now()).year,
    };
  }

  private async runSubmit(): Promise<void> {
    const view = this.formStep();
    if (!view) return;
    const flow = this.flow;
    const validated = signUpSubmitCheck(view, this.formContext());
    if (!validated.ok) return this.set({ ...view, errors: validated.error });

    this.set({ ...view, errors: {}, submitting: true, alert: null });
    const duplicates = await findDuplicateFields(this.deps.gateway, validated.value);
    const afterCheck = this.formStep();
    if (!afterCheck || flow !== this.flow) return;
    if (!duplicates.ok) return this.set({ ...afterCheck, submitting: false, alert: duplicates.error.message });
    if (Object.keys(duplicates.value).length > 0) return this.set(withDuplicates(afterCheck, duplicates.value));
    const answer = view.captchaRequired && view.captcha ? { id: view.captcha.id, code: validated.value.captcha } : null;
    const joined = await this.deps.gateway.join(buildJoinPayload(validated.value, view.referral, view.variant), answer);
    const afterJoin = this.formStep();
    if (!afterJoin || flow !== this.flow) return;
    if (!joined.ok) {
      this.set(refusedJoin(afterJoin, joined.error));
      return this.loadCaptcha(flow);
    }
    // Success: the form state, and with it the referral codes, is dropped.
    this.set({ status: 'done', message: SIGN_UP_MESSAGES.awaitingApproval, alert: null });
  }
}
