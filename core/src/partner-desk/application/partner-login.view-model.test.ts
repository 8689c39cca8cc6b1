import type { SessionUser } from '../../session/domain/session-user.js';
import { aSessionUser, failWith, FakeSessionGateway } from '../../session/testing/session-fixtures.js';
import { ok } from '../../shared/domain/result.js';
import { partnerHomeOf, PartnerLoginViewModel } from './partner-login.view-model.js';
import { latestView } from '../../shared/testing/view-model-probe.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const gateway = new FakeSessionGateway();
  const accepted: SessionUser[] = [];
  const vm = new PartnerLoginViewModel({ gateway, session: { acceptLogin: (user) => accepted.push(user) } });
  const view = latestView(vm.state$);
  return { gateway, accepted, vm, view };
}

describe('PartnerLoginViewModel', () => {
  it('asks for both fields before sending', () => {
    const t = setup();
    t.vm.submit(' ', 'x');
    expect(t.view().error).toBe('아이디를 입력해주세요.');
    t.vm.submit('partner01', '');
    expect(t.view().error).toBe('비밀번호를 입력해주세요.');
    expect(t.gateway.calls.login).toBe(0);
  });

  it('hands a partner to the session and sends them to /partner', async () => {
    const t = setup();
    t.gateway.loginAnswer = ok(aSessionUser({ type: 'partner', role: 3 }));
    t.vm.submit('partner01', 'test1234');
    expect(t.view().sending).toBe(true);
    await flush();
    expect(t.accepted.map((u) => u.type)).toEqual(['partner']);
    expect(t.view()).toEqual({ sending: false, error: null, captcha: null, destination: '/partner' });
  });

  it('refuses an ordinary member in Korean and ends the session the server opened', async () => {
    const t = setup();
    t.gateway.loginAnswer = ok(aSessionUser({ type: 'member' }));
    t.vm.submit('member01', 'test1234');
    await flush();
    expect(t.view()).toMatchObject({ sending: false, error: '파트너 또는 추천인 계정만 이용할 수 있습니다.', destination: null });
    expect(t.gateway.calls.logout).toBe(1);
    expect(t.accepted).toEqual([]);
  });

  it("shows the server's 404 text, and the unexpected-problem text otherwise", async () => {
    const t = setup();
    t.gateway.loginAnswer = failWith(404, '아이디 또는 비밀번호가 일치하지 않습니다.');
    t.vm.submit('nobody', 'wrong');
    await flush();
    expect(t.view().error).toBe('아이디 또는 비밀번호가 일치하지 않습니다.');
    t.gateway.loginAnswer = failWith(503, 'busy');
    t.vm.submit('nobody', 'wrong');
    await flush();
    expect(t.view().error).toBe('예기치 않은 문제가 발생했습니다.');
  });

  it('shows the anti-automation code when the server asks and sends it with the next try', async () => {
    const t = setup();
    t.gateway.loginAnswer = failWith(404, '아이디 또는 비밀번호가 일치하지 않습니다.', { body: { captchaRequired: true } });
    t.vm.submit('partner01', 'wrong');
    await flush();
    expect(t.view().captcha).toEqual({ id: 'c1', image: 'data:image/svg+xml;base64,PHN2Zz4=' });
    t.vm.submit('partner01', 'test1234');
    expect(t.view().error).toBe('자동방지코드를 입력해주세요.');
    t.gateway.loginAnswer = ok(aSessionUser({ type: 'recommender' }));
    t.vm.submit('partner01', 'test1234', ' AB12 ');
    await flush();
    expect(t.gateway.loginCaptchas.at(-1)).toEqual({ id: 'c1', code: 'AB12' });
    expect(t.view()).toMatchObject({ captcha: null, destination: '/mypage/recommender/member' });
  });

  it('keeps the old code when a new one cannot be loaded, and completes when disposed', async () => {
    const t = setup();
    t.gateway.captchaAnswers = [failWith(500)];
    await t.vm.refreshCaptcha();
    expect(t.view().captcha).toBeNull();
    let completed = false;
    t.vm.state$.subscribe({ complete: () => (completed = true) });
    t.vm.dispose();
    expect(completed).toBe(true);
  });

  it('names each area home: admins go to /admin', () => {
    expect(partnerHomeOf(aSessionUser({ type: 'partner', role: 10, withdrawalType: 'normal' }))).toBe('/admin');
    expect(partnerHomeOf(aSessionUser({ type: 'partner', role: 3 }))).toBe('/partner');
  });
});
