import { FakeClock } from '../../shared/testing/fake-clock.js';
import { SignUpViewModel } from '../application/sign-up-view-model.js';
import type { SignUpFormStep, SignUpView } from '../application/sign-up-view.js';
import type { SignUpFormValues } from '../domain/sign-up-form.js';
import { DEFAULT_SIGN_UP_POLICY, type SignUpPolicy } from '../domain/sign-up-policy.js';
import { FakeSignUpGateway } from './fake-sign-up-gateway.js';
import { aValidSignUpForm } from './sign-up-fixtures.js';

/** The view model's tests: a fake gateway, a fake clock in 2026, and the latest view. */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

export function setup(policy: SignUpPolicy = DEFAULT_SIGN_UP_POLICY) {
  const gateway = new FakeSignUpGateway();
  const clock = new FakeClock(Date.UTC(2026, 4, 1)); // 2026 in KST
  // The fake server's pictures all show gateway.captchaCode ('AB12'), with ids c1, c2, ...
  const vm = new SignUpViewModel({ gateway, clock, policy });
  let view!: SignUpView;
  vm.state$.subscribe((v) => (view = v));
  return { gateway, vm, view: () => view };
}

export function formOf(view: SignUpView): SignUpFormStep {
  if (view.status !== 'form') throw new Error(`expected the form, got ${view.status}`);
  return view;
}

export async function atForm(policy?: SignUpPolicy) {
  const t = setup(policy);
  await t.vm.openWithJoinCode('1212');
  await flush();
  return t;
}

/** Fills the form with valid values (the code the picture shows) and passes both availability checks. */
export async function filledForm(overrides: Partial<SignUpFormValues> = {}) {
  const t = await atForm();
  const values = aValidSignUpForm({ captcha: t.gateway.captchaCode, ...overrides });
  for (const [field, value] of Object.entries(values)) t.vm.setField(field as keyof SignUpFormValues, value as never);
  t.vm.checkUserId();
  await flush();
  t.vm.checkNickname();
  await flush();
  return t;
}
