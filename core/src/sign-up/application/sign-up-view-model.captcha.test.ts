import { DEFAULT_SIGN_UP_POLICY } from '../domain/sign-up-policy.js';
import type { SignUpFormValues } from '../domain/sign-up-form.js';
import { serverFailure } from '../testing/fake-sign-up-gateway.js';
import { aValidSignUpForm } from '../testing/sign-up-fixtures.js';
import { atForm, filledForm, flush, formOf, setup } from '../testing/sign-up-vm-harness.js';

/**
 * Issue 27: the join form's 자동방지코드 is the server's picture, checked by the server once. The
 * fake gateway plays the server: its pictures all show `captchaCode` and refuse any other answer.
 */
describe('SignUpViewModel and the server-issued 자동방지코드', () => {
  it('sends the typed code with the id of the picture shown, in capitals', async () => {
    const t = await filledForm({ captcha: 'ab12' });
    t.vm.submit();
    await flush();
    expect(t.gateway.captchaAnswers).toEqual([{ id: 'c1', code: 'AB12' }]);
    expect(t.gateway.joins).toHaveLength(1);
    expect(t.view()).toMatchObject({ status: 'done' });
  });

  it('refuses a code that is not 4 of A-Z0-9 at once, without asking the server', async () => {
    const t = await filledForm({ captcha: 'Z1' });
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).errors.captcha).toBe('자동방지코드가 일치하지 않습니다.');
    expect(t.gateway.captchaAnswers).toEqual([]);
  });

  it("shows the server's refusal of a wrong code under the field and the next picture with an empty field", async () => {
    const t = await filledForm({ captcha: 'ZZZZ' });
    t.vm.submit();
    await flush();
    const form = formOf(t.view());
    expect(form.errors.captcha).toBe('자동방지코드가 일치하지 않습니다.');
    expect(form.alert).toBeNull();
    expect(t.gateway.joins).toEqual([]);
    // The server spent c1 on that answer: c2 is shown, to be typed anew.
    expect(form.captcha?.id).toBe('c2');
    expect(form.values.captcha).toBe('');
    t.vm.setField('captcha', 'AB12');
    t.vm.submit();
    await flush();
    expect(t.gateway.captchaAnswers.at(-1)).toEqual({ id: 'c2', code: 'AB12' });
    expect(t.view()).toMatchObject({ status: 'done' });
  });

  it('draws a new picture on 새로고침 and clears the typed code', async () => {
    const t = await filledForm();
    await t.vm.refreshCaptcha();
    expect(formOf(t.view()).captcha?.id).toBe('c2');
    expect(formOf(t.view()).values.captcha).toBe('');
  });

  it('alerts when no picture can be had, and refuses to send a code for none', async () => {
    const t = setup();
    t.gateway.captchaFailure = serverFailure('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    await t.vm.openWithJoinCode('1212');
    await flush();
    expect(formOf(t.view())).toMatchObject({ captcha: null, alert: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.' });
    const values = aValidSignUpForm({ captcha: 'AB12' });
    for (const [field, value] of Object.entries(values)) t.vm.setField(field as keyof SignUpFormValues, value as never);
    t.vm.submit();
    await flush();
    expect(formOf(t.view()).errors.captcha).toBe('자동방지코드가 일치하지 않습니다.');
    expect(t.gateway.captchaAnswers).toEqual([]);
  });

  it('has no captcha in the form variant without one, and sends no answer', async () => {
    const t = await atForm({ ...DEFAULT_SIGN_UP_POLICY, captchaRequired: false });
    expect(formOf(t.view())).toMatchObject({ captchaRequired: false, captcha: null });
    expect(t.gateway.captchasIssued).toEqual([]);
  });
});
