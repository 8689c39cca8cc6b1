import { LEAGUES } from '../feed/catalogue.js';
import { OddsFeedSimulator } from '../feed/simulator.js';
import { SportsRuntime } from '../runtime.js';
import { highestIds } from '../store/catalogue-store.js';
import { fixtures, picksOf, prematchBody } from '../testing/bet-builders.js';
import { buildSportsTestApp, type SportsTestApp } from '../testing/sports-test-app.js';
import { acquireFeedLease, releaseFeedLease } from './feed-lease-store.js';
import { FeedSync } from './feed-sync.js';

describe('feed sync, feed lease and the settlement sweep', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ rounds: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('takes a bet once when its answer was lost and the client retries with the same Idempotency-Key', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const [f] = await fixtures(t, 'prematch', '&sportId=6046');
    const body = prematchBody(member.id, [picksOf(f!, 1)[0]!], 10_000);
    const headers = { 'idempotency-key': `bet-${member.id}-once` };
    const first = await t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: body, headers });
    // The stored answer is lost (a crash after commit): the retry runs the handler again.
    await t.db.query('DELETE FROM idempotency_keys WHERE member_id = $1', [member.id]);
    const retry = await t.call(member, { method: 'POST', url: '/api/sports-prematch/betting', payload: body, headers });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect(await t.cash(member.id)).toBe(40_000);
  });
  it('settles, through the sweep, a waiting slip whose legs were decided but never paid', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const [f] = await fixtures(t, 'prematch', '&sportId=6046');
    const pick = picksOf(f!, 1)[0]!;
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [pick], 10_000),
    });
    // As if the process died between writing the results and paying.
    await t.db.query('UPDATE bet_legs SET win_flag = 2 WHERE slip_id = $1', [res.json().id]);
    await t.runtime.sweep();
    await t.runtime.sweep();
    expect(await t.cash(member.id)).toBe(40_000 + Math.floor((10_000 * Math.round(pick.odds.betPrice * 100)) / 100));
  });
  // Near last: it replaces the test catalogue.
  it('cancels fixtures an earlier feed left unfinished and a new feed does not offer, and refunds their bets, once', async () => {
    const member = await t.addMember({ cash: 50_000 });
    const [f] = await fixtures(t, 'prematch', '&sportId=6046');
    const res = await t.call(member, {
      method: 'POST',
      url: '/api/sports-prematch/betting',
      payload: prematchBody(member.id, [picksOf(f!, 1)[0]!], 10_000),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.cash(member.id)).toBe(40_000);
    t.runtime.sync?.stop();
    // Another feed (one that does not resume: new fixtures, ids above the stored ones) replaces the old one.
    const restarted = new OddsFeedSimulator({
      seed: 99,
      now: t.sim.now(),
      idBase: await highestIds(t.db),
      leagues: LEAGUES.filter((l) => l.id === 67),
      fixturesPerLeague: 1,
    });
    const tasks = t.harness.app.deps.tasks;
    const sync = new FeedSync({
      db: t.db,
      wallet: t.harness.app.deps.wallet,
      feed: restarted,
      publisher: t.publisher,
      now: () => t.sim.now(),
      tasks,
    });
    await sync.start();
    const status = await t.db.query<{ status: number }>('SELECT status FROM sports_fixtures WHERE id = $1', [f!.id]);
    expect(status.rows[0]?.status).toBe(4);
    const [slip] = (await t.call(member, { url: '/api/sports-prematch/bettings' })).json();
    expect(slip).toMatchObject({ settlement_flag: 3, win_amount: 10_000 });
    expect(slip.legs[0].sports_betting_win_flag).toBe(-1);
    expect(await t.cash(member.id)).toBe(50_000);
    const again = new FeedSync({
      db: t.db,
      wallet: t.harness.app.deps.wallet,
      feed: restarted,
      publisher: t.publisher,
      now: () => t.sim.now(),
      tasks,
    });
    await again.start();
    expect(await t.cash(member.id)).toBe(50_000);
    sync.stop();
    again.stop();
  });
  // Last: the leader's new feed resumes the stored fixtures and adds its own.
  it('gives the feed to one instance at a time, and to another once the lease is released or runs out', async () => {
    const now = t.sim.now();
    expect(await acquireFeedLease(t.db, 'a', now)).toBe(true);
    expect(await acquireFeedLease(t.db, 'b', now)).toBe(false);
    expect(await acquireFeedLease(t.db, 'a', now + 1_000)).toBe(true);
    expect(await acquireFeedLease(t.db, 'b', now + 20_000)).toBe(true);
    await releaseFeedLease(t.db, 'b');
    const options = {
      db: t.db,
      wallet: t.harness.app.deps.wallet,
      publisher: t.publisher,
      now: () => t.sim.now(),
      feed: { mode: 'auto' as const, seed: 5, simulatorOptions: { leagues: LEAGUES.filter((l) => l.id === 4001), fixturesPerLeague: 1 } },
      realtime: false,
      tasks: t.harness.app.deps.tasks,
    };
    const first = new SportsRuntime(options);
    const second = new SportsRuntime(options);
    await first.start();
    await second.start();
    expect(first.feed).not.toBeNull();
    expect(second.feed).toBeNull();
    await first.stop();
    const third = new SportsRuntime(options);
    await third.start();
    expect(third.feed).not.toBeNull();
    await third.stop();
    await second.stop();
  });
});
