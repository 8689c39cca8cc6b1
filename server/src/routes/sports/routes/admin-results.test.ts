import { fixtures, picksOf, prematchBody, type FixtureView, type TestPick } from '../testing/bet-builders.js';
import { kickOff } from '../testing/kick-off.js';
import { buildSportsTestApp } from '../testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';
import { FIXTURE_STATUS, type FeedFixture } from '../feed/odds-feed.js';
import { recordResults } from '../store/catalogue-store.js';

const STAKE = 10_000;

/**
 * The results desk's final score (POST /admin/fixtures/{fixtureId}/result with homeScore and
 * awayScore): stored on the fixture with the results, written to the legs they decide, so the
 * member's bet history shows it; a missing or bad score is refused in Korean and changes nothing;
 * a finished fixture keeps its score.
 */
describe("the operator's final score with a fixture result", () => {
  let t: SportsTestApp;
  let admin: SportsMember;
  let member: SportsMember;
  /** Football fixtures not started (no feed score): each test takes its own. */
  let open: FixtureView[];
  beforeAll(async () => {
    // Four fixtures per league: each test below settles football fixtures of its own.
    t = await buildSportsTestApp({ simulator: { fixturesPerLeague: 4 } });
    admin = await t.addMember({ admin: true });
    member = await t.addMember({ cash: 1_000_000 });
    open = (await fixtures(t, 'prematch', '&sportId=6046')).filter((f) => picksOf(f, 1).length > 0 && picksOf(f, 2).length > 0);
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
  const enter = (fixture: FixtureView, pick: TestPick, score: Record<string, unknown>) =>
    t.call(admin, {
      method: 'POST',
      url: `/api/admin/fixtures/${fixture.id}/result`,
      payload: { markets: [{ marketId: pick.market.marketId, winningOddsIds: [pick.odds.id] }], ...score },
    });
  /** The member's slip as /bet_result reads it. */
  const historySlip = async (slipId: number): Promise<Record<string, any>> => {
    const slips = (await t.call(member, { url: '/api/sports-prematch/bettings?perpage=100' })).json() as Record<string, any>[];
    return slips.find((s) => s.id === slipId)!;
  };
  const fixtureRow = async (fixtureId: number) =>
    (
      await t.db.query<{ status: number; home_score: number | null; away_score: number | null }>(
        'SELECT status, home_score, away_score FROM sports_fixtures WHERE id = $1',
        [fixtureId],
      )
    ).rows[0];
  const resultLines = async (fixtureId: number) =>
    (
      await t.db.query<{ detail: Record<string, any> }>(
        "SELECT detail FROM audit_log WHERE action = 'admin.fixture.result' AND target = $1",
        [`fixture:${fixtureId}`],
      )
    ).rows;

  it("stores the score on the fixture and the member's history leg shows it as sports_betting_score", async () => {
    const fixture = open.shift()!;
    const pick = picksOf(fixture, 1)[0]!;
    const slipId = await place(pick);
    expect(await fixtureRow(fixture.id)).toMatchObject({ home_score: null, away_score: null });
    expect((await historySlip(slipId)).legs[0].sports_betting_score).toBeNull();

    await kickOff(t.db, fixture.id, t.harness.clock.now());
    const res = await enter(fixture, pick, { homeScore: 2, awayScore: 1 });
    expect(res.statusCode).toBe(200);
    expect(await fixtureRow(fixture.id)).toEqual({ status: 3, home_score: 2, away_score: 1 });
    const slip = await historySlip(slipId);
    expect(slip.settlement_flag).toBe(1);
    expect(slip.legs[0]).toMatchObject({ sports_betting_score: '2:1', sports_betting_win_flag: 2 });
    const [line] = await resultLines(fixture.id);
    expect(line!.detail).toMatchObject({
      score: { home: 2, away: 1 },
      before: { score: null },
      after: { status: 3, score: { home: 2, away: 1 } },
    });
  });

  it.each([
    ['no home score', { awayScore: 1 }, '홈 스코어 항목을 입력해주세요.'],
    ['no away score', { homeScore: 1 }, '원정 스코어 항목을 입력해주세요.'],
    ['a home score over 999', { homeScore: 1000, awayScore: 0 }, '홈 스코어 항목의 값이 허용 범위를 벗어났습니다.'],
    ['a negative away score', { homeScore: 0, awayScore: -1 }, '원정 스코어 항목의 값이 허용 범위를 벗어났습니다.'],
    ['a fraction', { homeScore: 1.5, awayScore: 0 }, '홈 스코어 항목의 형식이 올바르지 않습니다.'],
    ['text', { homeScore: 2, awayScore: '1' }, '원정 스코어 항목의 형식이 올바르지 않습니다.'],
    ['null', { homeScore: null, awayScore: 1 }, '홈 스코어 항목의 형식이 올바르지 않습니다.'],
  ])('refuses %s in Korean and changes nothing', async (_case, score, message) => {
    const fixture = open[0]!;
    const pick = picksOf(fixture, 1)[0]!;
    const slipId = await place(pick);
    const cash = await t.cash(member.id);

    const res = await enter(fixture, pick, score);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'validation' });
    expect(await fixtureRow(fixture.id)).toMatchObject({ status: 1, home_score: null, away_score: null });
    const slip = await historySlip(slipId);
    expect(slip.settlement_flag).toBe(0);
    expect(slip.legs[0]).toMatchObject({ sports_betting_score: null, sports_betting_win_flag: 0 });
    expect(await resultLines(fixture.id)).toEqual([]);
    expect(await t.cash(member.id)).toBe(cash);
  });

  it("keeps a finished fixture's score: another one is refused and changes nothing, the same one is taken", async () => {
    const fixture = open.at(-1)!;
    const [winner] = picksOf(fixture, 1);
    const total = picksOf(fixture, 2)[0]!;
    const totalSlip = await place(total);
    await kickOff(t.db, fixture.id, t.harness.clock.now());
    expect((await enter(fixture, winner!, { homeScore: 2, awayScore: 1 })).statusCode).toBe(200);

    const changed = await enter(fixture, total, { homeScore: 3, awayScore: 0 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({
      message: '이미 결과가 입력된 경기입니다. 최종 스코어(2:1)는 변경할 수 없습니다.',
      code: 'resultScoreSettled',
    });
    expect(await fixtureRow(fixture.id)).toEqual({ status: 3, home_score: 2, away_score: 1 });
    expect((await historySlip(totalSlip)).settlement_flag).toBe(0);
    expect(await resultLines(fixture.id)).toHaveLength(1);

    expect((await enter(fixture, total, { homeScore: 2, awayScore: 1 })).statusCode).toBe(200);
    const slip = await historySlip(totalSlip);
    expect(slip.settlement_flag).toBe(1);
    expect(slip.legs[0].sports_betting_score).toBe('2:1');
  });

  it("keeps the operator's score when the feed finishes the fixture later with another one", async () => {
    const fixture = open.shift()!;
    const [winner] = picksOf(fixture, 1);
    const total = picksOf(fixture, 2)[0]!;
    const totalSlip = await place(total);
    await kickOff(t.db, fixture.id, t.harness.clock.now());
    expect((await enter(fixture, winner!, { homeScore: 2, awayScore: 1 })).statusCode).toBe(200);

    t.sim.finishFixture(fixture.id, { home: 0, away: 3 });
    await t.runtime.sync?.idle();

    expect(await fixtureRow(fixture.id)).toEqual({ status: 3, home_score: 2, away_score: 1 });
    const slip = await historySlip(totalSlip);
    expect(slip.settlement_flag).not.toBe(0);
    // The feed decided this pick: its leg shows the score the feed decided it with.
    expect(slip.legs[0].sports_betting_score).toBe('0:3');
  });

  it('keeps the stored score when a feed result comes without one, and gives it to the legs it decides', async () => {
    // Any fixture still open, of any sport (the football ones are used up by now).
    const fixture = (await fixtures(t, 'prematch')).find((f) => picksOf(f).length > 0)!;
    const [winner] = picksOf(fixture);
    await kickOff(t.db, fixture.id, t.harness.clock.now());
    expect((await enter(fixture, winner!, { homeScore: 4, awayScore: 2 })).statusCode).toBe(200);
    const finished: FeedFixture = { ...t.sim.fixture(fixture.id)!, status: FIXTURE_STATUS.finished, score: null };
    const recorded = await t.db.transaction((tx) => recordResults(tx, finished, [], Date.now()));
    expect(recorded).toEqual({ fresh: [], storedScore: { home: 4, away: 2 } });
    expect(await fixtureRow(fixture.id)).toEqual({ status: 3, home_score: 4, away_score: 2 });
  });
});
