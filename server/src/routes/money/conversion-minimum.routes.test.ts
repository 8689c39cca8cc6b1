import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

/**
 * Spec 5: the conversion minimums (10,000 won / 1 USD) are "displayed only". That is the named
 * default; the operator's setting `conversionMinimumEnforced` (PUT /admin/settings) makes the
 * three conversion calls refuse smaller amounts with core's rule and text, moving nothing.
 */
let h: Harness;
let admin: Caller;

beforeAll(async () => {
  h = await createHarness();
  admin = await h.as(await h.createMember('minadmin1', { isAdmin: true, role: 10, type: 1 }));
});
afterAll(() => h.close());

async function enforce(on: boolean): Promise<void> {
  const res = await admin.inject({ method: 'PUT', url: '/api/admin/settings', payload: { conversionMinimumEnforced: on } });
  expect(res.statusCode).toBe(200);
}

/** A member holding 100,000 won, 10 USD and 3,000 points. */
async function fundedMember(name: string): Promise<Caller> {
  const m = await h.as(await h.createMember(name));
  await h.fund(m.memberId, 'cash', 100_000);
  await h.fund(m.memberId, 'usdt', 10_000_000);
  await h.fund(m.memberId, 'point', 3_000);
  return m;
}

/** What a refusal must leave as it was: the balances, the member's conversions and point records. */
async function snapshot(m: Caller) {
  const member = json<{ emoney: number; usdt: number; point: number }>(await m.inject({ method: 'GET', url: `/api/member/${m.memberId}` }));
  const count = async (sql: string) => Number((await h.db.query<{ n: number }>(sql, [m.memberId])).rows[0]!.n);
  return {
    emoney: member.emoney,
    usdt: member.usdt,
    point: member.point,
    conversions: await count("SELECT count(*) AS n FROM ledger_transfers WHERE member_id = $1 AND kind LIKE 'convert.%'"),
  };
}

const usdToCash = (m: Caller, amount: number) => m.inject({ method: 'POST', url: '/api/dewit/decrease', payload: { amount } });
const cashToUsd = (m: Caller, amount: number) => m.inject({ method: 'POST', url: '/api/dewit/increase', payload: { amount } });
const pointsToCash = (m: Caller, point: number) =>
  m.inject({ method: 'POST', url: '/api/emoney/pointToEmoney', payload: { memberId: m.memberId, point } });

describe('the conversion minimums, shown only (the default)', () => {
  it('delivers the switch off to members and converts amounts under 1 USD and 10,000 won', async () => {
    const m = await fundedMember('minoff001');
    expect(json<{ conversionMinimumEnforced: boolean }>(await m.inject({ method: 'GET', url: '/api/setting/user' }))).toMatchObject({
      conversionMinimumEnforced: false,
    });
    expect(json(await usdToCash(m, 999_999))).toEqual({ message: '전환에 성공했습니다.', won: 1_499 });
    expect(json(await cashToUsd(m, 9_999))).toEqual({ message: '전환에 성공했습니다.', usdt: 6_666_000 });
    expect(json(await pointsToCash(m, 1)).message).toBe('포인트 전환성공');
    expect(await snapshot(m)).toEqual({
      emoney: 100_000 + 1_499 - 9_999 + 1,
      usdt: 10_000_000 - 999_999 + 6_666_000,
      point: 2_999,
      conversions: 3,
    });
  });
});

describe('the conversion minimums, enforced by the operator', () => {
  beforeAll(() => enforce(true));
  afterAll(() => enforce(false));

  it('delivers the switch on to members with the other site settings', async () => {
    const m = await fundedMember('minon0001');
    expect(json<{ conversionMinimumEnforced: boolean }>(await m.inject({ method: 'GET', url: '/api/setting/user' }))).toMatchObject({
      conversionMinimumEnforced: true,
      tetherMaintenanceFlag: false,
    });
  });

  it("refuses USD to cash under 1 USD with 400 and core's text, moving nothing; 1 USD converts", async () => {
    const m = await fundedMember('minon0002');
    const before = await snapshot(m);
    const refused = await usdToCash(m, 999_999);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'below-minimum', message: '최소 1 USD부터 전환 가능합니다.' });
    expect(await snapshot(m)).toEqual(before);
    expect(json(await usdToCash(m, 1_000_000))).toEqual({ message: '전환에 성공했습니다.', won: 1_500 });
    expect(await snapshot(m)).toEqual({ ...before, emoney: 101_500, usdt: 9_000_000, conversions: 1 });
  });

  it("refuses cash to USD under 10,000 won with 400 and core's text, moving nothing; 10,000 won converts", async () => {
    const m = await fundedMember('minon0003');
    const before = await snapshot(m);
    const refused = await cashToUsd(m, 9_999);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'below-minimum', message: '최소 10,000원부터 전환 가능합니다.' });
    expect(await snapshot(m)).toEqual(before);
    expect(json(await cashToUsd(m, 10_000))).toEqual({ message: '전환에 성공했습니다.', usdt: 6_666_666 });
    expect(await snapshot(m)).toEqual({ ...before, emoney: 90_000, usdt: 16_666_666, conversions: 1 });
  });

  it("keeps the points' own minimum of 1 (spec 9; the /point page shares the call): 0 refused, 1 converts", async () => {
    const m = await fundedMember('minon0004');
    const before = await snapshot(m);
    const refused = await pointsToCash(m, 0);
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ code: 'point-minimum', message: '포인트가 부족합니다. 최소 전환 포인트는 1원입니다.' });
    expect(await snapshot(m)).toEqual(before);
    expect(json(await pointsToCash(m, 1)).message).toBe('포인트 전환성공');
    expect(await snapshot(m)).toEqual({ ...before, emoney: 100_001, point: 2_999, conversions: 1 });
  });

  it('converts small amounts again once the operator turns the switch off', async () => {
    const m = await fundedMember('minon0005');
    await enforce(false);
    try {
      expect((await cashToUsd(m, 9_999)).statusCode).toBe(200);
      expect((await usdToCash(m, 999_999)).statusCode).toBe(200);
    } finally {
      await enforce(true);
    }
  });
});
