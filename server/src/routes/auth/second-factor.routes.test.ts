import { Secret, TOTP } from 'otpauth';
import { hashSecretNow } from '../../auth/password.js';
import { createHarness, json, type Harness } from '../../testing/harness.js';
import type { TestResponse } from '../../testing/http-client.js';

// The operator's second factor (issue 11). Codes are computed here with otpauth itself (RFC 6238
// defaults: SHA-1, 6 digits, 30 s), at times taken from the server's manual clock.
let h: Harness;
let operatorId: number;
let memberId: number;
const STEP = 30_000;

beforeAll(async () => {
  h = await createHarness();
  operatorId = await h.createMember('opadmin', { isAdmin: true, role: 10, type: 1 });
  memberId = await h.createMember('opmember');
  await h.db.query('UPDATE members SET password_hash = $2 WHERE id = ANY($1)', [[operatorId, memberId], await hashSecretNow('pass1234')]);
});
afterAll(() => h.close());

const codeAt = (secret: string, at: number): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const sid = (res: TestResponse): string | undefined => res.cookies.find((c) => c.name === 'sid')?.value;
const login = (userId: string) => h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId, password: 'pass1234' } });
const sendCode = (challenge: string, code: string) =>
  h.inject({ method: 'POST', url: '/api/auth/second-factor', payload: { challenge, code } });

interface Step {
  challenge: string;
  enrolment: { secret: string; otpauthUri: string; qrImage: string } | null;
}

async function passwordStep(): Promise<Step> {
  const res = await login('opadmin');
  expect(res.statusCode).toBe(401);
  expect(json(res).code).toBe('secondFactorRequired');
  expect(sid(res)).toBeUndefined();
  return json(res).secondFactor as Step;
}

const auditOf = async (action: string): Promise<Record<string, unknown>[]> =>
  (
    await h.db.query<{ detail: Record<string, unknown> }>(
      "SELECT detail FROM audit_log WHERE target = 'opadmin' AND action = $1 ORDER BY id",
      [action],
    )
  ).rows.map((r) => r.detail);

let secret = '';
let challenge = '';

describe("the operator's second factor", () => {
  it('asks an operator without one to enrol after the password: the secret, its otpauth:// address and QR code, no session yet', async () => {
    const res = await login('opadmin');
    expect(json(res).message).toBe(
      '관리자 계정은 2단계 인증을 등록해야 합니다. 인증 앱으로 QR 코드를 등록한 뒤 6자리 코드를 입력해주세요.',
    );
    const step = json(res).secondFactor as Step;
    secret = step.enrolment!.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.enrolment!.otpauthUri).toBe(
      `otpauth://totp/Bet%20Admin:opadmin?issuer=Bet%20Admin&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(step.enrolment!.qrImage.split(',')[1]!, 'base64').toString()).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(await auditOf('admin.totp.enrolStarted')).toHaveLength(1);
    expect(await auditOf('login.password')).toEqual([{ secondFactor: 'enrol' }]);
    const enrolling = await passwordStep();
    // Until confirmed, each password step offers a fresh secret.
    expect(enrolling.enrolment!.secret).not.toBe(secret);
    secret = enrolling.enrolment!.secret;
    challenge = enrolling.challenge;
  });

  it('refuses a wrong code with 401 인증 코드가 올바르지 않습니다., audited, and enrols nothing', async () => {
    const res = await sendCode(challenge, codeAt(secret, h.clock.now() + 3 * STEP));
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({ code: 'secondFactorWrong', message: '인증 코드가 올바르지 않습니다.' });
    expect(sid(res)).toBeUndefined();
    expect(await auditOf('login.totpFailed')).toEqual([{ reason: 'wrong' }]);
    const { rows } = await h.db.query('SELECT 1 FROM operator_totp WHERE member_id = $1 AND enrolled_at IS NOT NULL', [operatorId]);
    expect(rows).toHaveLength(0);
  });

  it('enrols with the first right code: the session opens as the operator, audited', async () => {
    const res = await sendCode(challenge, codeAt(secret, h.clock.now()));
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: operatorId, userId: 'opadmin' });
    const me = await h.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: sid(res)! } });
    expect(json(me)).toMatchObject({ id: operatorId });
    expect(await auditOf('admin.totp.enrolled')).toHaveLength(1);
    expect(await auditOf('login')).toEqual([{ secondFactor: 'totp' }]);
    // The challenge served its one login.
    expect(json(await sendCode(challenge, codeAt(secret, h.clock.now() + STEP))).code).toBe('secondFactorExpired');
  });

  it('never sends the secret again: the next password step asks for a code only', async () => {
    const res = await login('opadmin');
    expect(json(res).message).toBe('관리자 계정은 2단계 인증이 필요합니다. 인증 앱의 6자리 코드를 입력해주세요.');
    expect((json(res).secondFactor as Step).enrolment).toBeNull();
    expect(JSON.stringify(json(res))).not.toContain(secret);
  });

  it('refuses a code already used in its step (replay), audited as replayed', async () => {
    const { challenge } = await passwordStep();
    const res = await sendCode(challenge, codeAt(secret, h.clock.now()));
    expect(res.statusCode).toBe(401);
    expect(json(res)).toEqual({
      code: 'secondFactorReplayed',
      message: '이미 사용한 인증 코드입니다. 새 코드가 표시되면 다시 입력해주세요.',
    });
    expect(await auditOf('login.totpFailed')).toEqual([{ reason: 'wrong' }, { reason: 'replayed' }]);
  });

  it('accepts the code of one step before or after the server clock, never two steps away', async () => {
    h.clock.advance(10 * STEP);
    const now = h.clock.now();
    const before = await passwordStep();
    expect(json(await sendCode(before.challenge, codeAt(secret, now - 2 * STEP))).code).toBe('secondFactorWrong');
    expect((await sendCode(before.challenge, codeAt(secret, now - STEP))).statusCode).toBe(200);
    const after = await passwordStep();
    expect(json(await sendCode(after.challenge, codeAt(secret, now + 2 * STEP))).code).toBe('secondFactorWrong');
    expect((await sendCode(after.challenge, codeAt(secret, now + STEP))).statusCode).toBe(200);
    // The step after was used: the current step's code is now older than it, so a replay too.
    const again = await passwordStep();
    expect(json(await sendCode(again.challenge, codeAt(secret, now))).code).toBe('secondFactorReplayed');
  });

  it('ends a password step after 5 wrong codes, and after 5 minutes; wrong codes count as failed logins', async () => {
    const THROTTLE_WINDOW = 16 * 60_000;
    h.clock.advance(THROTTLE_WINDOW);
    const tried = await passwordStep();
    for (let i = 0; i < 5; i++) await sendCode(tried.challenge, '000000');
    expect(json(await sendCode(tried.challenge, codeAt(secret, h.clock.now()))).code).toBe('secondFactorExpired');
    // Guessing codes meets the anti-automation code as guessing passwords does.
    const throttled = await login('opadmin');
    expect(throttled.statusCode).toBe(400);
    expect(json(throttled).code).toBe('captchaRequired');
    h.clock.advance(THROTTLE_WINDOW);
    const late = await passwordStep();
    h.clock.advance(5 * 60_000 + 1);
    const res = await sendCode(late.challenge, codeAt(secret, h.clock.now()));
    expect(json(res)).toEqual({ code: 'secondFactorExpired', message: '인증 시간이 지났습니다. 다시 로그인해주세요.' });
  });

  it("leaves a member's login as it was: the password alone opens the session", async () => {
    const res = await login('opmember');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: memberId, userId: 'opmember' });
    expect(sid(res)).toBeDefined();
    expect((await h.db.query('SELECT 1 FROM operator_totp WHERE member_id = $1', [memberId])).rows).toHaveLength(0);
  });
});

describe("the operator's shorter session", () => {
  const me = async (caller: { inject: Harness['inject'] }) => (await caller.inject({ method: 'GET', url: '/api/auth/me' })).statusCode;

  it('ends after 30 idle minutes for an operator, while a member idle as long stays logged in', async () => {
    const operator = await h.as(operatorId);
    const member = await h.as(memberId);
    h.clock.advance(29 * 60_000);
    expect(await me(operator)).toBe(200);
    h.clock.advance(31 * 60_000);
    expect(await me(operator)).toBe(556);
    expect(await me(member)).toBe(200);
  });

  it("ends 8 hours after an operator's login however busy, while a member's goes on", async () => {
    const operator = await h.as(operatorId);
    const member = await h.as(memberId);
    for (let minutes = 20; minutes <= 8 * 60; minutes += 20) {
      h.clock.advance(20 * 60_000);
      expect(await me(operator)).toBe(200);
    }
    h.clock.advance(60_000);
    expect(await me(operator)).toBe(556);
    expect(await me(member)).toBe(200);
    const { rows } = await h.db.query<{ end_reason: string }>(
      'SELECT end_reason FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1',
      [operatorId],
    );
    expect(rows[0]!.end_reason).toBe('expired');
  });
});
