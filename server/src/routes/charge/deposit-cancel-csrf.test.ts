import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/**
 * Issue 29 defect 6: GET /charge/depositCancel (the spec keeps it a GET) cancels a member's USD
 * deposit request, so a link or an <img> on another site must not be able to do it with the
 * session cookie alone: it needs the CSRF header, and a cross-site request is refused.
 */
let h: Harness;
beforeAll(async () => {
  // The chain confirms a minute later: the request stays waiting while the test cancels it.
  h = await createHarness({ config: { chainConfirmMs: 60_000 } });
});
afterAll(() => h.close());

const cancelUrl = '/api/charge/depositCancel';

async function memberWithWaitingDeposit(userId: string): Promise<Caller> {
  const m = await h.as(await h.createMember(userId));
  const placed = await m.inject({ method: 'POST', url: '/api/dewit/deposit?network=eth&token=USDT', payload: { depositAmount: 0 } });
  expect(placed.statusCode).toBe(200);
  return m;
}

const waitingDeposits = async (memberId: number): Promise<number> =>
  (
    await h.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM charge_requests WHERE member_id = $1 AND deposit_mode = 0 AND charge_type = 1 AND status = 0',
      [memberId],
    )
  ).rows[0]!.n;

describe('GET /charge/depositCancel needs what every state-changing call needs', () => {
  it('refuses the session cookie without the CSRF header and cancels nothing', async () => {
    const m = await memberWithWaitingDeposit('dcancel01');
    // As a browser sends it for a link or an image on another site: cookies, no header.
    const res = await h.inject({ method: 'GET', url: cancelUrl, cookies: m.cookies });
    expect(res.statusCode).toBe(403);
    expect(json(res).code).toBe('csrf');
    expect(await waitingDeposits(m.memberId)).toBe(1);
  });

  it('refuses a wrong CSRF header', async () => {
    const m = await memberWithWaitingDeposit('dcancel02');
    const res = await m.inject({ method: 'GET', url: cancelUrl, headers: { 'x-csrf-token': 'not-the-token' } });
    expect(res.statusCode).toBe(403);
    expect(await waitingDeposits(m.memberId)).toBe(1);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
  ])('refuses a cross-site request even with the header (%s)', async (_what, headers) => {
    const m = await memberWithWaitingDeposit(`dcancelx${Object.keys(headers)[0]!.length}`);
    const res = await m.inject({ method: 'GET', url: cancelUrl, headers });
    expect(res.statusCode).toBe(403);
    expect(await waitingDeposits(m.memberId)).toBe(1);
  });

  it('cancels with the header from the site itself (same origin)', async () => {
    const m = await memberWithWaitingDeposit('dcancel05');
    const res = await m.inject({ method: 'GET', url: cancelUrl, headers: { 'sec-fetch-site': 'same-origin', origin: h.baseUrl } });
    expect(res.statusCode).toBe(200);
    expect(await waitingDeposits(m.memberId)).toBe(0);
  });
});
