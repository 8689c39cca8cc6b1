import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { encodeJoin, type JoinInput } from '@bet/core/api';
import { foundationModules } from '../modules.js';
import { createHarness, json, type Harness } from '../testing/harness.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-db.js';
import { issueCaptchaId, joinCaptcha, TEST_CAPTCHA_CODE } from '../testing/join-kit.js';
import { RATE_LIMITS } from './rate-limits.js';

/**
 * Issue 27: rate limits on the public and costly calls, per address, shared by every instance
 * through Redis when REDIS_URL is set. Each test speaks from its own address (X-Forwarded-For
 * under TRUST_PROXY) so the counters of one do not reach another.
 */
const REFUSAL = '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.';
const REDIS_URL = 'redis://127.0.0.1:6379';
let address = 0;
const newAddress = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });

let serial = 0;
const input = (): JoinInput => {
  serial += 1;
  return {
    userId: `ratejoin${serial}`,
    password: 'pass1234',
    nickname: `한도${'가나다라마바사아자차카타'[serial % 12]}`,
    phoneNumber: `0106000${String(1000 + serial)}`,
    bankAccountPssword: '1234',
    accountHolder: '김철수',
    bankAccountNumber: `6660${String(100000 + serial)}`,
    bankCode: 4,
    carrierCode: 1,
    birthDate: '19900101',
    sex: 0,
    suggestionCode1: 'RATEJOIN',
  };
};

/** A join that passes every rule but the code: refused (400) before any hashing, yet counted. */
const wrongCodeJoin = async (h: Harness, headers: Record<string, string>) =>
  h.inject({
    method: 'POST',
    url: '/api/member/join',
    headers,
    payload: { ...encodeJoin(input()), captchaId: 'f'.repeat(32), captchaCode: 'ZZZZ' },
  });

const members = async (h: Harness, userId: string): Promise<number> =>
  (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM members WHERE user_id = $1', [userId])).rows[0]!.n;

async function seedReferral(h: Harness): Promise<void> {
  const owner = await h.createMember(`rateowner${++serial}`);
  await h.db.query("INSERT INTO suggestion_codes (code, member_id, type) VALUES ('RATEJOIN', $1, 0) ON CONFLICT DO NOTHING", [owner]);
}

describe('rate limits of one instance (no Redis)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ config: { trustProxy: true }, build: joinCaptcha() });
    await seedReferral(h);
  });
  afterAll(() => h.close());

  it('refuses the 11th sign-up from one address within the window, in Korean, and creates nothing', async () => {
    const from = newAddress();
    expect(RATE_LIMITS.signUp.max).toBe(10);
    for (let i = 0; i < 10; i++) expect((await wrongCodeJoin(h, from)).statusCode).toBe(400);
    const m = input();
    const captchaId = await issueCaptchaId(h, from);
    const eleventh = await h.inject({
      method: 'POST',
      url: '/api/member/join',
      headers: from,
      payload: { ...encodeJoin(m), captchaId, captchaCode: TEST_CAPTCHA_CODE },
    });
    expect(eleventh.statusCode).toBe(429);
    expect(json(eleventh)).toMatchObject({ message: REFUSAL, code: 'tooManyRequests' });
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await members(h, m.userId)).toBe(0);
    // Another address is not affected.
    expect((await wrongCodeJoin(h, newAddress())).statusCode).toBe(400);
  });

  it.each([
    ['the captcha issue', RATE_LIMITS.captchaIssue.max, () => ({ method: 'GET', url: '/api/auth/captcha' }) as const],
    [
      'the availability check',
      RATE_LIMITS.availabilityCheck.max,
      () => ({ method: 'GET', url: '/api/member/check?userIdEquals=someone1' }) as const,
    ],
    [
      'the referral code lookup',
      RATE_LIMITS.availabilityCheck.max,
      () => ({ method: 'GET', url: '/api/suggestioncode?codeEquals=RATEJOIN' }) as const,
    ],
    [
      'the guest inquiry',
      RATE_LIMITS.guestInquiry.max,
      () =>
        ({
          method: 'POST',
          url: '/api/supportNonMember',
          payload: { name: '손님', phoneNumber: '01012341234', question: '가입 문의' },
        }) as const,
    ],
  ])('refuses %s past its limit from one address', async (_what, max, request) => {
    const from = newAddress();
    // Below the limit the call's own rules answer (the guest inquiry has its own hourly count).
    for (let i = 0; i < max; i++) expect(json(await h.inject({ ...request(), headers: from })).code).not.toBe('tooManyRequests');
    const over = await h.inject({ ...request(), headers: from });
    expect([over.statusCode, json(over).message, json(over).code]).toEqual([429, REFUSAL, 'tooManyRequests']);
  });

  it('refuses the password change past its limit', async () => {
    const me = await h.as(await h.createMember('ratepw01'));
    const from = newAddress();
    const change = () =>
      me.inject({
        method: 'PUT',
        url: `/api/member/change-password/${me.memberId}`,
        headers: from,
        payload: { userId: me.userId, oldPassword: 'wrong-old1', password: 'newpass12' },
      });
    for (let i = 0; i < RATE_LIMITS.passwordChange.max; i++) expect((await change()).statusCode).toBeLessThan(429);
    expect([(await change()).statusCode]).toEqual([429]);
  });
});

describe('rate limits shared by two instances through one Redis', () => {
  const prefix = `test:rate-limit:${randomBytes(6).toString('hex')}:`;
  let database: TestDatabase;
  let first: Harness;
  let second: Harness;
  beforeAll(async () => {
    database = await createTestDatabase();
    const config = { trustProxy: true, redisUrl: REDIS_URL, rateLimitPrefix: prefix };
    first = await createHarness({ db: database.db, config, build: joinCaptcha() });
    second = await createHarness({ db: database.db, config, build: joinCaptcha() });
    await seedReferral(first);
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await database.close();
    // Only this test's keys: the shared Redis is never flushed.
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts sign-ups from one address on either instance together: the 11th is refused on both', async () => {
    const from = newAddress();
    for (let i = 0; i < 5; i++) expect((await wrongCodeJoin(first, from)).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await wrongCodeJoin(second, from)).statusCode).toBe(400);
    const onFirst = await wrongCodeJoin(first, from);
    const onSecond = await wrongCodeJoin(second, from);
    expect([onFirst.statusCode, json(onFirst).message]).toEqual([429, REFUSAL]);
    expect(onSecond.statusCode).toBe(429);
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${prefix}*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe('with Redis unreachable', () => {
  it('lets the calls through rather than failing them (a broker outage does not stop sign-ups)', async () => {
    // The foundation only: the live-data broker's own Redis client is another matter (issue 29 defect 2).
    const h = await createHarness({
      modules: foundationModules(),
      config: { trustProxy: true, redisUrl: 'redis://127.0.0.1:1', rateLimitPrefix: 'test:none:' },
    });
    try {
      const res = await h.inject({ method: 'GET', url: '/api/auth/captcha', headers: newAddress() });
      expect(res.statusCode).toBe(200);
    } finally {
      await h.close();
    }
  });
});
