import { DAY_MS } from '@bet/core/shared';
import { fixtures, picksOf, prematchBody, type FixtureView } from '../sports/testing/bet-builders.js';
import { buildSportsTestApp } from '../sports/testing/sports-test-app.js';
import type { SportsMember, SportsTestApp } from '../sports/testing/sports-test-app.js';
import { createCasinoModule } from '../casino/index.js';
import { applyCasinoCallback } from '../casino/casino-callbacks.js';
import { insertGameAccount } from '../casino/casino-store.js';

/**
 * Responsible play over HTTP (issue 13 part A): a member's limits and exclusions, and their
 * enforcement at the deposit request, the sports bet, the game-wallet transfer and the casino
 * round's bet, each with its Korean refusal.
 */
let t: SportsTestApp;
let fixture: FixtureView;
let admin: SportsMember;

beforeAll(async () => {
  t = await buildSportsTestApp({ rounds: false, extraModules: [createCasinoModule()] });
  [fixture] = (await fixtures(t, 'prematch', '&sportId=6046')) as [FixtureView];
  admin = await t.addMember({ admin: true, role: 10 });
  await t.db.query(
    "INSERT INTO settings (key, value) VALUES ('withdrawalRollingPercent', '0') ON CONFLICT (key) DO UPDATE SET value = '0'",
  );
});
afterAll(() => t.close());

const state = async (m: SportsMember) => (await t.call(m, { url: '/api/responsible-play' })).json();
const setLimit = (m: SportsMember, kind: string, period: string, amount: number | null) =>
  t.call(m, { method: 'PUT', url: '/api/responsible-play/limits', payload: { kind, period, amount } });
const confirm = (m: SportsMember, kind: string, period: string) =>
  t.call(m, { method: 'POST', url: '/api/responsible-play/limits/confirm', payload: { kind, period } });
const exclude = (m: SportsMember, duration: string) =>
  t.call(m, { method: 'POST', url: '/api/responsible-play/exclusion', payload: { duration } });
const deposit = (m: SportsMember, depositAmount: number) =>
  t.call(m, {
    method: 'POST',
    url: '/api/charge',
    payload: { memberId: m.id, depositMode: 0, depositAmount, depositName: '홍길동', userDisplayFlag: 1, type: 0, pointType: 2 },
  });
const withdraw = (m: SportsMember, depositAmount: number) =>
  t.call(m, {
    method: 'POST',
    url: '/api/charge',
    payload: {
      memberId: m.id,
      depositMode: 1,
      depositAmount,
      depositName: '홍길동',
      userDisplayFlag: 1,
      duplicate: 0,
      status: 0,
      type: 0,
      depositDate: '2026-03-02 12:00:00',
      confirmFlag: 0,
      createdAt: '2026-03-02 12:00:00',
      updatedAt: '2026-03-02 12:00:00',
    },
  });
const bet = (m: SportsMember, amount: number) =>
  t.call(m, { method: 'POST', url: '/api/sports-prematch/betting', payload: prematchBody(m.id, [picksOf(fixture, 1)[0]!], amount) });
const toCasino = (m: SportsMember, emoney: number) =>
  t.call(m, { method: 'POST', url: '/api/emoney/emoney-to-opera', payload: { memberId: m.id, emoney, totalEmoney: 0, code: 4 } });
const limitOf = (s: { limits: { kind: string; period: string; amount: number | null }[] }, kind: string, period: string) =>
  s.limits.find((l) => l.kind === kind && l.period === period);

describe('limits', () => {
  it('starts with no limit of any kind and period, no exclusion', async () => {
    const m = await t.addMember();
    const s = await state(m);
    expect(s.limits).toHaveLength(9);
    expect(s.limits.every((l: { amount: unknown; pending: unknown }) => l.amount === null && l.pending === null)).toBe(true);
    expect(s.exclusion).toBeNull();
    expect(s.used.deposit).toEqual({ day: 0, week: 0, month: 0 });
  });

  it('refuses a deposit request past the daily deposit limit with the Korean message; lowering takes effect at once', async () => {
    const m = await t.addMember();
    const set = await setLimit(m, 'deposit', 'day', 100_000);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ applied: true, message: '한도가 바로 적용되었습니다.' });
    const over = await deposit(m, 150_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'limitExceeded', message: '입금 한도를 초과했습니다. (일 한도 100,000원)' });
    expect((await deposit(m, 100_000)).statusCode).toBe(200);
    expect((await state(m)).used.deposit.day).toBe(100_000);
    // Lowering applies at once: a member with room left loses it immediately.
    const n = await t.addMember();
    await setLimit(n, 'deposit', 'week', 300_000);
    expect((await deposit(n, 100_000)).statusCode).toBe(200);
    await t.db.query('UPDATE charge_requests SET status = 1 WHERE member_id = $1', [n.id]);
    expect((await setLimit(n, 'deposit', 'week', 50_000)).json().applied).toBe(true);
    expect((await deposit(n, 10_000)).json().message).toBe('입금 한도를 초과했습니다. (주 한도 50,000원)');
  });

  it('keeps a raise pending for 24 hours, then applies it only when the member confirms', async () => {
    const m = await t.addMember();
    await setLimit(m, 'deposit', 'day', 50_000);
    const raise = await setLimit(m, 'deposit', 'day', 200_000);
    expect(raise.json().applied).toBe(false);
    expect(raise.json().message).toMatch(
      /^한도 상향 및 해제는 24시간 후에 적용됩니다\. \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 이후에 다시 확정해주세요\.$/,
    );
    const pending = limitOf(await state(m), 'deposit', 'day');
    expect(pending).toMatchObject({ amount: 50_000, pending: { amount: 200_000 } });
    expect((await deposit(m, 100_000)).json().message).toBe('입금 한도를 초과했습니다. (일 한도 50,000원)');
    const early = await confirm(m, 'deposit', 'day');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('raiseNotYet');
    t.advanceClock(DAY_MS);
    try {
      expect((await deposit(m, 100_000)).statusCode).toBe(403); // not confirmed yet: the old limit holds
      const ok = await confirm(m, 'deposit', 'day');
      expect(ok.json()).toEqual({ message: '한도 변경이 적용되었습니다.' });
      expect(limitOf(await state(m), 'deposit', 'day')).toMatchObject({ amount: 200_000, pending: null });
      expect((await deposit(m, 100_000)).statusCode).toBe(200);
    } finally {
      t.advanceClock(-DAY_MS);
    }
  });

  it('removes a limit only after 24 hours; cancelling a pending change keeps the limit', async () => {
    const m = await t.addMember();
    await setLimit(m, 'wager', 'month', 10_000);
    expect((await setLimit(m, 'wager', 'month', null)).json().applied).toBe(false);
    expect(limitOf(await state(m), 'wager', 'month')).toMatchObject({ amount: 10_000, pending: { amount: null } });
    const cancel = await t.call(m, {
      method: 'POST',
      url: '/api/responsible-play/limits/cancel',
      payload: { kind: 'wager', period: 'month' },
    });
    expect(cancel.json().message).toBe('대기 중인 한도 변경을 취소했습니다.');
    expect(limitOf(await state(m), 'wager', 'month')).toMatchObject({ amount: 10_000, pending: null });
    expect((await confirm(m, 'wager', 'month')).json()).toMatchObject({ code: 'noPendingChange', message: '확정할 한도 변경이 없습니다.' });
  });

  it('refuses a stake past the wager limit and past the net-loss limit', async () => {
    const m = await t.addMember({ cash: 100_000 });
    await setLimit(m, 'wager', 'day', 10_000);
    expect((await bet(m, 10_000)).statusCode).toBe(200);
    const over = await bet(m, 5_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 'limitExceeded', message: '베팅 한도를 초과했습니다. (일 한도 10,000원)' });
    const n = await t.addMember({ cash: 100_000 });
    await setLimit(n, 'loss', 'week', 7_000);
    expect((await bet(n, 5_000)).statusCode).toBe(200);
    expect((await bet(n, 5_000)).json().message).toBe('손실 한도를 초과했습니다. (주 한도 7,000원)');
    expect(await t.cash(n.id)).toBe(95_000);
  });

  it('refuses a game-wallet transfer past the room left and a casino round bet past the limit', async () => {
    const m = await t.addMember({ cash: 100_000 });
    await setLimit(m, 'loss', 'day', 40_000);
    expect((await toCasino(m, 50_000)).json().message).toBe('손실 한도를 초과했습니다. (일 한도 40,000원)');
    expect((await toCasino(m, 30_000)).statusCode).toBe(200);
    await insertGameAccount(t.db, { memberId: m.id, uid: `uid-${m.id}` }, new Date());
    const lobby = { providers: [], games: [{ id: 'g1', name: '바카라', provider: 'evo', category: 'casino' as const }] } as never;
    const cb = (transactionId: string, amount: number) =>
      t.db.transaction((tx) =>
        applyCasinoCallback(
          tx as never,
          { type: 'bet', uid: `uid-${m.id}`, transactionId, roundId: `r-${transactionId}`, amount, gameId: 'g1' } as never,
          {
            now: t.harness.clock.now(),
            lobby,
          },
        ),
      );
    expect((await cb(`a${m.id}`, 25_000)).ok).toBe(true);
    const refused = await cb(`b${m.id}`, 20_000);
    expect(refused).toMatchObject({ ok: false, kind: 'limitExceeded', message: '손실 한도를 초과했습니다. (일 한도 40,000원)' });
    expect((await cb(`c${m.id}`, 5_000)).ok).toBe(true);
  });

  it('refuses bad input with a 400 and never takes a member id from the body', async () => {
    const m = await t.addMember();
    const badAmount = await setLimit(m, 'deposit', 'day', 1_500);
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().message).toBe('한도 금액을 1,000원 단위로 올바르게 입력해주세요.');
    expect((await setLimit(m, 'deposit', 'year', 10_000)).statusCode).toBe(400);
    expect((await setLimit(m, 'bonus', 'day', 10_000)).statusCode).toBe(400);
    expect((await setLimit(m, 'deposit', 'day', -1_000)).statusCode).toBe(400);
    const other = await t.addMember();
    const withId = await t.call(m, {
      method: 'PUT',
      url: '/api/responsible-play/limits',
      payload: { kind: 'deposit', period: 'day', amount: 10_000, memberId: other.id },
    });
    expect(withId.statusCode).toBe(400);
    expect(limitOf(await state(other), 'deposit', 'day')?.amount).toBeNull();
    expect((await exclude(m, '2w')).statusCode).toBe(400);
    expect((await t.call(null, { url: '/api/responsible-play' })).statusCode).toBe(401);
  });
});

describe('cool-off and self-exclusion', () => {
  it('blocks bets, deposits and game-wallet transfers during a cool-off; a withdrawal still works', async () => {
    const m = await t.addMember({ cash: 100_000 });
    const started = await exclude(m, '24h');
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toMatch(/^휴식 기간이 시작되었습니다\. \(.+까지\)$/);
    const refusedBet = await bet(m, 5_000);
    expect(refusedBet.statusCode).toBe(403);
    expect(refusedBet.json()).toMatchObject({ code: 'excluded' });
    expect(refusedBet.json().message).toMatch(/^휴식 기간에는 베팅할 수 없습니다\. \(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}까지\)$/);
    expect((await deposit(m, 10_000)).json().message).toMatch(/^휴식 기간에는 입금할 수 없습니다\./);
    expect((await toCasino(m, 30_000)).json().message).toMatch(/^휴식 기간에는 게임머니로 전환할 수 없습니다\./);
    const usd = await t.call(m, {
      method: 'POST',
      url: '/api/dewit/deposit?network=trx&token=USDT&amount=25000000',
      payload: { depositAmount: 25_000_000 },
    });
    expect(usd.statusCode).toBe(403);
    expect(usd.json().message).toMatch(/^휴식 기간에는 입금할 수 없습니다\./);
    expect((await withdraw(m, 30_000)).statusCode).toBe(200);
    expect(await t.cash(m.id)).toBe(70_000);
    // A shorter one cannot replace it; a longer one can.
    expect((await exclude(m, '24h')).json()).toMatchObject({ code: 'alreadyExcluded' });
    t.advanceClock(DAY_MS); // the cool-off ends by itself (the pre-match fixture has started by then: a deposit shows it)
    try {
      expect((await deposit(m, 10_000)).statusCode).toBe(200);
    } finally {
      t.advanceClock(-DAY_MS);
    }
  });

  it('self-exclusion: the operator cannot lift it, and sees it; permanent cannot be shortened', async () => {
    const m = await t.addMember({ cash: 10_000 });
    expect((await exclude(m, '6m')).statusCode).toBe(200);
    expect((await bet(m, 5_000)).json().message).toMatch(/^자기 배제 기간에는 베팅할 수 없습니다\./);
    expect((await exclude(m, '7d')).statusCode).toBe(409);
    expect((await exclude(m, 'permanent')).statusCode).toBe(200);
    expect((await exclude(m, '5y')).json().message).toBe('이미 이용 제한 기간입니다. (영구)');
    const lift = await t.call(admin, { method: 'DELETE', url: `/api/admin/members/${m.id}/exclusion` });
    expect(lift.statusCode).toBe(403);
    expect(lift.json()).toMatchObject({ code: 'exclusionLocked', message: '휴식 및 자기 배제는 기간이 끝나기 전에 해제할 수 없습니다.' });
    const seen = await t.call(admin, { url: `/api/admin/members/${m.id}/responsible-play` });
    expect(seen.json().exclusion).toMatchObject({ kind: 'selfExclusion', duration: 'permanent', endsAt: null });
    expect((await t.call(admin, { method: 'DELETE', url: `/api/admin/members/999999/exclusion` })).statusCode).toBe(404);
    const notAdmin = await t.call(m, { url: `/api/admin/members/${m.id}/responsible-play` });
    expect(notAdmin.statusCode).toBe(403);
    await expect(t.db.query('DELETE FROM responsible_play_exclusions WHERE member_id = $1', [m.id])).rejects.toThrow(/cannot be changed/);
  });

  it('a casino round bet is refused during an exclusion', async () => {
    const m = await t.addMember({ cash: 50_000 });
    expect((await toCasino(m, 30_000)).statusCode).toBe(200);
    await exclude(m, '7d');
    await insertGameAccount(t.db, { memberId: m.id, uid: `uidx-${m.id}` }, new Date());
    const lobby = { providers: [], games: [{ id: 'g1', name: '바카라', provider: 'evo', category: 'casino' as const }] } as never;
    const refused = await t.db.transaction((tx) =>
      applyCasinoCallback(
        tx as never,
        { type: 'bet', uid: `uidx-${m.id}`, transactionId: `x${m.id}`, roundId: `rx${m.id}`, amount: 1_000, gameId: 'g1' } as never,
        {
          now: t.harness.clock.now(),
          lobby,
        },
      ),
    );
    expect(refused).toMatchObject({ ok: false, kind: 'excluded' });
    expect((refused as { message: string }).message).toMatch(/^휴식 기간에는 베팅할 수 없습니다\./);
  });
});

describe("the member's partner", () => {
  it('sees an excluded member only as closed (no kind, no end), on both member lists', async () => {
    const partnerId = await t.harness.createMember(`rppart${process.pid % 1000}`, { type: 1, role: 3 });
    const partner = await t.harness.as(partnerId);
    const m = await t.addMember();
    const other = await t.addMember();
    await t.db.query('UPDATE members SET recommender_id = $1 WHERE id = ANY($2::bigint[])', [partnerId, [m.id, other.id]]);
    await exclude(m, '1y');
    const desk = JSON.parse((await partner.inject({ method: 'GET', url: '/api/partner/member-list?page=1&perpage=15' })).body);
    const statusIn = (list: { id: number; status: string }[], id: number) => list.find((r) => r.id === id)?.status;
    expect(statusIn(desk.list, m.id)).toBe('closed');
    expect(statusIn(desk.list, other.id)).toBe('active');
    const plain = JSON.parse((await partner.inject({ method: 'GET', url: '/api/partner/members?page=1&perpage=15' })).body);
    expect(statusIn(plain, m.id)).toBe('closed');
    expect(JSON.stringify(desk)).not.toMatch(/selfExclusion|coolOff|자기 배제|휴식/);
  });
});
