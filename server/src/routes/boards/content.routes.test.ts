import { FairStream, drawRoulette } from '@bet/core/fairness';
import { runSeed } from '../../seed/index.js';
import { scriptedRandom } from '../../ports/random.js';
import { createHarness, json, type Caller, type Harness } from '../../testing/harness.js';

let h: Harness;
let me: Caller;
let ids: Record<string, number>;

beforeAll(async () => {
  // Roulette draws: 0 -> first segment of the wheel, 99 -> the last weight bucket.
  h = await createHarness({ build: { random: scriptedRandom([0, 99, 26, 0]) } });
  ids = await runSeed(h.app.deps, h.app.modules);
  me = await h.as(ids.member01!);
});
afterAll(() => h.close());

describe('boards (public)', () => {
  it('lists notices, rules, events with their HTML and KST timestamps', async () => {
    const notices = json<{ title: string; category: string; createTimestamp: string }[]>(
      await h.inject({ method: 'GET', url: '/api/boardNotice?noticeType=0' }),
    );
    expect(notices.length).toBeGreaterThanOrEqual(5);
    expect(notices[0]).toMatchObject({ title: '사이트 이용 안내', category: 'notice' });
    expect(notices[0]!.createTimestamp).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(json<unknown[]>(await h.inject({ method: 'GET', url: '/api/boardRule' })).length).toBe(3);
    const events = json<{ category: string }[]>(await h.inject({ method: 'GET', url: '/api/boardEvent' }));
    expect(new Set(events.map((e) => e.category))).toEqual(new Set(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']));
    expect(json<unknown[]>(await h.inject({ method: 'GET', url: '/api/board?category=free&page=1&perpage=1' }))).toHaveLength(1);
    const popups = json<{ popupStatus: number; contents: string }[]>(await h.inject({ method: 'GET', url: '/api/boardPopup' }));
    expect(popups).toHaveLength(2);
    expect(popups[0]).toMatchObject({ popupStatus: 0, popupSize: '400px' });
  });
});

describe('settings', () => {
  it('serves the site and sign-up settings, banks 1-39 and codes', async () => {
    expect(json(await h.inject({ method: 'GET', url: '/api/setting/user' }))).toMatchObject({
      siteNoticeFlg: false,
      fastAccountFlag: 1,
      chargePointFlag: false,
    });
    expect(json(await h.inject({ method: 'GET', url: '/api/settingSignUp' }))).toEqual({
      joinStartEndFlg: false,
      idNiknameBan: ['admin', 'operator', '운영자', '관리자'],
      signUpUserIdMax14: false,
      signUpPasswordMax255: false,
      signUpNicknameWeighted: false,
    });
    const banks = json<{ bankCode: number; bankName: string; useFlag: boolean; codeId: string }[]>(
      await h.inject({ method: 'GET', url: '/api/settingbankname' }),
    );
    expect(banks).toHaveLength(39);
    expect(banks[0]).toEqual({ useFlag: true, bankCode: 1, bankName: 'KB국민은행', codeId: '1', codeName: 'KB국민은행' });
    expect(json<unknown[]>(await h.inject({ method: 'GET', url: '/api/code?type=BANK' }))).toHaveLength(39);
    expect(json<unknown[]>(await h.inject({ method: 'GET', url: '/api/code?type=CARRIER' }))).toHaveLength(6);
    expect(json<{ kbn: string }[]>(await h.inject({ method: 'GET', url: '/api/labelSetting?kbn=charge' })).map((l) => l.kbn)).toEqual([
      'charge',
      'charge',
    ]);
  });

  it('hides deposit account numbers in the banking levels (the deposit password reveals them)', async () => {
    const levels = json<{ level: number; bankName: string; bankAccountNumber: string | null }[]>(
      await me.inject({ method: 'GET', url: '/api/settingBanking/level/A' }),
    );
    expect(levels).toHaveLength(5);
    expect(levels[0]).toEqual({ level: 1, bankName: 'KB국민은행', bankAccountNumber: null, accountHolder: null });
  });

  it('answers the member betting limits in won from the units of 10,000', async () => {
    const res = json<{ role: number; limits: { gameType: number; minBetAmount: number; maxBetAmount: number; maxWinAmount: number }[] }>(
      await me.inject({ method: 'GET', url: '/api/settingMemberBetting/member01' }),
    );
    expect(res.role).toBe(1);
    expect(res.limits.length).toBeGreaterThan(0);
    for (const l of res.limits) {
      expect(l.minBetAmount).toBe(5_000);
      expect(l.maxBetAmount % 10_000).toBe(0);
      expect(l.maxWinAmount % 10_000).toBe(0);
    }
    expect((await me.inject({ method: 'GET', url: '/api/settingMemberBetting/member02' })).statusCode).toBe(403);
  });
});

describe('roulette', () => {
  it("counts coupons, spins one per call (the outcome is core's draw from the revealed seed) and credits the points won", async () => {
    expect(json(await me.inject({ method: 'GET', url: `/api/card/user/count?memberId=${me.memberId}` }))).toEqual({ normal: 3, vip: 1 });
    const spin = (couponType: 1 | 2) =>
      me.inject({ method: 'POST', url: '/api/card/choice', payload: { memberId: me.memberId, couponType } });
    let won = 0;
    for (const couponType of [1, 1, 1, 2] as const) {
      const answer = json<{ value: number; name: string; roundKey: string; seed: string }>(await spin(couponType));
      const drawn = drawRoulette(couponType === 2 ? 'vip' : 'normal', new FairStream(answer.seed, answer.roundKey));
      expect(answer).toMatchObject({ value: drawn.value, name: drawn.name });
      if (answer.name.endsWith('포인트')) won += answer.value;
    }
    const none = await spin(1);
    expect(none.statusCode).toBe(409);
    expect(json(none).message).toBe('보유한 룰렛 쿠폰이 없습니다.');
    const member = json<{ point: number }>(await me.inject({ method: 'GET', url: `/api/member/${me.memberId}` }));
    expect(member.point).toBe(5_000 + won);
  });

  it('grants coupons for approved deposits once', async () => {
    const { rows } = await h.db.query<{ id: number }>(
      "INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, status, created_at, updated_at) VALUES ($1, 0, 0, 'cash', 1200000, 1, now(), now()) RETURNING id",
      [me.memberId],
    );
    expect(rows).toHaveLength(1);
    const first = await me.inject({ method: 'POST', url: `/api/card/roulleteCount/${me.memberId}` });
    expect(json(first).message).toBe('룰렛 쿠폰이 지급되었습니다. (일반 5장, VIP 1장)');
    expect(json(await me.inject({ method: 'POST', url: `/api/card/roulleteCount/${me.memberId}` })).message).toBe(
      '지급할 룰렛 쿠폰이 없습니다.',
    );
    const summary = json<{ normal: number; vip: number; amount: number }>(
      await me.inject({ method: 'POST', url: '/api/card/roulleteCountAndAmount', payload: { memberId: me.memberId } }),
    );
    expect(summary).toMatchObject({ normal: 5, vip: 1, amount: 1_200_000 });
  });
});

describe('games', () => {
  it("creates a real-poker account once and answers a link to the simulator's lobby on this site", async () => {
    expect(json(await me.inject({ method: 'GET', url: '/api/realpoker/user/create?userId=member01&nickname=x' }))).toEqual({ code: 1 });
    expect(json(await me.inject({ method: 'GET', url: '/api/realpoker/user/create?userId=member01' }))).toEqual({ code: 1 });
    const link = json<{ url: string }>(await me.inject({ method: 'GET', url: '/api/realpoker/game/link?userId=member01' }));
    expect(link.url).toMatch(/^\/api\/game-sim\/realpoker\/lobby\?uid=RP[0-9a-f]{12}$/);
    expect((await me.inject({ method: 'GET', url: '/api/realpoker/game/link?userId=member02' })).statusCode).toBe(403);
  });

  it("asks for an account before a hold'em link, passes the agent code, and honours maintenance", async () => {
    expect(json(await me.inject({ method: 'GET', url: '/api/revolution/game/link?userId=member01' })).message).toBe(
      '게임 계정이 없습니다. 계정을 먼저 생성해주세요.',
    );
    await me.inject({ method: 'GET', url: '/api/revolution/user/create' });
    expect(
      json<{ url: string }>(await me.inject({ method: 'GET', url: '/api/revolution/game/link?userId=member01&agentCode=partner01' })).url,
    ).toContain('agent=partner01');
    await h.db.query("UPDATE settings SET value = 'true' WHERE key = 'revolutionMaintenanceFlag'");
    const res = await me.inject({ method: 'GET', url: '/api/revolution/game/link?userId=member01' });
    expect(res.statusCode).toBe(403);
    expect(json(res).message).toBe('홀덤 점검중입니다.');
  });
});

describe('attendance', () => {
  it('checks in once per KST day and pays the attendance points', async () => {
    const ok = await me.inject({ method: 'POST', url: '/api/attendance' });
    expect(json(ok)).toEqual({ message: '출석체크가 완료되었습니다. 100 포인트가 지급되었습니다.', day: '2026-03-02' });
    const again = await me.inject({ method: 'POST', url: '/api/attendance' });
    expect(again.statusCode).toBe(409);
    expect(json(again).message).toBe('오늘은 이미 출석체크를 하셨습니다.');
    expect(json(await me.inject({ method: 'GET', url: '/api/attendance' }))).toEqual({
      month: '2026-03',
      days: ['2026-03-02'],
      checkedToday: true,
      points: 100,
    });
  });
});

describe('file download', () => {
  it('serves a file of the files folder and refuses paths that leave it', async () => {
    const ok = await h.inject({ method: 'GET', url: '/api/file/download/notice/welcome.txt' });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('Demo file');
    for (const url of [
      '/api/file/download/..%2F..%2Fpackage.json',
      '/api/file/download/notice%2F..%2F..%2Fpackage.json',
      '/api/file/download/%2Fetc%2Fpasswd',
      '/api/file/download/notice/..%5C..%5Cpackage.json',
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('잘못된 파일 경로입니다.');
    }
    const missing = await h.inject({ method: 'GET', url: '/api/file/download/notice/nope.txt' });
    expect(missing.statusCode).toBe(404);
  });
});
