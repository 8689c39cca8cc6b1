import { fixtures, picksOf, prematchBody, type TestPick } from '../testing/bet-builders.js';
import { kickOff } from '../testing/kick-off.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';

const STAKE = 10_000;
const MINUTE = 60_000;

/**
 * Issue 29 defect 8: POST /admin/fixtures/{id}/result 14 minutes before the start answered 200
 * and paid the member's bet. A result before the kick-off is refused (409, core's message) and
 * changes nothing; a result that only voids (a cancelled fixture's refund) is still taken.
 */
describe('the results desk before a fixture starts', () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  let member: SportsMember;
  let upcoming: TestPick[][];
  beforeAll(async () => {
    t = await buildSportsTestApp({ simulator: { fixturesPerLeague: 4 } });
    admin = await t.addMember({ admin: true });
    member = await t.addMember({ cash: 1_000_000 });
    // Each fixture's picks of its first open market line; each test takes a fixture of its own.
    upcoming = (await fixtures(t, 'prematch'))
      .map((f) => picksOf(f))
      .filter((picks) => picks.length > 0)
      .map((picks) => picks.filter((p) => p.market.id === picks[0]!.market.id));
  });
  afterAll(async () => {
    await t.close();
  });

  const place = async (pick: TestPick): Promise<number> => {
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [pick], STAKE),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const enter = (pick: TestPick, market: { winningOddsIds: number[]; voidOddsIds?: number[] }) =>
    t.call(admin, {
      method: 'POST',
      url: `/api/admin/fixtures/${pick.fixture.id}/result`,
      payload: { markets: [{ marketId: pick.market.marketId, ...market }], homeScore: 1, awayScore: 0 },
    });
  const slip = async (slipId: number) =>
    (await t.db.query<{ settlement_flag: number }>('SELECT settlement_flag FROM bet_slips WHERE id = $1', [slipId])).rows[0];
  const fixtureStatus = async (fixtureId: number) =>
    Number((await t.db.query<{ status: number }>('SELECT status FROM sports_fixtures WHERE id = $1', [fixtureId])).rows[0]?.status);

  it('refuses a market with no winner before the start too: its picks would lose', async () => {
    const [pick] = upcoming.shift()!;
    const slipId = await place(pick!);
    const res = await enter(pick!, { winningOddsIds: [], voidOddsIds: [pick!.odds.id] });
    expect(res.statusCode).toBe(409);
    expect(await slip(slipId)).toEqual({ settlement_flag: 0 });
  });

  it('takes a result that voids every pick before the start (a cancelled fixture): the stake comes back', async () => {
    const picks = upcoming.shift()!;
    const [pick] = picks;
    const slipId = await place(pick!);
    const cash = await t.cash(member.id);
    const res = await enter(pick!, { winningOddsIds: [], voidOddsIds: picks.map((p) => p.odds.id) });
    expect(res.statusCode).toBe(200);
    expect(await slip(slipId)).toEqual({ settlement_flag: 3 });
    expect(await t.cash(member.id)).toBe(cash + STAKE);
  });

  it('takes the result once the fixture has kicked off', async () => {
    const [pick] = upcoming.shift()!;
    const slipId = await place(pick!);
    await kickOff(t.db, pick!.fixture.id, t.harness.clock.now());
    const res = await enter(pick!, { winningOddsIds: [pick!.odds.id] });
    expect(res.statusCode).toBe(200);
    expect(await slip(slipId)).toEqual({ settlement_flag: 1 });
  });
  // Last: it moves the clock to 14 minutes before this fixture's start.
  it('refuses a winner 14 minutes before the start with 409 and the Korean message, and pays nothing', async () => {
    const [pick] = upcoming.shift()!;
    const slipId = await place(pick!);
    const cash = await t.cash(member.id);
    const startMs = Date.parse(pick!.fixture.startDate);
    t.advanceClock(startMs - 14 * MINUTE - t.harness.clock.now());

    const res = await enter(pick!, { winningOddsIds: [pick!.odds.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'resultBeforeStart',
      message: '아직 시작하지 않은 경기입니다. 경기가 시작된 뒤에 결과를 입력해주세요. (취소된 경기는 전체 적특 처리만 할 수 있습니다.)',
    });
    expect(await slip(slipId)).toEqual({ settlement_flag: 0 });
    expect(await fixtureStatus(pick!.fixture.id)).toBe(1);
    expect(await t.cash(member.id)).toBe(cash);
    const audited = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'admin.fixture.result' AND target = $1", [
      `fixture:${pick!.fixture.id}`,
    ]);
    expect(audited.rows).toEqual([]);
  });
});
