import { createHarness, json, type Harness } from '../testing/harness.js';

/**
 * Issue 28, "the API base is a setting": the UI served from another origin calls the API with the
 * member's cookies. ALLOWED_ORIGINS names those origins: they alone get CORS with credentials
 * (and a preflight for the CSRF and Idempotency-Key headers), and the cross-site checks accept
 * them; any other origin gets no CORS header and is still refused as cross-site.
 */
const UI_ORIGIN = 'http://127.0.0.1:5173';
const OTHER_ORIGIN = 'http://127.0.0.1:6666';

let h: Harness;
let plain: Harness;
beforeAll(async () => {
  // The chain confirms a minute later: a USD deposit stays waiting while a test cancels it.
  h = await createHarness({ config: { allowedOrigins: [UI_ORIGIN], chainConfirmMs: 60_000 } });
  plain = await createHarness({ config: { chainConfirmMs: 60_000 } });
});
afterAll(async () => {
  await h.close();
  await plain.close();
});

/** A browser's preflight before a POST carrying the site's own headers. */
const preflight = (site: Harness, origin: string): Promise<Response> =>
  fetch(`${site.baseUrl}/api/auth/login`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'content-type,x-csrf-token,idempotency-key',
    },
  });

describe('CORS for ALLOWED_ORIGINS', () => {
  it('answers an allowed origin with its own origin and credentials, another origin and no origin with no CORS header', async () => {
    const allowed = await h.inject({ method: 'GET', url: '/api/health', headers: { origin: UI_ORIGIN } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(UI_ORIGIN);
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toMatch(/origin/i);

    for (const headers of [{ origin: OTHER_ORIGIN }, {}] as Record<string, string>[]) {
      const res = await h.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
  });

  it('answers the preflight of an allowed origin for the CSRF and Idempotency-Key headers, not another origin', async () => {
    const ok = await preflight(h, UI_ORIGIN);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(UI_ORIGIN);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    expect(ok.headers.get('access-control-allow-methods')).toContain('POST');
    const allowedHeaders = (ok.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    expect(allowedHeaders).toEqual(expect.arrayContaining(['content-type', 'x-csrf-token', 'idempotency-key']));

    const refused = await preflight(h, OTHER_ORIGIN);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends no CORS header at all when no origin is allowed (the default)', async () => {
    const res = await plain.inject({ method: 'GET', url: '/api/health', headers: { origin: UI_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(plain, UI_ORIGIN)).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the cross-site guard with ALLOWED_ORIGINS', () => {
  const cancelUrl = '/api/charge/depositCancel';

  /** A member with a waiting USD deposit, whose cancel (a state-changing GET) is guarded. */
  async function memberWithWaitingDeposit(site: Harness, userId: string) {
    const m = await site.as(await site.createMember(userId));
    const placed = await m.inject({ method: 'POST', url: '/api/dewit/deposit?network=eth&token=USDT', payload: { depositAmount: 0 } });
    expect(placed.statusCode).toBe(200);
    return m;
  }

  // What Chromium sends from a page of the allowed origin (another port of 127.0.0.1: same site).
  const fromUi = { origin: UI_ORIGIN, 'sec-fetch-site': 'same-site' };

  it('accepts the allowed origin with the CSRF header, even marked cross-site by the browser', async () => {
    const m = await memberWithWaitingDeposit(h, 'corsok01');
    expect((await m.inject({ method: 'GET', url: cancelUrl, headers: fromUi })).statusCode).toBe(200);
    const again = await memberWithWaitingDeposit(h, 'corsok02');
    const crossSite = await again.inject({ method: 'GET', url: cancelUrl, headers: { origin: UI_ORIGIN, 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.statusCode).toBe(200);
  });

  it('still refuses another origin, and the same origin where it is not listed', async () => {
    const m = await memberWithWaitingDeposit(h, 'corsno01');
    const other = await m.inject({ method: 'GET', url: cancelUrl, headers: { origin: OTHER_ORIGIN, 'sec-fetch-site': 'same-site' } });
    expect([other.statusCode, json(other).code]).toEqual([403, 'csrf']);
    const unlisted = await memberWithWaitingDeposit(plain, 'corsno02');
    const res = await unlisted.inject({ method: 'GET', url: cancelUrl, headers: fromUi });
    expect([res.statusCode, json(res).code]).toEqual([403, 'csrf']);
  });

  it('still needs the CSRF header from the allowed origin', async () => {
    const m = await memberWithWaitingDeposit(h, 'corsno03');
    const res = await h.inject({ method: 'GET', url: cancelUrl, cookies: m.cookies, headers: fromUi });
    expect([res.statusCode, json(res).code]).toEqual([403, 'csrf']);
  });
});
