import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let admin: Caller;
let member: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('bonusadmin', { isAdmin: true, role: 10, type: 1 }));
  member = await h.as(await h.createMember('bonusmember'));
});
afterAll(() => h.close());

const SPEC_RATES = [
  { pointType: 1, percent: 5 },
  { pointType: 2, percent: 5 },
  { pointType: 4, percent: 10 },
  { pointType: 5, percent: 5 },
  { pointType: 6, percent: 5 },
  { pointType: 7, percent: 5 },
];
const put = (who: Caller, payload: unknown) => who.inject({ method: 'PUT', url: '/api/admin/deposit-bonus-rates', payload });
const lines = async () =>
  (
    await h.db.query<{ actor_member_id: number; target: string; detail: unknown }>(
      "SELECT actor_member_id, target, detail FROM audit_log WHERE action = 'admin.depositBonus.change' ORDER BY id",
    )
  ).rows;

/** Issue 11: the deposit bonus rates of spec 3 live in a table the operator edits; approvals pay at them. */
describe('the deposit bonus rates', () => {
  it("starts at spec 3's rates, shown to members; members may not read or change the operator's list", async () => {
    expect(json(await member.inject({ method: 'GET', url: '/api/charge/bonusRates' }))).toEqual(SPEC_RATES);
    expect(json(await admin.inject({ method: 'GET', url: '/api/admin/deposit-bonus-rates' }))).toEqual(SPEC_RATES);
    const refused = [
      await member.inject({ method: 'GET', url: '/api/admin/deposit-bonus-rates' }),
      await put(member, { pointType: 1, percent: 50 }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403]);
    expect(await lines()).toEqual([]);
  });

  it('refuses a bad rate or an unrated choice in Korean and changes nothing', async () => {
    const answers = [
      await put(admin, { pointType: 1, percent: 101 }),
      await put(admin, { pointType: 1, percent: -1 }),
      await put(admin, { pointType: 1, percent: 5.5 }),
      await put(admin, { pointType: 3, percent: 5 }),
      await put(admin, { pointType: 0, percent: 5 }),
      await put(admin, { pointType: 1 }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    for (const a of answers) expect(json(a).message).toMatch(/[가-힣]/);
    expect(json(await admin.inject({ method: 'GET', url: '/api/admin/deposit-bonus-rates' }))).toEqual(SPEC_RATES);
    expect(await lines()).toEqual([]);
  });

  it('changes a rate with an audit line (before and after); a deposit approved afterwards pays at it', async () => {
    const saved = await put(admin, { pointType: 1, percent: 7 });
    expect([saved.statusCode, json(saved).message]).toEqual([200, '입금 보너스 비율이 저장되었습니다.']);
    expect(await lines()).toEqual([
      { actor_member_id: admin.memberId, target: 'depositBonus:1', detail: { before: { percent: 5 }, after: { percent: 7 } } },
    ]);
    expect(
      json<{ pointType: number; percent: number }[]>(await member.inject({ method: 'GET', url: '/api/charge/bonusRates' })),
    ).toContainEqual({
      pointType: 1,
      percent: 7,
    });

    const { id } = json<{ id: number }>(
      await member.inject({
        method: 'POST',
        url: '/api/charge',
        payload: {
          memberId: member.memberId,
          depositMode: 0,
          depositAmount: 100_000,
          depositName: '홍길동',
          userDisplayFlag: 1,
          type: 0,
          pointType: 1,
        },
      }),
    );
    expect((await admin.inject({ method: 'POST', url: `/api/admin/charges/${id}/approve` })).statusCode).toBe(200);
    expect(json<{ point: number }>(await member.inject({ method: 'GET', url: `/api/member/${member.memberId}` })).point).toBe(7_000);
    const points = json<{ point: number; pointMemo: string }[]>(
      await member.inject({ method: 'GET', url: `/api/point?memberId=${member.memberId}&pointToCashFlg=0&page=1&perpage=10` }),
    );
    expect(points[0]).toMatchObject({ point: 7_000, pointMemo: '충전 보너스 (카지노 무한 7%)' });

    // 0 turns a choice's bonus off.
    expect((await put(admin, { pointType: 1, percent: 0 })).statusCode).toBe(200);
    const second = json<{ id: number }>(
      await member.inject({
        method: 'POST',
        url: '/api/charge',
        payload: {
          memberId: member.memberId,
          depositMode: 0,
          depositAmount: 50_000,
          depositName: '홍길동',
          userDisplayFlag: 1,
          type: 0,
          pointType: 1,
        },
      }),
    );
    expect((await admin.inject({ method: 'POST', url: `/api/admin/charges/${second.id}/approve` })).statusCode).toBe(200);
    expect(
      json<{ point: number; emoney: number }>(await member.inject({ method: 'GET', url: `/api/member/${member.memberId}` })),
    ).toMatchObject({
      point: 7_000,
      emoney: 150_000,
    });
  });
});
