import { createMemberSignals } from '../ports/member-signals.js';
import { buildSportsTestApp } from '../routes/sports/testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../routes/sports/testing/sports-test-app.js';
import { relayBalanceSignals } from './balance-signals.js';
import type { LivePublisher } from './live-publisher.js';
import { openSse, type SseTestClient } from './testing/sse-test-client.js';

describe("the member's balance frames on the 'general' stream", () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  const clients: SseTestClient[] = [];
  const open = (member: SportsMember) => {
    const c = openSse(`${t.baseUrl}/api/sse/general`, { cookie: t.cookieHeader(member) });
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
    admin = await t.addMember({ admin: true });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it("tells only that member, after the commit, that an operator's correction changed their balance", async () => {
    const member = await t.addMember({ cash: 0 });
    const other = await t.addMember({ cash: 0 });
    const mine = open(member);
    const theirs = open(other);
    await Promise.all([mine.connected, theirs.connected]);
    const answer = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/members/${member.id}/adjust`,
      payload: { account: 'cash', amount: 5_000, memo: '보정' },
    });
    expect(answer.statusCode).toBe(200);
    const [frame] = await mine.waitFor((fs) => fs.some((f) => f.event === 'balance'));
    expect(frame).toMatchObject({ event: 'balance', data: {} });
    // The frame arrives once the money is there: reading the member now shows it.
    expect(await t.cash(member.id)).toBe(5_000);
    expect(theirs.frames.filter((f) => f.event === 'balance')).toEqual([]);
  });

  it('sends nothing when the correction is refused (nothing changed)', async () => {
    const member = await t.addMember({ cash: 0 });
    const mine = open(member);
    await mine.connected;
    const refused = await t.call(admin, {
      method: 'POST',
      url: `/api/admin/members/${member.id}/adjust`,
      payload: { account: 'cash', amount: -1_000, memo: '회수' },
    });
    expect(refused.statusCode).toBe(409);
    // A later correction's frame is the first one this member sees.
    await t.call(admin, {
      method: 'POST',
      url: `/api/admin/members/${member.id}/adjust`,
      payload: { account: 'cash', amount: 1_000, memo: '보정' },
    });
    await mine.waitFor((fs) => fs.some((f) => f.event === 'balance'));
    expect(mine.frames.filter((f) => f.event === 'balance')).toHaveLength(1);
  });
});

describe("GET /sse/member: the member's bet and general frames over one connection", () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  const clients: SseTestClient[] = [];
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
    admin = await t.addMember({ admin: true });
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t.close();
  });

  it("carries the member's balance and slip frames, not everyone's round frames nor another member's", async () => {
    const member = await t.addMember({ cash: 0 });
    const other = await t.addMember({ cash: 0 });
    const mine = openSse(`${t.baseUrl}/api/sse/member`, { cookie: t.cookieHeader(member) });
    const theirs = openSse(`${t.baseUrl}/api/sse/member`, { cookie: t.cookieHeader(other) });
    clients.push(mine, theirs);
    await Promise.all([mine.connected, theirs.connected]);
    await t.publisher.publish('general', 'roundDrawn', { gameId: 1 });
    await t.publisher.publish('bet', 'settled', { slipId: 5 }, member.id);
    await t.call(admin, {
      method: 'POST',
      url: `/api/admin/members/${member.id}/adjust`,
      payload: { account: 'cash', amount: 2_000, memo: '보정' },
    });
    const frames = await mine.waitFor((fs) => fs.length >= 2);
    expect(frames.map((f) => f.event)).toEqual(['settled', 'balance']);
    expect(theirs.frames).toEqual([]);
  });

  it('refuses a visitor (the frames are addressed by the session)', async () => {
    const answer = await t.call(null, { url: '/api/sse/member' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('relayBalanceSignals', () => {
  it('keeps a broker failure away from the money move that signalled', async () => {
    const signals = createMemberSignals();
    const failing = { publish: () => Promise.reject(new Error('redis down')) } as unknown as LivePublisher;
    const stop = relayBalanceSignals(signals, failing);
    expect(() => signals.balanceChanged(7)).not.toThrow();
    await new Promise((resolve) => setImmediate(resolve));
    stop();
  });

  it('publishes a member-addressed balance frame, and nothing after it is stopped', () => {
    const signals = createMemberSignals();
    const sent: unknown[][] = [];
    const publisher = { publish: async (...args: unknown[]) => void sent.push(args) } as unknown as LivePublisher;
    const stop = relayBalanceSignals(signals, publisher);
    signals.balanceChanged(7);
    stop();
    signals.balanceChanged(8);
    expect(sent).toEqual([['general', 'balance', {}, 7]]);
  });
});
