import { createHarness, json, type Harness } from '../../testing/harness.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('GET /mypage/recommender', () => {
  it("lists only the caller's own referrals, newest first, with masked ids, paged; a visitor is refused", async () => {
    const referrer = await h.createMember('referrer1');
    const other = await h.createMember('othermem1');
    const first = await h.createMember('joinedone');
    const second = await h.createMember('joinedtwo');
    const notMine = await h.createMember('notmine01');
    await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = ANY($2::bigint[])', [referrer, [first, second]]);
    await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = $2', [other, notMine]);
    await h.db.query("UPDATE members SET created_at = created_at - interval '1 day' WHERE id = $1", [first]);
    const caller = await h.as(referrer);

    const page1 = json<{ total: number; list: { userId: string; nickname: string; joinedAt: string }[] }>(
      await caller.inject({ method: 'GET', url: '/api/mypage/recommender?page=1&perpage=1' }),
    );
    expect(page1.total).toBe(2);
    expect(page1.list).toHaveLength(1);
    expect(page1.list[0]).toEqual({
      userId: 'joi******',
      nickname: expect.any(String),
      joinedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
      pending: false,
    });
    expect(Object.keys(page1.list[0]!).sort()).toEqual(['joinedAt', 'nickname', 'pending', 'userId']);
    const page2 = json<{ total: number; list: { userId: string }[] }>(
      await caller.inject({ method: 'GET', url: '/api/mypage/recommender?page=2&perpage=1' }),
    );
    expect(page2.list.map((r) => r.userId)).toEqual(['joi******']);
    const all = json<{ list: { userId: string; nickname: string }[] }>(
      await caller.inject({ method: 'GET', url: '/api/mypage/recommender?page=1&perpage=20' }),
    );
    // Newest first; the full user ids and other members' referrals never leave the server.
    expect(all.list.map((r) => r.nickname)).toEqual(['닉joinedtwo', '닉joinedone']);
    expect(JSON.stringify(all.list.map((r) => r.userId))).not.toMatch(/joinedone|joinedtwo/);
    expect(JSON.stringify(all)).not.toContain('notmine');

    // A referral whose sign-up awaits the operator's approval is listed and marked as such.
    await h.db.query("UPDATE members SET status = 'pending' WHERE id = $1", [first]);
    const marked = json<{ list: { nickname: string; pending: boolean }[] }>(
      await caller.inject({ method: 'GET', url: '/api/mypage/recommender?page=1&perpage=20' }),
    );
    expect(marked.list.map((r) => [r.nickname, r.pending])).toEqual([
      ['닉joinedtwo', false],
      ['닉joinedone', true],
    ]);

    const visitor = await h.inject({ method: 'GET', url: '/api/mypage/recommender?page=1&perpage=20' });
    expect(visitor.statusCode).toBe(401);
  });

  it("names the caller's own active join codes for the join links, and none of another member's", async () => {
    const referrer = await h.createMember('codeowner');
    const other = await h.createMember('codeother');
    await h.db.query(
      "INSERT INTO suggestion_codes (code, member_id, active, created_at) VALUES ('OWNA', $1, true, now() - interval '1 day'), ('OWNB', $1, true, now()), ('OWNOLD', $1, false, now()), ('THEIRS', $2, true, now())",
      [referrer, other],
    );
    const mine = json<{ codes: string[] }>(
      await (await h.as(referrer)).inject({ method: 'GET', url: '/api/mypage/recommender?page=1&perpage=10' }),
    );
    expect(mine.codes).toEqual(['OWNA', 'OWNB']);
    const none = await h.createMember('nocodes01');
    expect(
      json<{ codes: string[] }>(await (await h.as(none)).inject({ method: 'GET', url: '/api/mypage/recommender?page=1&perpage=10' })).codes,
    ).toEqual([]);
  });
});
