import { Secret, TOTP } from 'otpauth';
import { hashSecretNow } from '../../auth/password.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

// Re-enrolling an operator's second factor (issue 11): a colleague resets it from the members page.
let h: Harness;
let resetter: Caller;
let colleagueId: number;
let memberId: number;

beforeAll(async () => {
  h = await createHarness();
  const resetterId = await h.createMember('opfirst', { isAdmin: true, role: 10, type: 1 });
  colleagueId = await h.createMember('opsecond', { isAdmin: true, role: 10, type: 1 });
  memberId = await h.createMember('plainmember');
  await h.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [colleagueId, await hashSecretNow('pass1234')]);
  resetter = await h.as(resetterId);
});
afterAll(() => h.close());

const codeAt = (secret: string, at: number): string => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
const reset = (caller: Caller, id: number) => caller.inject({ method: 'POST', url: `/api/admin/members/${id}/second-factor/reset` });

/** The colleague's password step: the enrolment's secret, or null when only a code is asked for. */
async function colleaguePasswordStep(): Promise<{ challenge: string; secret: string | null }> {
  const res = await h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId: 'opsecond', password: 'pass1234' } });
  expect(json(res).code).toBe('secondFactorRequired');
  const step = json(res).secondFactor as { challenge: string; enrolment: { secret: string } | null };
  return { challenge: step.challenge, secret: step.enrolment?.secret ?? null };
}

async function enrolColleague(): Promise<string> {
  const { challenge, secret } = await colleaguePasswordStep();
  const res = await h.inject({
    method: 'POST',
    url: '/api/auth/second-factor',
    payload: { challenge, code: codeAt(secret!, h.clock.now()) },
  });
  expect(res.statusCode).toBe(200);
  return secret!;
}

describe("resetting an operator's second factor", () => {
  it("lets another operator reset a colleague's factor: audited with before and after, and the next login enrols again", async () => {
    const oldSecret = await enrolColleague();
    expect((await colleaguePasswordStep()).secret).toBeNull();

    const res = await reset(resetter, colleagueId);
    expect(res.statusCode).toBe(200);
    expect(json(res).message).toBe('2단계 인증이 초기화되었습니다. 다음 로그인 때 인증 앱을 다시 등록합니다.');
    const { rows } = await h.db.query<{ actor_member_id: number; target: string; detail: Record<string, unknown> }>(
      "SELECT actor_member_id, target, detail FROM audit_log WHERE action = 'admin.totp.reset'",
    );
    expect(rows).toEqual([
      {
        actor_member_id: resetter.memberId,
        target: 'opsecond',
        detail: {
          before: { enrolled: true, enrolledAt: new Date(h.clock.now()).toISOString() },
          after: { enrolled: false, enrolledAt: null },
        },
      },
    ]);

    h.clock.advance(60_000);
    const again = await colleaguePasswordStep();
    expect(again.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(again.secret).not.toBe(oldSecret);
    // The old phone's code no longer opens anything; the new secret's does.
    const stale = await h.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { challenge: again.challenge, code: codeAt(oldSecret, h.clock.now()) },
    });
    expect(json(stale).code).toBe('secondFactorWrong');
    const fresh = await h.inject({
      method: 'POST',
      url: '/api/auth/second-factor',
      payload: { challenge: again.challenge, code: codeAt(again.secret!, h.clock.now()) },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("refuses an operator's own factor, a member without one, an unknown member, and a member caller", async () => {
    const own = await reset(resetter, resetter.memberId);
    expect(own.statusCode).toBe(400);
    expect(json(own)).toMatchObject({
      code: 'ownSecondFactor',
      message: '본인의 2단계 인증은 초기화할 수 없습니다. 다른 관리자에게 요청해주세요.',
    });
    const plain = await reset(resetter, memberId);
    expect(plain.statusCode).toBe(400);
    expect(json(plain)).toMatchObject({ code: 'noSecondFactor', message: '등록된 2단계 인증이 없습니다.' });
    expect((await reset(resetter, 9_999_999)).statusCode).toBe(404);
    const member = await h.as(memberId);
    expect((await reset(member, colleagueId)).statusCode).toBe(403);
    const { rows } = await h.db.query('SELECT 1 FROM operator_totp WHERE member_id = $1', [colleagueId]);
    expect(rows).toHaveLength(1);
  });
});
