import { fixtures, picksOf, prematchBody } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

type Limit = { gameType: number; level: number; maxBetUnits: number; maxWinUnits: number };

/**
 * The operator's sports limits (issue 11): max bet and max winnings per game type and level, and
 * the live-bet delay per sport; admins only, checked, audited with before and after, and read by
 * the next bet.
 */
describe('the admin sports limits', () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  beforeAll(async () => {
    t = await buildSportsTestApp();
    admin = await t.addMember({ admin: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const putLimit = (who: SportsMember, body: unknown) => t.call(who, { method: 'PUT', url: '/api/admin/betting-limits', payload: body });
  const putDelay = (who: SportsMember, body: unknown) => t.call(who, { method: 'PUT', url: '/api/admin/live-bet-delays', payload: body });
  const limits = async (): Promise<Limit[]> => (await t.call(admin, { url: '/api/admin/betting-limits' })).json();
  const limitOf = async (gameType: number, level: number) => (await limits()).find((l) => l.gameType === gameType && l.level === level);
  const auditOf = async (action: string, target: string) =>
    (
      await t.db.query<{ actor_member_id: number; detail: Record<string, unknown> }>(
        'SELECT actor_member_id, detail FROM audit_log WHERE action = $1 AND target = $2 ORDER BY id',
        [action, target],
      )
    ).rows;
  const footballPick = async () => picksOf((await fixtures(t, 'prematch', '&sportId=6046'))[0]!, 1)[0]!;

  it('refuses a plain member on every call (403) and changes nothing', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const before = await limits();
    const answers = [
      await t.call(member, { url: '/api/admin/betting-limits' }),
      await putLimit(member, { gameType: 1, level: 1, maxBetUnits: 1, maxWinUnits: 2 }),
      await t.call(member, { url: '/api/admin/live-bet-delays' }),
      await putDelay(member, { sportId: 6046, seconds: 10 }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await limits()).toEqual(before);
  });

  it('lists every game type and level, and the next bet of that level meets the new max bet', async () => {
    expect(await limitOf(1, 2)).toEqual({ gameType: 1, level: 2, maxBetUnits: 200, maxWinUnits: 1_000 });
    const saved = await putLimit(admin, { gameType: 1, level: 2, maxBetUnits: 2, maxWinUnits: 900 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ message: '베팅 한도가 저장되었습니다.' });
    expect(await limitOf(1, 2)).toEqual({ gameType: 1, level: 2, maxBetUnits: 2, maxWinUnits: 900 });

    const member = await t.addMember({ cash: 100_000, role: 2 });
    const settings = await t.call(member, { url: `/api/settingMemberBetting/${member.userId}` });
    expect(JSON.stringify(settings.json())).toContain('20000');
    const refused = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [await footballPick()], 30_000),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('최대베팅금 20,000이상 베팅하실수 없습니다.');
    expect(await t.cash(member.id)).toBe(100_000);

    expect(await auditOf('admin.limit.change', 'limit:1:2')).toEqual([
      {
        actor_member_id: admin.id,
        detail: { before: { maxBetUnits: 200, maxWinUnits: 1_000 }, after: { maxBetUnits: 2, maxWinUnits: 900 } },
      },
    ]);
  });

  it.each([
    [
      'a max bet above the max winnings',
      { gameType: 1, level: 3, maxBetUnits: 50, maxWinUnits: 40 },
      400,
      '최대 베팅금은 최대 당첨금보다 클 수 없습니다.',
    ],
    ['a game type without limits', { gameType: 77, level: 3, maxBetUnits: 5, maxWinUnits: 40 }, 404, '존재하지 않는 베팅 한도입니다.'],
    ['zero', { gameType: 1, level: 3, maxBetUnits: 0, maxWinUnits: 40 }, 400, null],
    ['a fraction', { gameType: 1, level: 3, maxBetUnits: 1.5, maxWinUnits: 40 }, 400, null],
    ['a level above 5', { gameType: 1, level: 6, maxBetUnits: 1, maxWinUnits: 40 }, 400, null],
  ])('refuses %s in Korean, changes nothing and audits no change', async (_name, body, status, message) => {
    const before = await limits();
    const res = await putLimit(admin, body);
    expect(res.statusCode).toBe(status);
    const text = res.json().message as string;
    if (message) expect(text).toBe(message);
    expect(text).toMatch(/[가-힣]/);
    expect(await limits()).toEqual(before);
    expect(await auditOf('admin.limit.change', `limit:${body.gameType}:${body.level}`)).toEqual([]);
  });

  it("changes a sport's live-bet delay: the next in-play token carries it, the audit has before and after", async () => {
    const delays = (await t.call(admin, { url: '/api/admin/live-bet-delays' })).json() as { sportId: number; seconds: number }[];
    expect(delays).toContainEqual({ sportId: 6046, seconds: 5 });
    expect(delays).toContainEqual({ sportId: 0, seconds: 3 });
    const member = await t.addMember({ cash: 10_000 });
    const keyOf = async () => (await t.call(member, { url: '/api/auth/me' })).json().bettingLimitsKey as string;
    const keyBefore = await keyOf();
    expect(keyBefore).toContain('6046:5');
    expect((await putDelay(admin, { sportId: 6046, seconds: 9 })).json()).toEqual({ message: '라이브 베팅 대기 시간이 저장되었습니다.' });
    // The member's record says the settings changed: the open page reloads its delays at the next poll.
    expect(await keyOf()).not.toBe(keyBefore);

    const token = await t.call(member, { url: `/api/sports-inplay/get-betting-token/${member.userId}?sports=6046` });
    expect(token.json().delaySeconds).toBe(9);
    expect(await auditOf('admin.delay.change', 'sport:6046')).toEqual([
      { actor_member_id: admin.id, detail: { before: { seconds: 5 }, after: { seconds: 9 } } },
    ]);
  });

  it.each([
    ['below 3 seconds', { sportId: 48242, seconds: 2 }, 400],
    ['above 60 seconds', { sportId: 48242, seconds: 61 }, 400],
    ['a sport without a delay row', { sportId: 999, seconds: 10 }, 404],
  ])('refuses a delay %s and keeps the old one', async (_name, body, status) => {
    const res = await putDelay(admin, body);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[가-힣]/);
    const delays = (await t.call(admin, { url: '/api/admin/live-bet-delays' })).json() as { sportId: number; seconds: number }[];
    expect(delays).toContainEqual({ sportId: 48242, seconds: 5 });
  });

  it("changes a folder bonus's price: members are offered it, the audit has before and after; refusals change nothing", async () => {
    const member = await t.addMember({ cash: 10_000 });
    const put = (who: SportsMember, body: unknown) => t.call(who, { method: 'PUT', url: '/api/admin/bonus-offers', payload: body });
    expect([
      (await t.call(member, { url: '/api/admin/bonus-offers' })).statusCode,
      (await put(member, { folders: 3, priceHundredths: 150 })).statusCode,
    ]).toEqual([403, 403]);
    expect((await t.call(admin, { url: '/api/admin/bonus-offers' })).json()).toEqual([
      { folders: 3, priceHundredths: 103 },
      { folders: 5, priceHundredths: 105 },
      { folders: 7, priceHundredths: 107 },
    ]);
    expect((await put(admin, { folders: 3, priceHundredths: 110 })).json()).toEqual({ message: '폴더 보너스 배당이 저장되었습니다.' });
    const offered = (await t.call(member, { url: '/api/sports-prematch/bonus' })).json() as { id: number; betPrice: number }[];
    expect(offered.find((o) => o.id === 3)?.betPrice).toBe(1.1);
    expect(await auditOf('admin.bonus.change', 'bonus:3')).toEqual([
      { actor_member_id: admin.id, detail: { before: { priceHundredths: 103 }, after: { priceHundredths: 110 } } },
    ]);
    const unknown = await put(admin, { folders: 4, priceHundredths: 110 });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, '존재하지 않는 폴더 보너스입니다.']);
    const low = await put(admin, { folders: 5, priceHundredths: 100 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toMatch(/[가-힣]/);
    expect((await t.call(admin, { url: '/api/admin/bonus-offers' })).json()).toContainEqual({ folders: 5, priceHundredths: 105 });
  });
});
