import { fixtures, picksOf, prematchBody } from '../testing/bet-builders.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

describe('cancel, delete and history of bet slips', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    // Enough upcoming baseball fixtures to still have some after the kick-off test.
    t = await buildSportsTestApp({ simulator: { fixturesPerLeague: 6 } });
  });
  afterAll(async () => {
    await t.close();
  });

  const bet = async (member: SportsMember, index = 0, amount = 10_000): Promise<number> => {
    const list = await fixtures(t, 'prematch', '&sportId=154914');
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [picksOf(list[index]!, 52)[0]!], amount),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id;
  };
  const cancel = (member: SportsMember, id: number, headers: Record<string, string> = {}) =>
    t.call(member, { method: 'POST', url: `/api/sports-prematch/user/cancelAll/${id}`, headers });

  it('cancels a waiting slip and refunds the stake exactly once', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const id = await bet(member);
    expect(await t.cash(member.id)).toBe(40_000);
    const waiting = await t.call(member, { url: `/api/member/${member.id}` });
    expect(waiting.json()).toMatchObject({ emoney: 40_000, nowBettingAmount: 10_000 });
    const first = await cancel(member, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id, emoney: 50_000 });
    const second = await cancel(member, id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('이미 처리된 베팅은 취소할 수 없습니다.');
    expect(await t.cash(member.id)).toBe(50_000);
    expect((await t.call(member, { url: `/api/member/${member.id}` })).json().nowBettingAmount).toBe(0);
    const [slip] = (await t.call(member, { url: '/api/sports-prematch/bettings' })).json();
    expect(slip).toMatchObject({
      id,
      status: 2,
      status_name: '취소',
      settlement_flag: -1,
      settlement_name: '취소',
      cancel_at: expect.any(String),
    });
    expect(slip.legs[0].sports_betting_win_flag).toBe(-1);
  });

  it('replays a cancel retried with the same Idempotency-Key without refunding twice', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const id = await bet(member);
    const key = { 'idempotency-key': `cancel-${id}-retry` };
    const a = await cancel(member, id, key);
    const b = await cancel(member, id, key);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(b.headers.get('idempotent-replay')).toBe('true');
    expect(await t.cash(member.id)).toBe(50_000);
  });

  it('refunds once when the member cancels one slip three times at once, each with its own key', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const id = await bet(member, 2);
    const answers = await Promise.all([1, 2, 3].map((n) => cancel(member, id, { 'idempotency-key': `cancel-${id}-tab-${n}` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((a) => a.statusCode === 409).map((a) => a.json().message)).toEqual([
      '이미 처리된 베팅은 취소할 수 없습니다.',
      '이미 처리된 베팅은 취소할 수 없습니다.',
    ]);
    expect(await t.cash(member.id)).toBe(50_000);
  });

  it('refuses to cancel another member’s slip, or once its fixture has started', async () => {
    const owner = await t.addMember({ cash: 50_000 });
    const other = await t.addMember({ cash: 50_000 });
    const id = await bet(owner);
    expect((await cancel(other, id)).statusCode).toBe(403);
    const [first] = await fixtures(t, 'prematch', '&sportId=154914');
    expect((await fixtures(t, 'prematch', '&sportId=154914')).length).toBeGreaterThan(3);
    await t.advance(new Date(first!.startDate).getTime() - t.sim.now() + 5_000);
    const late = await cancel(owner, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('이미 시작된 경기가 포함된 베팅은 취소할 수 없습니다.');
    expect(await t.cash(owner.id)).toBe(40_000);
  });

  it('hides settled slips on delete, but refuses waiting ones and other members’ slips', async () => {
    const member = await t.addMember({ cash: 100_000 });
    const other = await t.addMember({ cash: 100_000 });
    const waiting = await bet(member, 1);
    const cancelled = await bet(member, 1);
    await cancel(member, cancelled);
    const del = (who: SportsMember, ids: number[]) =>
      t.call(who, { method: 'POST', url: '/api/sports-prematch/user-delete', payload: ids.map((id) => ({ id })) });
    expect((await del(member, [waiting])).json().message).toBe('대기중인 베팅내역은 삭제할 수 없습니다.');
    expect((await del(other, [cancelled])).statusCode).toBe(403);
    expect((await del(member, [cancelled])).json()).toEqual({ count: 1 });
    const ids = (await t.call(member, { url: '/api/sports-prematch/bettings' })).json().map((s: { id: number }) => s.id);
    expect(ids).toEqual([waiting]);
  });

  it('filters the history by result, game type, detail types and KST dates, with paging and counts', async () => {
    const member = await t.addMember({ cash: 200_000 });
    const ids = [await bet(member, 1), await bet(member, 1), await bet(member, 1)];
    await cancel(member, ids[0]!);
    const get = async (query: string) =>
      (await t.call(member, { url: `/api/sports-prematch/bettings?${query}` })).json().map((s: { id: number }) => s.id);
    const count = async (query: string) => (await t.call(member, { url: `/api/sports-prematch/count?${query}` })).json().count;
    expect(await get('result=waiting')).toEqual([ids[2], ids[1]]);
    expect(await count('result=waiting')).toBe(2);
    expect(await count('gameType=1')).toBe(3);
    expect(await count('gameType=3')).toBe(0);
    expect(await get('page=2&perpage=1')).toEqual([ids[1]]);
    expect(await count('gameDetailTypes=91,92')).toBe(3);
    expect(await count('gameDetailTypes=92&gameDetailTypes=93')).toBe(0);
    const today = new Date(t.sim.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(await count(`startDate=${today}&endDate=${today}`)).toBe(3);
    expect(await count('startDate=2020-01-01&endDate=2020-01-31')).toBe(0);
    const forged = await t.call(member, { url: '/api/sports-prematch/bettings?memberUserId=someoneelse' });
    expect(forged.statusCode).toBe(403);
    expect((await t.call(null, { url: '/api/sports-prematch/bettings' })).statusCode).toBe(401);
  });
});
