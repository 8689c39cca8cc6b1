import { failWith, flushPromises } from '../testing/session-fixtures.js';
import type { SessionUser } from '../domain/session-user.js';
import { sessionHarness } from '../testing/session-harness.js';

/** Issue 11: an operator's right password opens a second step (enrolment or code), not the session. */
const setup = sessionHarness;

const QR = 'data:image/svg+xml;base64,PHN2Zz4=';
const enrolment = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/Bet%20Admin:admin?secret=JBSWY3DPEHPK3PXP',
  qrImage: QR,
};
const challenge = 'c'.repeat(43);
const asksForStep = (step: unknown) =>
  failWith<SessionUser>(401, '관리자 계정은 2단계 인증이 필요합니다.', {
    code: 'secondFactorRequired',
    body: { code: 'secondFactorRequired', secondFactor: step },
  });

async function passwordStep(t: ReturnType<typeof setup>, step: unknown): Promise<void> {
  t.gateway.loginAnswer = asksForStep(step);
  t.vm.login('admin', 'admin1234!');
  await flushPromises();
}

describe("the operator's second factor in the login", () => {
  it('shows the enrolment (QR, secret) after the password, with no alert and no session', async () => {
    const t = setup();
    await passwordStep(t, { challenge, enrolment });
    expect(t.view()).toMatchObject({ status: 'loggedOut', alert: null, secondFactor: { challenge, enrolment } });
  });

  it('sends the typed code without spaces for the challenge, and logs in on success', async () => {
    const t = setup();
    await passwordStep(t, { challenge, enrolment: null });
    t.vm.sendSecondFactor(' 123 456 ');
    await flushPromises();
    expect(t.gateway.secondFactorCodes).toEqual([[challenge, '123456']]);
    expect(t.view()).toMatchObject({ status: 'loggedIn', secondFactor: null });
  });

  it('asks for a code before sending an empty one', async () => {
    const t = setup();
    await passwordStep(t, { challenge, enrolment: null });
    t.vm.sendSecondFactor('  ');
    expect(t.view().alert).toBe('인증 코드를 입력해주세요.');
    expect(t.gateway.secondFactorCodes).toEqual([]);
  });

  it("keeps the step after a wrong code and shows the server's text; a spent step goes back to the password", async () => {
    const t = setup();
    await passwordStep(t, { challenge, enrolment: null });
    t.gateway.secondFactorAnswers = [
      failWith(401, '인증 코드가 올바르지 않습니다.', { code: 'secondFactorWrong' }),
      failWith(401, '인증 시간이 지났습니다. 다시 로그인해주세요.', { code: 'secondFactorExpired' }),
    ];
    t.vm.sendSecondFactor('000000');
    await flushPromises();
    expect(t.view()).toMatchObject({ alert: '인증 코드가 올바르지 않습니다.', secondFactor: { challenge } });
    t.vm.sendSecondFactor('000001');
    await flushPromises();
    expect(t.view()).toMatchObject({ alert: '인증 시간이 지났습니다. 다시 로그인해주세요.', secondFactor: null, status: 'loggedOut' });
  });

  it('treats a malformed step as an ordinary refusal, and cancel leaves the step', async () => {
    const t = setup();
    await passwordStep(t, { challenge: 42, enrolment: null });
    expect(t.view().secondFactor).toBeNull();
    expect(t.view().alert).toBe('예기치 않은 문제가 발생했습니다.');
    await passwordStep(t, { challenge, enrolment });
    t.vm.cancelSecondFactor();
    expect(t.view().secondFactor).toBeNull();
  });
});
