import type { Db } from '../../../db/db.js';
import { checkLedger } from '../../../ledger/index.js';
import { createReopenableDatabase, type ReopenableDatabase } from '../../../testing/test-db.js';
import { FIXTURE_STATUS } from '../feed/odds-feed.js';
import type { SportsMember, SportsTestApp } from '../testing/sports-test-app.js';
import { fixtures, picksOf, prematchBody, type TestPick } from '../testing/bet-builders.js';
import { buildSportsTestApp, TEST_START } from '../testing/sports-test-app.js';
import { acquireFeedLease } from './feed-lease-store.js';

/**
 * Issue: a restart voided every open bet (the new simulator cancelled the fixtures of the old
 * one). Here the server really restarts: the same database (PGlite folder, or a schema on the
 * real server) is closed and opened again under a new app, which takes the feed lease and
 * resumes the stored fixtures.
 */
describe('a restart resumes the feed: open slips stay open and settle exactly once', () => {
  const STAKE = 10_000;
  let store: ReopenableDatabase;
  let db: Db | null = null;
  let t: SportsTestApp | null = null;
  let member: SportsMember;
  const slips: { id: number; pick: TestPick; wins: boolean }[] = [];

  const app = (): SportsTestApp => {
    if (!t) throw new Error('no app running');
    return t;
  };
  async function boot(now: number): Promise<SportsTestApp> {
    db = await store.open();
    t = await buildSportsTestApp({ db, feed: 'lease', rounds: false, now, simulator: { fixturesPerLeague: 5 } });
    await t.login(member);
    return t;
  }
  /** Stops the app and closes the database; a crash leaves the dead instance's lease behind. */
  async function shutDown(how: 'stop' | 'crash'): Promise<number> {
    const running = app();
    const at = running.harness.clock.now();
    const owner = running.runtime.owner;
    await running.close();
    if (how === 'crash') await acquireFeedLease(db!, owner, at);
    await db!.close();
    t = null;
    db = null;
    return at;
  }
  /** A pre-match bet on a football 1X2 pick ('1' wins and 'X'/'2' lose with the 2:1 used below). */
  async function bet(fixtureIndex: number, pickName: '1' | 'X' | '2'): Promise<void> {
    const football = await fixtures(app(), 'prematch', '&sportId=6046');
    const fixture = football.filter((f) => !slips.some((s) => s.pick.fixture.id === f.id)).at(-1 - fixtureIndex)!;
    const pick = picksOf(fixture, 1).find((p) => p.odds.betName === pickName)!;
    const res = await app().call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [pick], STAKE),
    });
    expect(res.statusCode).toBe(200);
    slips.push({ id: res.json().id, pick, wins: pickName === '1' });
  }
  async function slipRows() {
    const { rows } = await app().db.query<{ id: number; settlement_flag: number; status: number; win_amount: number }>(
      'SELECT id, settlement_flag, status, win_amount FROM bet_slips WHERE member_id = $1 ORDER BY id',
      [member.id],
    );
    return rows.map((r) => ({ ...r, id: Number(r.id), win_amount: Number(r.win_amount) }));
  }
  async function transferKinds(): Promise<string[]> {
    const { rows } = await app().db.query<{ kind: string }>(
      'SELECT kind FROM ledger_transfers WHERE member_id = $1 AND kind LIKE $2 ORDER BY id',
      [member.id, 'bet.%'],
    );
    return rows.map((r) => r.kind);
  }
  async function fixtureStatus(id: number): Promise<number> {
    return (await app().db.query<{ status: number }>('SELECT status FROM sports_fixtures WHERE id = $1', [id])).rows[0]!.status;
  }
  async function expectAllOpen(): Promise<void> {
    expect((await slipRows()).map((s) => [s.id, s.settlement_flag, s.status])).toEqual(slips.map((s) => [s.id, 0, 0]));
    for (const s of slips) expect(await fixtureStatus(s.pick.fixture.id)).toBe(FIXTURE_STATUS.notStarted);
    expect(await transferKinds()).toEqual(slips.map(() => 'bet.stake'));
    expect(await app().cash(member.id)).toBe(50_000 - STAKE * slips.length);
  }

  beforeAll(async () => {
    store = await createReopenableDatabase();
    db = await store.open();
    const first = await buildSportsTestApp({ db, feed: 'lease', rounds: false, now: TEST_START, simulator: { fixturesPerLeague: 5 } });
    t = first;
    member = await first.addMember({ cash: 50_000 });
  });
  afterAll(async () => {
    await t?.close();
    await db?.close();
    await store?.dispose();
  });

  it('keeps a pre-match slip open across a restart: the fixture goes on with its prices, nothing is refunded', async () => {
    expect(app().runtime.feed).not.toBeNull();
    await bet(0, '1');
    const before = (await fixtures(app(), 'prematch', `&fixtureId=${slips[0]!.pick.fixture.id}`))[0];
    const openIds = async () =>
      (await app().db.query<{ id: number }>('SELECT id FROM sports_fixtures WHERE status < 3 ORDER BY id')).rows.map((r) => Number(r.id));
    const open = await openIds();
    expect(await fixtureStatus(open[0]!)).toBe(FIXTURE_STATUS.inPlay);
    const stoppedAt = await shutDown('stop');

    const second = await boot(stoppedAt + 60_000);
    expect(second.runtime.feed).not.toBeNull();
    // Every fixture the first run left open goes on (in-play ones too); none is cancelled.
    expect([...second.sim.resumedIds].sort((a, b) => a - b)).toEqual(open);
    expect((await openIds()).slice(0, open.length)).toEqual(open);
    expect((await second.db.query('SELECT 1 FROM sports_fixtures WHERE status = 4')).rows).toEqual([]);
    expect((await fixtures(second, 'prematch', `&fixtureId=${slips[0]!.pick.fixture.id}`))[0]).toEqual(before);
    await expectAllOpen();
    const history = (await second.call(member, { url: '/api/sports-prematch/bettings' })).json();
    expect(history.map((s: { id: number; settlement_flag: number }) => [s.id, s.settlement_flag])).toEqual([[slips[0]!.id, 0]]);
  });

  it('keeps bets taken right after a restart, also while a crashed instance still holds the feed lease', async () => {
    await bet(0, '2'); // on the restarted instance, right after its start
    const crashedAt = await shutDown('crash');

    const third = await boot(crashedAt + 2_000);
    // The dead instance's lease has not run out: this one serves the stored catalogue without a feed.
    expect(third.runtime.feed).toBeNull();
    await bet(0, 'X');
    third.advanceClock(15_000);
    await third.runtime.claimFeed();
    expect(third.runtime.feed).not.toBeNull();
    expect(third.sim.resumedIds).toEqual(expect.arrayContaining(slips.map((s) => s.pick.fixture.id)));
    await expectAllOpen();
  });

  it('settles every slip once when its fixture ends: one payout for the winner, nothing for the losers, ledger sound', async () => {
    const running = app();
    for (const s of slips) expect(running.sim.finishFixture(s.pick.fixture.id, { home: 2, away: 1 })).toBe(true);
    await running.runtime.sync?.idle();
    await running.runtime.sweep();
    await running.runtime.sweep();
    const payout = (s: (typeof slips)[number]): number => (s.wins ? Math.floor((STAKE * Math.round(s.pick.odds.betPrice * 100)) / 100) : 0);
    expect(await slipRows()).toEqual(slips.map((s) => ({ id: s.id, settlement_flag: s.wins ? 1 : 2, status: 1, win_amount: payout(s) })));
    for (const s of slips) expect(await fixtureStatus(s.pick.fixture.id)).toBe(FIXTURE_STATUS.finished);
    expect(await transferKinds()).toEqual([...slips.map(() => 'bet.stake'), 'bet.payout']);
    expect(await running.cash(member.id)).toBe(50_000 - STAKE * slips.length + slips.reduce((sum, s) => sum + payout(s), 0));
    expect(await checkLedger(running.db)).toEqual({ unbalanced: [], drifted: [], negative: [] });
    expect(running.sim.finishFixture(slips[0]!.pick.fixture.id, { home: 0, away: 3 })).toBe(false);
  });
});
