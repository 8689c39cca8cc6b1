import { createHarness, json, type Harness } from '../../testing/harness.js';

/**
 * The partner desk calls: a partner (type 1) with a direct member, a recommender under them with
 * a member of their own, and another partner with a member who must never show up.
 */
let h: Harness;
let partner: number;
let recomm: number;
let direct: number;
let indirect: number;
let otherPartner: number;
let stranger: number;

// TEST_NOW is 2026-03-02 12:00 KST; the bets are placed that day and the day before.
const DAY = '2026-03-02';
const YESTERDAY = '2026-03-01';
const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+09:00`);

let slipKey = 0;
/**
 * A slip of one leg: a match (home vs 원정팀), or a mini-game round (its internal round no. as
 * home, no away, the game and round as league).
 */
async function slip(
  memberId: number,
  o: { gameType: number; amount: number; win?: number; flag: number; day?: string; home?: string; round?: { no: string; league: string } },
) {
  const { rows } = await h.db.query<{ id: number }>(
    `INSERT INTO bet_slips (member_id, user_id, nickname, game_type, game_detail_type, amount, total_ratio, expect_amount, win_amount, e_money,
       settlement_flag, status, stake_key, created_at)
     VALUES ($1, 'u', 'n', $2, 91, $3, 185, $4, $5, 0, $6, $7, $8, $9) RETURNING id`,
    [
      memberId,
      o.gameType,
      o.amount,
      Math.floor((o.amount * 185) / 100),
      o.win ?? 0,
      o.flag,
      o.flag === 0 ? 0 : 1,
      `k${++slipKey}`,
      at(o.day ?? DAY),
    ],
  );
  await h.db.query(
    `INSERT INTO bet_legs (slip_id, leg_no, odds_id, market_id, market_name, bet_name, price, home_name, away_name, league_name)
     VALUES ($1, 1, 1, 1, '승무패', '홈승', 185, $2, $3, $4)`,
    [rows[0]!.id, o.round?.no ?? o.home ?? '', o.home ? '원정팀' : '', o.round?.league ?? ''],
  );
}

async function round(memberId: number, o: { category: 'casino' | 'slot'; bet: number; win: number; ended: boolean; day?: string }) {
  await h.db.query(
    `INSERT INTO casino_rounds (round_id, member_id, game_id, game_name, provider, category, bet_total, win_total, created_at, ended_at)
     VALUES ($1, $2, 'g1', '바카라', '에볼루션', $3, $4, $5, $6, $7)`,
    [`r${++slipKey}`, memberId, o.category, o.bet, o.win, at(o.day ?? DAY), o.ended ? at(o.day ?? DAY, 13) : null],
  );
}

async function charge(memberId: number, mode: 0 | 1, amount: number, status: number, day = DAY) {
  await h.db.query(
    `INSERT INTO charge_requests (member_id, deposit_mode, charge_type, wallet, amount, status, created_at, updated_at, processed_at)
     VALUES ($1, $2, 0, 'cash', $3, $4, $5, $5, $6)`,
    [memberId, mode, amount, status, at(day), status === 0 ? null : at(day, 13)],
  );
}

beforeAll(async () => {
  h = await createHarness();
  partner = await h.createMember('deskpart1', { type: 1, role: 3, nickname: '데스크파트너' });
  recomm = await h.createMember('deskreco1', { type: 2, role: 2 });
  direct = await h.createMember('deskmem01');
  indirect = await h.createMember('deskmem02');
  otherPartner = await h.createMember('otherpart', { type: 1 });
  stranger = await h.createMember('strange01');
  await h.db.query('UPDATE members SET management_level1_percent = 1.5, management_level3_percent = 0.5 WHERE id = $1', [partner]);
  await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = ANY($2::bigint[])', [partner, [recomm, direct]]);
  await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = $2', [recomm, indirect]);
  await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = $2', [otherPartner, stranger]);
  await h.fund(direct, 'cash', 70_000);

  await charge(direct, 0, 30_000, 1);
  await charge(indirect, 0, 50_000, 0);
  await charge(direct, 1, 10_000, 1);
  await charge(stranger, 0, 99_000, 1);
  await charge(direct, 0, 20_000, 1, '2026-01-01');

  // Sports: one lost 10,000 (settled), one won 20,000 paying 37,000, one waiting 5,000.
  await slip(direct, { gameType: 1, amount: 10_000, flag: 2, home: '홈팀' });
  await slip(indirect, { gameType: 2, amount: 20_000, win: 37_000, flag: 1, home: '라이브홈' });
  await slip(direct, { gameType: 1, amount: 5_000, flag: 0, home: '대기홈' });
  // Mini-game lost 8,000 yesterday; a cancelled virtual slip is no turnover.
  await slip(direct, {
    gameType: 3,
    amount: 8_000,
    flag: 2,
    day: YESTERDAY,
    round: { no: '9976894회차', league: '로투스 파워볼 241회차' },
  });
  await slip(direct, { gameType: 4, amount: 9_000, flag: -1 });
  // Casino ended (bet 40,000, won 10,000), slot running (bet 6,000).
  await round(indirect, { category: 'casino', bet: 40_000, win: 10_000, ended: true });
  await round(direct, { category: 'slot', bet: 6_000, win: 0, ended: false });
  // Another partner's member: never counted.
  await slip(stranger, { gameType: 1, amount: 77_000, flag: 2 });
  await round(stranger, { category: 'casino', bet: 55_000, win: 0, ended: true });
});

afterAll(async () => {
  await h?.close();
});

const range = `from=${YESTERDAY}&to=${DAY}`;

describe('partner desk lists', () => {
  it('lists the downline with cash, searches it and keeps other partners out', async () => {
    const caller = await h.as(partner);
    const all = json<{ total: number; list: { id: number; userId: string; depth: number; cash: number }[] }>(
      await caller.inject({ method: 'GET', url: '/api/partner/member-list?page=1&perpage=15' }),
    );
    expect(all.total).toBe(3);
    expect(all.list.map((m) => m.id).sort()).toEqual([recomm, direct, indirect].sort());
    expect(all.list.find((m) => m.id === direct)).toMatchObject({ cash: 70_000, depth: 1 });
    expect(all.list.find((m) => m.id === indirect)).toMatchObject({ depth: 2 });
    const found = json<{ total: number; list: { userId: string }[] }>(
      await caller.inject({ method: 'GET', url: '/api/partner/member-list?page=1&perpage=15&search=mem02' }),
    );
    expect(found.list.map((m) => m.userId)).toEqual(['deskmem02']);
    const partners = json<{ list: { id: number }[] }>(
      await caller.inject({ method: 'GET', url: '/api/partner/member-list?page=1&perpage=15&partnersOnly=1' }),
    );
    expect(partners.list.map((m) => m.id)).toEqual([recomm]);
  });

  it("reads the downline's deposits and withdrawals in the range, with the done totals", async () => {
    const caller = await h.as(partner);
    const deposits = json<{
      total: number;
      doneTotal: number;
      list: { memberId: number; amount: number; status: number; processedAt: string | null }[];
    }>(await caller.inject({ method: 'GET', url: `/api/partner/deposits?page=1&perpage=15&${range}` }));
    expect(deposits.total).toBe(2);
    expect(deposits.doneTotal).toBe(30_000);
    expect(deposits.list.map((d) => [d.memberId, d.amount, d.status])).toEqual(
      expect.arrayContaining([
        [direct, 30_000, 1],
        [indirect, 50_000, 0],
      ]),
    );
    expect(JSON.stringify(deposits)).not.toContain('99000');
    const withdrawals = json<{ total: number; doneTotal: number }>(
      await caller.inject({ method: 'GET', url: `/api/partner/withdrawals?page=1&perpage=15&${range}` }),
    );
    expect(withdrawals).toMatchObject({ total: 1, doneTotal: 10_000 });
    const oneMember = json<{ total: number }>(
      await caller.inject({ method: 'GET', url: `/api/partner/deposits?page=1&perpage=15&${range}&memberId=${indirect}` }),
    );
    expect(oneMember.total).toBe(1);
  });

  it("lists the downline's slips and casino rounds, newest first, paged", async () => {
    const caller = await h.as(partner);
    const bets = json<{ total: number; stakeTotal: number; list: { userId: string; title: string; legs: number; totalOdds: number }[] }>(
      await caller.inject({ method: 'GET', url: `/api/partner/bets?page=1&perpage=2&${range}` }),
    );
    expect(bets.total).toBe(5);
    expect(bets.list).toHaveLength(2);
    expect(bets.stakeTotal).toBe(10_000 + 20_000 + 5_000 + 8_000);
    const page = json<{ list: { title: string; totalOdds: number; legs: number }[] }>(
      await caller.inject({ method: 'GET', url: `/api/partner/bets?page=1&perpage=15&${range}` }),
    );
    expect(page.list.map((b) => b.title)).toContain('라이브홈 vs 원정팀');
    // A mini-game slip reads as the member's history names it: the game and its round of the day, no dangling 'vs'.
    expect(page.list.map((b) => b.title)).toContain('로투스 파워볼 241회차');
    expect(page.list.map((b) => b.title).join(' ')).not.toMatch(/9976894|vs$/);
    expect(page.list[0]).toMatchObject({ totalOdds: 1.85, legs: 1 });
    const casino = json<{ total: number; stakeTotal: number; winTotal: number; list: { category: string; endedAt: string | null }[] }>(
      await caller.inject({ method: 'GET', url: `/api/partner/casino-bets?page=1&perpage=15&${range}` }),
    );
    expect(casino).toMatchObject({ total: 2, stakeTotal: 46_000, winTotal: 10_000 });
    expect(casino.list.find((r) => r.category === 'slot')?.endedAt).toBeNull();
  });

  it("refuses another partner's member id with 403 on every list, and shows nothing of them", async () => {
    const caller = await h.as(partner);
    for (const path of ['deposits', 'withdrawals', 'bets', 'casino-bets']) {
      const res = await caller.inject({ method: 'GET', url: `/api/partner/${path}?page=1&perpage=15&${range}&memberId=${stranger}` });
      expect(res.statusCode).toBe(403);
      expect(json(res).message).toBe('하위 회원의 정보만 조회할 수 있습니다.');
    }
    const bets = await caller.inject({ method: 'GET', url: `/api/partner/bets?page=1&perpage=100&${range}` });
    expect(bets.body).not.toContain('strange01');
    // The other partner sees their own member only.
    const other = json<{ total: number }>(
      await (await h.as(otherPartner)).inject({ method: 'GET', url: `/api/partner/bets?page=1&perpage=15&${range}` }),
    );
    expect(other.total).toBe(1);
  });

  it('refuses bad input in Korean: a reversed or too long range, a broken day; members are refused', async () => {
    const caller = await h.as(partner);
    const reversed = await caller.inject({ method: 'GET', url: `/api/partner/bets?page=1&perpage=15&from=${DAY}&to=${YESTERDAY}` });
    expect(reversed.statusCode).toBe(400);
    expect(json(reversed).message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    const long = await caller.inject({ method: 'GET', url: `/api/partner/calc?from=2025-01-01&to=${DAY}` });
    expect(long.statusCode).toBe(400);
    expect(json(long).message).toBe('조회 기간은 최대 93일입니다.');
    const broken = await caller.inject({ method: 'GET', url: `/api/partner/analysis?from=2026-02-30&to=${DAY}` });
    expect(broken.statusCode).toBe(400);
    expect(json(broken).message).toMatch(/[가-힣]/);
    const member = await (await h.as(direct)).inject({ method: 'GET', url: `/api/partner/calc?${range}` });
    expect(member.statusCode).toBe(403);
  });
});

describe('partner settlement', () => {
  it("computes spec 3's agent summary from the downline's bets and rounds", async () => {
    await h.db.query(
      "INSERT INTO settings (key, value) VALUES ('partnerLosingPercent', '10') ON CONFLICT (key) DO UPDATE SET value = '10'",
    );
    const calc = json<{
      agent: string;
      levelName: string;
      categories: {
        category: string;
        rollingPer: number;
        betAmount: number;
        winAmount: number;
        rollingAmount: number;
        userRolling: Record<string, number>;
      }[];
      losingPer: number;
      losingAmount: number;
      totalRollingAmount: number;
      totalLosingAmount: number;
    }>(await (await h.as(partner)).inject({ method: 'GET', url: `/api/partner/calc?${range}` }));
    expect(calc).toMatchObject({ agent: '데스크파트너', levelName: '파트너', losingPer: 1_000 });
    const by = Object.fromEntries(calc.categories.map((c) => [c.category, c]));
    // Contract percent: level 3 (0.5 %) before level 1 (1.5 %).
    expect(by.sports).toEqual({
      category: 'sports',
      rollingPer: 50,
      betAmount: 35_000,
      winAmount: 37_000,
      rollingAmount: 175,
      userRolling: { before: 5_000, after: 30_000, total: 35_000 },
    });
    expect(by.mini).toMatchObject({ betAmount: 8_000, rollingAmount: 40 });
    expect(by.virtual).toMatchObject({ betAmount: 0 });
    expect(by.casino).toMatchObject({ betAmount: 40_000, winAmount: 10_000, rollingAmount: 200 });
    expect(by.slot).toMatchObject({ betAmount: 6_000, userRolling: { before: 6_000, after: 0, total: 6_000 }, rollingAmount: 30 });
    // Settled: sports 30,000 - 37,000, mini 8,000, casino 40,000 - 10,000 = 31,000 lost by the members.
    expect(calc.losingAmount).toBe(31_000);
    expect(calc.totalRollingAmount).toBe(175 + 40 + 200 + 30);
    expect(calc.totalLosingAmount).toBe(Math.trunc(((31_000 - 445) * 1_000) / 10_000));
    await h.db.query("DELETE FROM settings WHERE key = 'partnerLosingPercent'");
  });

  it('gives the same figures per day, zeros on quiet days', async () => {
    const analysis = json<{ days: { day: string; betAmount: number; losingAmount: number; rollingAmount: number }[] }>(
      await (await h.as(partner)).inject({ method: 'GET', url: `/api/partner/analysis?from=2026-02-28&to=${DAY}` }),
    );
    expect(analysis.days.map((d) => d.day)).toEqual(['2026-02-28', YESTERDAY, DAY]);
    expect(analysis.days[0]).toEqual({ day: '2026-02-28', betAmount: 0, winAmount: 0, losingAmount: 0, rollingAmount: 0 });
    expect(analysis.days[1]).toMatchObject({ betAmount: 8_000, losingAmount: 8_000, rollingAmount: 40 });
    expect(analysis.days[2]).toMatchObject({ betAmount: 81_000, losingAmount: 23_000, rollingAmount: 405 });
  });

  it('gives a recommender the figures of their own referrals only, at their (empty) contract', async () => {
    const calc = json<{ levelName: string; losingAmount: number; totalRollingAmount: number }>(
      await (await h.as(recomm)).inject({ method: 'GET', url: `/api/partner/calc?${range}` }),
    );
    // indirect: live won (20,000 -> 37,000) and casino lost 30,000.
    expect(calc).toEqual(expect.objectContaining({ levelName: '추천인', losingAmount: 13_000, totalRollingAmount: 0 }));
  });
});

describe('partner referral codes', () => {
  it('creates codes in capitals, lists them with their members, and lands a sign-up under the partner', async () => {
    const caller = await h.as(partner);
    const made = await caller.inject({ method: 'POST', url: '/api/partner/codes', payload: { code: 'desk77' } });
    expect(made.statusCode).toBe(200);
    expect(json(made)).toMatchObject({ code: 'DESK77', active: true, members: 0 });
    const owner = json<{ memberId: number }>(await h.inject({ method: 'GET', url: '/api/suggestioncode?codeEquals=DESK77' }));
    expect(owner.memberId).toBe(partner);
    await h.db.query("UPDATE members SET suggestion_code = 'DESK77' WHERE id = $1", [direct]);
    const codes = json<{ code: string; members: number }[]>(await caller.inject({ method: 'GET', url: '/api/partner/codes' }));
    expect(codes).toEqual([expect.objectContaining({ code: 'DESK77', members: 1 })]);
  });

  it('refuses a taken code (any case), a malformed one and an eleventh, in Korean', async () => {
    const caller = await h.as(partner);
    const taken = await (await h.as(otherPartner)).inject({ method: 'POST', url: '/api/partner/codes', payload: { code: 'Desk77' } });
    expect(taken.statusCode).toBe(409);
    expect(json(taken).message).toBe('이미 사용중인 가입코드입니다.');
    const bad = await caller.inject({ method: 'POST', url: '/api/partner/codes', payload: { code: 'a-1' } });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toMatch(/[가-힣]/);
    for (let i = 0; i < 9; i++) {
      expect((await caller.inject({ method: 'POST', url: '/api/partner/codes', payload: { code: `MANY${i}X` } })).statusCode).toBe(200);
    }
    const eleventh = await caller.inject({ method: 'POST', url: '/api/partner/codes', payload: { code: 'ONEMORE1' } });
    expect(eleventh.statusCode).toBe(400);
    expect(json(eleventh).message).toBe('가입코드는 최대 10개까지 만들 수 있습니다.');
    const member = await (await h.as(direct)).inject({ method: 'POST', url: '/api/partner/codes', payload: { code: 'MINE1234' } });
    expect(member.statusCode).toBe(403);
  });
});

describe('an excluded member on the partner desk (issue 13)', () => {
  it("hides the member's money and bet rows while the exclusion is in force, shows only the closed status, and keeps the settlement", async () => {
    const boss = await h.createMember('deskpart2', { type: 1, role: 3 });
    const closed = await h.createMember('closedm01');
    const open = await h.createMember('openmem01');
    await h.db.query('UPDATE members SET recommender_id = $1 WHERE id = ANY($2::bigint[])', [boss, [closed, open]]);
    for (const m of [closed, open]) {
      await charge(m, 0, 10_000, 1);
      await charge(m, 1, 3_000, 1);
      await slip(m, { gameType: 1, amount: 2_000, flag: 2, home: '홈팀' });
      await round(m, { category: 'slot', bet: 1_000, win: 0, ended: true });
    }
    // A 7-day cool-off of `closed` began an hour ago; `open` had a 24-hour one that ended yesterday.
    const now = h.clock.now();
    const exclude = (m: number, duration: string, startsAt: number, endsAt: number) =>
      h.db.query(
        "INSERT INTO responsible_play_exclusions (member_id, kind, duration, starts_at, ends_at) VALUES ($1, 'coolOff', $2, $3, $4)",
        [m, duration, new Date(startsAt), new Date(endsAt)],
      );
    await exclude(closed, '7d', now - 3_600_000, now - 3_600_000 + 7 * 86_400_000);
    await exclude(open, '24h', now - 3 * 86_400_000, now - 2 * 86_400_000);

    const caller = await h.as(boss);
    const get = async (path: string, extra = '') =>
      json<{ total: number; doneTotal?: number; stakeTotal?: number; list: { memberId: number }[] }>(
        await caller.inject({ method: 'GET', url: `/api/partner/${path}?page=1&perpage=15&${range}${extra}` }),
      );
    const members = json<{ list: { id: number; status: string; cash: number | null }[] }>(
      await caller.inject({ method: 'GET', url: '/api/partner/member-list?page=1&perpage=15' }),
    );
    expect(members.list.find((m) => m.id === closed)).toMatchObject({ status: 'closed', cash: null });
    expect(members.list.find((m) => m.id === open)?.status).not.toBe('closed');
    expect(members.list.find((m) => m.id === open)?.cash).toEqual(expect.any(Number));
    for (const path of ['deposits', 'withdrawals', 'bets', 'casino-bets']) {
      const all = await get(path);
      expect([path, all.list.map((r) => r.memberId)]).toEqual([path, [open]]);
      expect(all.total).toBe(1);
      // The member filter on the excluded member answers an empty list (not a refusal: the member is in the downline).
      expect(await get(path, `&memberId=${closed}`)).toMatchObject({ total: 0, list: [] });
    }
    expect((await get('deposits')).doneTotal).toBe(10_000);
    expect((await get('bets')).stakeTotal).toBe(2_000);
    const body = (await caller.inject({ method: 'GET', url: `/api/partner/bets?page=1&perpage=15&${range}` })).body;
    expect(body).not.toContain('closedm01');

    // The settlement still counts the excluded member's play: 2 x (sports 2,000 + slot 1,000).
    const calc = json<{ categories: { category: string; betAmount: number }[]; losingAmount: number }>(
      await caller.inject({ method: 'GET', url: `/api/partner/calc?${range}` }),
    );
    expect(calc.categories.find((c) => c.category === 'sports')?.betAmount).toBe(4_000);
    expect(calc.categories.find((c) => c.category === 'slot')?.betAmount).toBe(2_000);
    expect(calc.losingAmount).toBe(6_000);

    // Once the cool-off has ended, the rows show again.
    h.clock.advance(7 * 86_400_000);
    const later = json<{ list: { memberId: number }[] }>(
      await (await h.as(boss)).inject({ method: 'GET', url: `/api/partner/bets?page=1&perpage=15&${range}` }),
    );
    expect(later.list.map((r) => r.memberId).sort()).toEqual([closed, open].sort());
  });
});
