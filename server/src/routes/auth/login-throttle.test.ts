import { hashSecretNow } from '../../auth/password.js';
import { CAPTCHA_TTL_MS } from '../../auth/login-captcha.js';
import { CAPTCHA_AFTER_ADDRESS_FAILURES, CAPTCHA_AFTER_PAIR_FAILURES, REFUSE_AFTER_PAIR_FAILURES } from '../../auth/throttle.js';
import { fixedCaptcha } from '../../ports/captcha.js';
import { seededRandom } from '../../ports/random.js';
import { createHarness, json, type Harness } from '../../testing/harness.js';
import type { TestResponse } from '../../testing/http-client.js';

/**
 * Issue 7 item 8: five wrong passwords locked any member out for 15 minutes from anywhere, and
 * twenty failures from one address locked out everyone there. Now failures ask for the
 * anti-automation code (자동방지코드) instead, and the owner's right password still works.
 */
const CODE = 'K7Q2';
let h: Harness;

beforeAll(async () => {
  // trustProxy: each case speaks from its own addresses through X-Forwarded-For.
  h = await createHarness({ config: { trustProxy: true }, build: { captcha: fixedCaptcha(CODE, seededRandom(1)) } });
});
afterAll(() => h.close());

let accounts = 0;
/** One scrypt hash per password for the file: the accounts share it (the throttle keys on the account, not the hash). */
const hashes = new Map<string, Promise<string>>();
async function account(password = 'right-pass1'): Promise<string> {
  const userId = `thr${++accounts}user`;
  const id = await h.createMember(userId);
  if (!hashes.has(password)) hashes.set(password, hashSecretNow(password));
  await h.db.query('UPDATE members SET password_hash = $2 WHERE id = $1', [id, await hashes.get(password)]);
  return userId;
}

const login = (userId: string, password: string, ip: string, captcha?: { captchaId: string; captchaCode: string }): Promise<TestResponse> =>
  h.inject({ method: 'POST', url: '/api/auth/login', payload: { userId, password, ...captcha }, headers: { 'x-forwarded-for': ip } });

async function challenge(ip: string): Promise<{ id: string; image: string }> {
  return json(await h.inject({ method: 'GET', url: '/api/auth/captcha', headers: { 'x-forwarded-for': ip } }));
}

describe('login throttling without lock-outs', () => {
  it('attack 1 - guessing one account from one address: that address gets the code, the owner elsewhere gets in at once', async () => {
    const victim = await account();
    for (let i = 0; i < 30; i++) {
      const res = await login(victim, `guess${i}`, '203.0.113.7');
      expect(res.statusCode).not.toBe(429);
      expect([404, 400]).toContain(res.statusCode);
    }
    const asked = await login(victim, 'guess-more', '203.0.113.7');
    expect(asked.statusCode).toBe(400);
    expect(json(asked)).toMatchObject({ code: 'captchaRequired', message: '자동방지코드를 입력해주세요.', captchaRequired: true });

    // The owner, from home: the right password works without any code.
    const owner = await login(victim, 'right-pass1', '198.51.100.20');
    expect(owner.statusCode).toBe(200);
    expect(json(owner)).toMatchObject({ userId: victim });
  });

  it(`asks for the code after ${CAPTCHA_AFTER_PAIR_FAILURES} wrong passwords, says so on the failure, and the owner with the code gets in`, async () => {
    const userId = await account();
    const ip = '203.0.113.8';
    for (let i = 1; i < CAPTCHA_AFTER_PAIR_FAILURES; i++)
      expect(json(await login(userId, 'wrong', ip))).toMatchObject({ code: 'loginFailed', captchaRequired: false });
    const last = await login(userId, 'wrong', ip);
    expect(last.statusCode).toBe(404);
    expect(json(last)).toMatchObject({ message: '아이디 또는 비밀번호가 일치하지 않습니다.', captchaRequired: true });

    const { id, image } = await challenge(ip);
    expect(image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(image.split(',')[1]!, 'base64').toString('utf8')).toContain('<svg');
    const ok = await login(userId, 'right-pass1', ip, { captchaId: id, captchaCode: CODE.toLowerCase() });
    expect(ok.statusCode).toBe(200);
    // The right password reset the account's count: the next login needs no code.
    expect((await login(userId, 'right-pass1', ip)).statusCode).toBe(200);
  });

  it('refuses a wrong, reused or expired code with the spec message, and never lets the password through without it', async () => {
    const userId = await account();
    const ip = '203.0.113.9';
    for (let i = 0; i < CAPTCHA_AFTER_PAIR_FAILURES; i++) await login(userId, 'wrong', ip);

    const wrong = await login(userId, 'right-pass1', ip, { captchaId: (await challenge(ip)).id, captchaCode: 'ZZZZ' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ code: 'captchaMismatch', message: '자동방지코드가 일치하지 않습니다.' });

    const { id } = await challenge(ip);
    expect((await login(userId, 'right-pass1', ip, { captchaId: id, captchaCode: CODE })).statusCode).toBe(200);
    for (let i = 0; i < CAPTCHA_AFTER_PAIR_FAILURES; i++) await login(userId, 'wrong', ip);
    const reused = await login(userId, 'right-pass1', ip, { captchaId: id, captchaCode: CODE });
    expect(json(reused).code).toBe('captchaMismatch');

    const stale = await challenge(ip);
    h.clock.advance(CAPTCHA_TTL_MS + 1);
    const expired = await login(userId, 'right-pass1', ip, { captchaId: stale.id, captchaCode: CODE });
    expect(json(expired).code).toBe('captchaMismatch');
  });

  it('attack 2 - spraying many accounts from one address: everyone there is asked for the code, nobody is locked out, other addresses are untouched', async () => {
    const office = '203.0.113.50';
    const operator = await account('operator-pass1');
    const bystander = await account('bystander-pass1');
    for (let i = 0; i < CAPTCHA_AFTER_ADDRESS_FAILURES; i++) await login(`nobody${i}`, 'Password1', office);

    const plain = await login(operator, 'operator-pass1', office);
    expect(json(plain)).toMatchObject({ code: 'captchaRequired' });
    const { id } = await challenge(office);
    expect((await login(operator, 'operator-pass1', office, { captchaId: id, captchaCode: CODE })).statusCode).toBe(200);

    expect((await login(bystander, 'bystander-pass1', '192.0.2.77')).statusCode).toBe(200);
  });

  it(`refuses only the one (account, address) pair after ${REFUSE_AFTER_PAIR_FAILURES} failures: the owner elsewhere still logs in`, async () => {
    const userId = await account();
    const bot = '203.0.113.99';
    await h.db.query("INSERT INTO login_failures (scope, key, at) SELECT 'pair', $1, $2 FROM generate_series(1, $3)", [
      `${userId}|${bot}`,
      new Date(h.clock.now()),
      REFUSE_AFTER_PAIR_FAILURES,
    ]);
    const refused = await login(userId, 'right-pass1', bot);
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toBe('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect((await login(userId, 'right-pass1', '198.51.100.21')).statusCode).toBe(200);
  });
});
