import { createHarness, type Caller, type Harness } from '../testing/harness.js';
import { OPERATOR_SESSION_IDLE_MS } from './sessions.js';

// Issue 11: an operator's 30-minute idle limit holds while an open tab keeps polling. The
// client marks its timers' calls with X-Background-Poll: 1 (docs/api-conventions.md); those
// are checked like any request but do not count as activity. The clock is the harness's.
let h: Harness;
let operatorId: number;
let memberId: number;
const POLL_EVERY_MS = 90_000;
const BACKGROUND = { 'x-background-poll': '1' };

beforeAll(async () => {
  h = await createHarness();
  operatorId = await h.createMember('pollingop', { isAdmin: true, role: 10, type: 1 });
  memberId = await h.createMember('pollingmember');
});
afterAll(() => h.close());

const poll = async (caller: Caller, url = '/api/auth/me') => (await caller.inject({ method: 'GET', url, headers: BACKGROUND })).statusCode;
const personRead = async (caller: Caller) => (await caller.inject({ method: 'GET', url: '/api/auth/me' })).statusCode;

/** Polls every 90 s (the session and the charge queue) for `ms`; the statuses seen. */
async function pollFor(caller: Caller, ms: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let waited = POLL_EVERY_MS; waited <= ms; waited += POLL_EVERY_MS) {
    h.clock.advance(POLL_EVERY_MS);
    statuses.push(await poll(caller), await poll(caller, '/api/admin/charges?status=0&page=1&perpage=20'));
  }
  return statuses;
}

const endReason = async (id: number): Promise<string | null> =>
  (
    await h.db.query<{ end_reason: string | null }>(
      'SELECT end_reason FROM sessions WHERE member_id = $1 ORDER BY created_at DESC LIMIT 1',
      [id],
    )
  ).rows[0]!.end_reason;

describe('the idle limit with a polling tab', () => {
  it("logs out an operator whose tab only polls after 30 minutes (556, 'expired')", async () => {
    const operator = await h.as(operatorId);
    const statuses = await pollFor(operator, OPERATOR_SESSION_IDLE_MS);
    expect(new Set(statuses)).toEqual(new Set([200]));
    h.clock.advance(POLL_EVERY_MS);
    expect(await poll(operator)).toBe(556);
    expect(await endReason(operatorId)).toBe('expired');
  });

  it("counts a person's request as activity: the 30 minutes start again from it, polls or not", async () => {
    const operator = await h.as(operatorId);
    await pollFor(operator, 20 * 60_000);
    expect(await personRead(operator)).toBe(200);
    // About 44 minutes after the login, 24 after the person's request: still in.
    expect(new Set(await pollFor(operator, 24 * 60_000))).toEqual(new Set([200]));
    // 31 minutes after it: out.
    h.clock.advance(7 * 60_000);
    expect(await poll(operator)).toBe(556);
  });

  it('keeps an operator who works without polls, as before', async () => {
    const operator = await h.as(operatorId);
    for (let i = 0; i < 4; i++) {
      h.clock.advance(20 * 60_000);
      expect(await personRead(operator)).toBe(200);
    }
  });

  it("leaves a member's 24 idle hours as they were: polls alone end it after a day, not after 30 minutes", async () => {
    const member = await h.as(memberId);
    h.clock.advance(23 * 60 * 60_000);
    expect(await poll(member)).toBe(200);
    h.clock.advance(2 * 60 * 60_000);
    expect(await poll(member)).toBe(556);
  });
});
