import { hashSecretNow } from '../../auth/password.js';
import { createHarness, json, type Harness } from '../../testing/harness.js';

let h: Harness;
let memberId: number;

beforeAll(async () => {
  // trustProxy: the TLS and blocked-IP cases speak through X-Forwarded-Proto/-For.
  h = await createHarness({ config: { trustProxy: true } });
  memberId = await h.createMember('logintest');
  await h.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [memberId, await hashSecretNow('pass1234')]);
});
afterAll(() => h.close());

const login = (userId: string, password: string, headers: Record<string, string> = {}) =>
  h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId, password }, headers });

describe('auth', () => {
  it('logs in with the right password, sets HttpOnly sid and readable csrf cookies, and answers the member', async () => {
    const res = await login('logintest', 'pass1234');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ id: memberId, userId: 'logintest', emoney: 0, usdt: 0, point: 0 });
    const sid = res.cookies.find((c) => c.name === 'sid')!;
    const csrf = res.cookies.find((c) => c.name === 'csrf')!;
    expect(sid.httpOnly).toBe(true);
    expect(sid.sameSite).toBe('Lax');
    expect(sid.secure).toBeFalsy();
    expect(csrf.httpOnly).toBeFalsy();
    const me = await h.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: sid.value } });
    expect(json(me)).toMatchObject({ id: memberId });
  });

  it('refuses a wrong password with 404 and a Korean message', async () => {
    const res = await login('logintest', 'nope');
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: '아이디 또는 비밀번호가 일치하지 않습니다.', code: 'loginFailed', captchaRequired: false });
  });

  it('ends the first session when the member logs in again: its next call gets 555', async () => {
    const first = (await login('logintest', 'pass1234')).cookies.find((c) => c.name === 'sid')!.value;
    await login('logintest', 'pass1234');
    const res = await h.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: first } });
    expect(res.statusCode).toBe(555);
    expect(json(res).message).toBe('다른 기기에서 로그인되어 로그아웃됩니다.');
  });

  it('answers 556 to a session that logged out', async () => {
    const caller = await h.as(memberId);
    expect((await caller.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    const res = await caller.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(556);
    expect(json(res).message).toBe('로그아웃 되었습니다.');
  });

  it('answers a guest without an error status: 200 { loggedIn: false }', async () => {
    const res = await h.inject({ method: 'GET', url: '/api/auth/me' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ loggedIn: false });
  });

  it('refuses a state-changing call without the CSRF header', async () => {
    const caller = await h.as(memberId);
    const res = await h.inject({ method: 'POST', url: '/api/auth/logout', cookies: caller.cookies });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('csrf');
  });

  it('sets Secure cookies when the request came over TLS through a trusted proxy', async () => {
    const res = await login('logintest', 'pass1234', { 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
    expect(res.cookies.find((c) => c.name === 'csrf')!.secure).toBe(true);
  });

  it('sets Secure cookies on every login in production, also on one that looks like plain HTTP (a proxy set up wrong)', async () => {
    const production = await createHarness({ config: { secureCookiesAlways: true } });
    try {
      const member = await production.createMember('securetest');
      await production.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [member, await hashSecretNow('pass1234')]);
      const res = await production.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { userId: 'securetest', password: 'pass1234' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
      expect(res.cookies.find((c) => c.name === 'csrf')!.secure).toBe(true);
    } finally {
      await production.close();
    }
  });

  it('answers 406 to a blocked IP, on every call', async () => {
    await h.db.query("INSERT INTO blocked_ips (ip) VALUES ('10.9.9.9')");
    const res = await h.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-forwarded-for': '10.9.9.9' } });
    expect(res.statusCode).toBe(406);
    expect(json(res).message).toBe('차단된 IP입니다.');
    expect((await login('logintest', 'pass1234', { 'x-forwarded-for': '10.9.9.9' })).statusCode).toBe(406);
    expect(json(await h.inject({ method: 'GET', url: '/api/auth/me', headers: { 'x-forwarded-for': '10.9.9.8' } }))).toEqual({
      loggedIn: false,
    });
  });
});
