import { ok } from '../../shared/domain/result.js';
import { loginAsksForCaptcha, showsServerText } from '../domain/login-captcha.js';
import { aSessionUser, failWith, flushPromises, statusError } from '../testing/session-fixtures.js';
import { sessionHarness } from '../testing/session-harness.js';

/** Issue 7 item 8: after repeated failures the login carries the server's anti-automation code. */
const setup = sessionHarness;

const asksForCode = { message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'loginFailed', captchaRequired: true };

describe('the login with the anti-automation code', () => {
  it('shows no code until the server asks; a refusal that asks shows a picture', async () => {
    const t = setup();
    expect(t.view().captcha).toBeNull();
    t.gateway.loginAnswer = failWith(404, '아이디 또는 비밀번호가 일치하지 않습니다.', { body: asksForCode });
    t.vm.login('member01', 'wrong');
    await flushPromises();
    expect(t.view().alert).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    expect(t.view().captcha).toEqual({ id: 'c1', image: expect.stringMatching(/^data:image\/svg\+xml;base64,/) });
  });

  it('refuses to send without the typed code while one is shown, then sends it with the challenge id', async () => {
    const t = setup();
    await t.vm.refreshCaptcha();
    t.vm.login('member01', 'pw1234', '  ');
    expect(t.view().alert).toBe('자동방지코드를 입력해주세요.');
    expect(t.gateway.calls.login).toBe(0);
    t.gateway.loginAnswer = ok(aSessionUser());
    t.vm.login('member01', 'pw1234', ' k7q2 ');
    await flushPromises();
    expect(t.gateway.loginCaptchas).toEqual([{ id: 'c1', code: 'k7q2' }]);
    expect(t.view().status).toBe('loggedIn');
    expect(t.view().captcha).toBeNull();
  });

  it("shows the server's mismatch text and a fresh picture (a shown code is spent by its try)", async () => {
    const t = setup();
    await t.vm.refreshCaptcha();
    t.gateway.loginAnswer = failWith(400, '자동방지코드가 일치하지 않습니다.', {
      code: 'captchaMismatch',
      body: { message: '자동방지코드가 일치하지 않습니다.', code: 'captchaMismatch', captchaRequired: true },
    });
    t.vm.login('member01', 'pw1234', 'ZZZZ');
    await flushPromises();
    expect(t.view().alert).toBe('자동방지코드가 일치하지 않습니다.');
    expect(t.view().captcha?.id).toBe('c2');
  });

  it('a refusal that does not ask keeps the dialog without a code', async () => {
    const t = setup();
    t.gateway.loginAnswer = failWith(404, '아이디 또는 비밀번호가 일치하지 않습니다.', {
      body: { ...asksForCode, captchaRequired: false },
    });
    t.vm.login('member01', 'wrong');
    await flushPromises();
    expect(t.view().captcha).toBeNull();
    expect(t.gateway.calls.captcha).toBe(0);
  });

  it('reads the refusal kinds from the code or the body, and shows server text only for 404 and the code refusals', () => {
    expect(loginAsksForCaptcha(statusError(400, 'x', { code: 'captchaRequired' }))).toBe(true);
    expect(loginAsksForCaptcha(statusError(404, 'x', { body: { captchaRequired: true } }))).toBe(true);
    expect(loginAsksForCaptcha(statusError(404, 'x', { body: { captchaRequired: false } }))).toBe(false);
    expect(showsServerText(statusError(400, 'x', { code: 'captchaMismatch' }))).toBe(true);
    expect(showsServerText(statusError(400, 'x', { code: 'validation' }))).toBe(false);
    expect(showsServerText(statusError(500))).toBe(false);
  });
});
