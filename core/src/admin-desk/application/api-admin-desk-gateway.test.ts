import { createApiClient } from '../../api/api-client.js';
import { FakeHttp } from '../../shared/testing/fake-http.js';
import { AdminDeskGateway } from './admin-desk.gateway.js';
import { createApiAdminDeskGateway } from './api-admin-desk-gateway.js';

const NOTICE = { status: 200, body: { message: '완료' } };

function setup() {
  const http = new FakeHttp();
  return { http, gateway: createApiAdminDeskGateway(createApiClient(http)) };
}

describe('createApiAdminDeskGateway', () => {
  it('is bound under its own token', () => {
    expect(AdminDeskGateway.toString()).toBe('Symbol(AdminDeskGateway)');
  });

  it('lists the responsible-play members by search text and page', async () => {
    const { http, gateway } = setup();
    const row = {
      id: 7,
      userId: 'member07',
      nickname: '칠',
      limits: [{ kind: 'deposit', period: 'day', amount: 100_000, pending: null }],
      exclusion: null,
      realityCheck: { intervalMinutes: 15, sessionLimitMinutes: null },
      stops: 1,
      lastStopAt: 1_764_126_000_000,
    };
    http.on('GET', '/admin/responsible-play', { status: 200, body: [row] });
    expect(await gateway.responsiblePlayMembers(' mem ', 2, 20)).toEqual({ ok: true, value: [row] });
    expect(http.requests.at(-1)).toMatchObject({ path: '/admin/responsible-play', query: { q: 'mem', page: 2, perpage: 20 } });
    await gateway.responsiblePlayMembers('', 1, 20);
    expect(http.requests.at(-1)!.query).toEqual({ page: 1, perpage: 20 });
  });

  it("marks the charge queue's poll as a background poll (X-Background-Poll), and not a person's read", async () => {
    const { http, gateway } = setup();
    http.on('GET', '/admin/charges', { status: 200, body: [] });
    await gateway.charges(0, 1, 20, true);
    expect(http.requests.at(-1)!.headers).toEqual({ 'x-background-poll': '1' });
    await gateway.charges(0, 1, 20);
    expect(http.requests.at(-1)!.headers).toBeUndefined();
  });

  it('reads the mini-games from GET /settingMinigame and flips one with PUT /admin/minigames/{id}/maintenance', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/settingMinigame', {
      status: 200,
      body: [{ id: 8, providerName: 'ntry', minigameNameKorean: '엔트리 파워볼', systemMaintenanceFlg: 1 }],
    });
    expect(await gateway.minigames()).toEqual({ ok: true, value: [{ id: 8, provider: 'ntry', name: '엔트리 파워볼', maintenance: true }] });
    http.on('PUT', '/admin/minigames/:id/maintenance', NOTICE);
    expect((await gateway.setGameMaintenance(8, false)).ok).toBe(true);
    expect(http.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/admin/minigames/8/maintenance', body: { maintenance: false } });
  });

  it("resets a colleague operator's second factor with POST /admin/members/{id}/second-factor/reset", async () => {
    const { http, gateway } = setup();
    http.on('POST', '/admin/members/:id/second-factor/reset', NOTICE);
    expect((await gateway.resetSecondFactor(12)).ok).toBe(true);
    expect(http.requests.at(-1)).toMatchObject({ method: 'POST', path: '/admin/members/12/second-factor/reset' });
  });

  it('lists members by status and search text, and reads a ledger page', async () => {
    const { http, gateway } = setup();
    const row = {
      id: 3,
      userId: 'member03',
      nickname: '세찌',
      role: 3,
      type: 0,
      userType: 'A',
      status: 'active',
      recommenderId: null,
      createdAt: '2026-11-20 10:00:00',
    };
    http.on('GET', '/admin/members', { status: 200, body: [row] });
    expect(await gateway.members({ status: 'active', search: ' mem ', page: 2, perPage: 20 })).toEqual({
      ok: true,
      value: [{ id: 3, userId: 'member03', nickname: '세찌', role: 3, type: 0, status: 'active', createdAt: '2026-11-20 10:00:00' }],
    });
    expect(http.requests.at(-1)).toMatchObject({ query: { status: 'active', q: 'mem', page: 2, perpage: 20 } });
    await gateway.members({ status: null, search: '', page: 1, perPage: 20 });
    expect(http.requests.at(-1)!.query).toEqual({ page: 1, perpage: 20 });
    http.on('GET', '/admin/members', { status: 500, body: { message: '오류' } });
    expect((await gateway.members({ status: null, search: '', page: 1, perPage: 20 })).ok).toBe(false);

    const ledger = {
      balances: { cash: 1000, casino: 0, point: 5, usdt: 0 },
      entries: [{ id: 1, at: '2026-11-25 12:00:00', kind: 'admin.adjust', memo: '보정', account: 'cash', amount: 1000 }],
    };
    http.on('GET', '/admin/members/3/ledger', { status: 200, body: ledger });
    expect(await gateway.memberLedger(3, 1, 10)).toEqual({ ok: true, value: ledger });
    expect(http.requests.at(-1)).toMatchObject({ path: '/admin/members/3/ledger', query: { page: 1, perpage: 10 } });
  });

  it('approves, rejects, changes and adjusts members (the adjustment is money-moving)', async () => {
    const { http, gateway } = setup();
    for (const path of ['/admin/members/3/approve', '/admin/members/3/reject', '/admin/members/3/adjust']) http.on('POST', path, NOTICE);
    http.on('PUT', '/admin/members/3', NOTICE);
    expect(await gateway.decideMember(3, 'approve')).toEqual({ ok: true, value: undefined });
    await gateway.decideMember(3, 'reject');
    await gateway.changeMember(3, { status: 'blocked' });
    await gateway.adjust(3, { account: 'cash', amount: -500, memo: '회수' });
    expect(http.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /admin/members/3/approve',
      'POST /admin/members/3/reject',
      'PUT /admin/members/3',
      'POST /admin/members/3/adjust',
    ]);
    expect(http.requests[2]!.body).toEqual({ status: 'blocked' });
    expect(http.requests[3]).toMatchObject({ body: { account: 'cash', amount: -500, memo: '회수' }, moneyMoving: true });
  });

  it('lists the charge queue and approves or cancels a request', async () => {
    const { http, gateway } = setup();
    const charge = {
      id: 9,
      depositDate: '2026-11-25 12:00:00',
      chargeType: 0,
      depositAmount: 30000,
      krwAmount: null,
      status: 0,
      statusNm: '대기',
      userDisplayFlag: 1,
      memberId: 7,
      userId: 'member01',
      depositMode: 0,
      wallet: 'cash',
      depositName: '홍길동',
      address: null,
    };
    http.on('GET', '/admin/charges', { status: 200, body: [charge] });
    http.on('POST', '/admin/charges/9/approve', NOTICE).on('POST', '/admin/charges/9/reject', NOTICE);
    expect(await gateway.charges(0, 1, 20)).toEqual({
      ok: true,
      value: [
        {
          id: 9,
          memberId: 7,
          userId: 'member01',
          depositMode: 0,
          wallet: 'cash',
          amount: 30000,
          depositName: '홍길동',
          requestedAt: '2026-11-25 12:00:00',
          status: 0,
        },
      ],
    });
    expect(http.requests[0]!.query).toEqual({ status: 0, chargeType: 0, page: 1, perpage: 20 });
    await gateway.decideCharge(9, 'approve');
    await gateway.decideCharge(9, 'reject');
    expect(http.requests.slice(1).map((r) => [r.path, r.moneyMoving])).toEqual([
      ['/admin/charges/9/approve', true],
      ['/admin/charges/9/reject', true],
    ]);
  });

  it('lists and answers inquiries, and sends a message', async () => {
    const { http, gateway } = setup();
    http.on('GET', '/admin/inquiries', {
      status: 200,
      body: [{ id: 5, memberId: 7, userId: 'member01', title: '문의', questionContents: '내용', answered: false }],
    });
    http.on('POST', '/admin/inquiries/5/answer', { status: 200, body: { message: '답변', inquiries: 1 } });
    http.on('POST', '/admin/messages', { status: 200, body: { message: '보냄', count: 3 } });
    expect(await gateway.inquiries(true)).toEqual({
      ok: true,
      value: [{ id: 5, memberId: 7, userId: 'member01', title: '문의', question: '내용', answered: false }],
    });
    expect(http.requests[0]!.query).toEqual({ waiting: true });
    await gateway.answerInquiry(5, '확인');
    await gateway.sendMessage({ memberId: 0, title: '안내', contents: '<p>a</p>' });
    expect(http.requests[1]!.body).toEqual({ answerContents: '확인' });
    expect(http.requests[2]!.body).toEqual({ memberId: 0, title: '안내', contents: '<p>a</p>' });
  });

  it("reads each board through the members' list, writes, edits and deletes posts and popups", async () => {
    const { http, gateway } = setup();
    const post = { id: 1, title: '공지', contents: '<p>a</p>', category: 'notice', createTimestamp: '2026-11-25 12:00:00' };
    for (const path of ['/boardNotice', '/boardRule', '/boardEvent', '/board']) http.on('GET', path, { status: 200, body: [post] });
    expect(await gateway.boardPosts('notice')).toEqual({
      ok: true,
      value: [{ id: 1, title: '공지', contents: '<p>a</p>', category: 'notice', createdAt: '2026-11-25 12:00:00' }],
    });
    await gateway.boardPosts('rule');
    await gateway.boardPosts('event');
    await gateway.boardPosts('board');
    expect(http.requests.map((r) => r.path)).toEqual(['/boardNotice', '/boardRule', '/boardEvent', '/board']);
    expect(http.requests[3]!.query).toEqual({ page: 1, perpage: 50 });

    http.on('POST', '/admin/boards', { status: 200, body: { id: 2, message: '등록' } });
    http.on('PUT', '/admin/boards/2', NOTICE).on('DELETE', '/admin/boards/2', NOTICE);
    const draft = { board: 'notice' as const, title: '공지', contents: '<p>b</p>' };
    expect((await gateway.saveBoardPost(draft, null)).ok).toBe(true);
    expect((await gateway.saveBoardPost(draft, 2)).ok).toBe(true);
    expect((await gateway.deleteBoardPost(2)).ok).toBe(true);

    http.on('GET', '/boardPopup', {
      status: 200,
      body: [{ id: 4, popupStatus: 0, contents: '<p>p</p>', link: '/events', popupSize: null }],
    });
    http.on('POST', '/admin/popups', { status: 200, body: { id: 5, message: '등록' } }).on('DELETE', '/admin/popups/4', NOTICE);
    expect(await gateway.popups()).toEqual({ ok: true, value: [{ id: 4, contents: '<p>p</p>', link: '/events' }] });
    expect((await gateway.writePopup({ contents: '<p>n</p>', link: null })).ok).toBe(true);
    expect((await gateway.deletePopup(4)).ok).toBe(true);
    expect(http.requests.slice(4).map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /admin/boards',
      'PUT /admin/boards/2',
      'DELETE /admin/boards/2',
      'GET /boardPopup',
      'POST /admin/popups',
      'DELETE /admin/popups/4',
    ]);
    expect(http.requests.at(-2)!.body).toEqual({ contents: '<p>n</p>', link: null });
  });

  it("reads the switches from the members' settings and changes one through the admin settings", async () => {
    const { http, gateway } = setup();
    http.on('GET', '/setting/user', {
      status: 200,
      body: { siteNoticeFlg: 1, tetherMaintenanceFlag: 0, conversionMinimumEnforced: 1, maxBetInclusive: 1, signUpNicknameWeighted: 1 },
    });
    http.on('PUT', '/admin/settings', NOTICE);
    expect(await gateway.switches()).toEqual({
      ok: true,
      value: {
        siteNoticeFlg: true,
        joinStartEndFlg: false,
        realpokerMaintenanceFlag: false,
        revolutionMaintenanceFlag: false,
        tetherMaintenanceFlag: false,
        chargePointFlag: false,
        conversionMinimumEnforced: true,
        maxBetInclusive: true,
        signUpUserIdMax14: false,
        signUpPasswordMax255: false,
        signUpNicknameWeighted: true,
      },
    });
    await gateway.setSwitch('joinStartEndFlg', true);
    expect(http.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/admin/settings', body: { joinStartEndFlg: true } });
    await gateway.setSwitch('conversionMinimumEnforced', false);
    expect(http.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/admin/settings', body: { conversionMinimumEnforced: false } });
    await gateway.setSwitch('maxBetInclusive', true);
    expect(http.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/admin/settings', body: { maxBetInclusive: true } });
    await gateway.setSwitch('signUpUserIdMax14', true);
    expect(http.requests.at(-1)).toMatchObject({ method: 'PUT', path: '/admin/settings', body: { signUpUserIdMax14: true } });
  });

  it("reads fixtures through the members' pre-match list (Korean names first, the feed's score) and enters a result with the final score", async () => {
    const { http, gateway } = setup();
    const fixture = {
      id: 100,
      sportId: 6046,
      leagueId: 3,
      leagueName: 'K League 1',
      leagueNameKorean: '',
      startDate: '2026-11-25T10:00:00.000Z',
      status: 1,
      homeParticipantsName: 'Seoul',
      homeParticipantsNameKorean: '서울',
      awayParticipantsName: 'Busan',
      awayParticipantsNameKorean: '',
      markets: [
        {
          id: 5,
          marketId: 2,
          marketName: 'Under/Over',
          marketNameKorean: '언더오버',
          baseline: '2.5',
          odds: [{ id: 9001, betName: 'Over', betNameKorean: '', betLine: '2.5', betBaseline: '2.5', betPrice: 1.85 }],
        },
      ],
    };
    http.on('GET', '/sports-inplay/fixtures', { status: 200, body: [fixture] });
    http.on('POST', '/admin/fixtures/100/result', { status: 200, body: { settled: 1 } });
    expect(await gateway.fixtures(1, 15, ' 서울 ')).toEqual({
      ok: true,
      value: [
        {
          id: 100,
          startDate: '2026-11-25 19:00',
          league: 'K League 1',
          home: '서울',
          away: 'Busan',
          score: null,
          markets: [{ key: '2|2.5|5', typeId: 2, name: '언더오버', baseline: '2.5', odds: [{ id: 9001, name: 'Over', line: '2.5' }] }],
        },
      ],
    });
    expect(http.requests[0]!.query).toEqual({ page: 1, perpage: 15, search: '서울' });
    http.on('GET', '/sports-inplay/fixtures', { status: 200, body: [{ ...fixture, startDate: 'soon', score: { home: 1, away: 1 } }] });
    const unreadable = await gateway.fixtures(2, 15, '');
    expect(unreadable.ok && unreadable.value[0]!.startDate).toBe('soon');
    expect(unreadable.ok && unreadable.value[0]!.score).toEqual({ home: 1, away: 1 });
    expect(http.requests[1]!.query).toEqual({ page: 2, perpage: 15 });
    expect(await gateway.settleFixture(100, [{ marketId: 2, winningOddsIds: [9001] }], { home: 2, away: 1 })).toEqual({
      ok: true,
      value: undefined,
    });
    expect(http.requests[2]).toMatchObject({
      body: { markets: [{ marketId: 2, winningOddsIds: [9001] }], homeScore: 2, awayScore: 1 },
      moneyMoving: true,
    });
  });

  it('reads the betting desk, suspends a market, lists and voids bets, and searches the audit log', async () => {
    const { http, gateway } = setup();
    const odds = { id: 11, name: '홈승', line: null, price: 1.85, suspended: false, stakes: 10_000, payout: 18_500, liability: 8_500 };
    const market = {
      id: 5,
      typeId: 1,
      name: '승무패',
      baseline: null,
      feedSuspended: false,
      held: false,
      slips: 1,
      stakes: 10_000,
      odds: [odds],
    };
    const fixture = {
      id: 9,
      startDate: '2026-11-25 19:00:00',
      status: 1,
      sport: '축구',
      league: 'K리그1',
      home: '서울',
      away: '부산',
      markets: [market],
    };
    http.on('GET', '/admin/betting/fixtures', { status: 200, body: [fixture] });
    const listed = await gateway.bettingFixtures(2, 10, ' 서울 ');
    expect(listed.ok && listed.value[0]?.markets[0]?.odds[0]?.price).toBe(185);
    expect(http.requests.at(-1)).toMatchObject({ query: { q: '서울', page: 2, perpage: 10 } });

    http.on('PUT', '/admin/markets/5/suspension', NOTICE);
    expect((await gateway.setMarketSuspended(5, true)).ok).toBe(true);
    expect(http.requests.at(-1)).toMatchObject({ method: 'PUT', body: { suspended: true } });

    const bet = {
      id: 3,
      memberId: 2,
      userId: 'member01',
      nickname: '회원',
      gameType: 3,
      gameDetailType: 301,
      amount: 10_000,
      totalOdds: 1.95,
      expectAmount: 19_500,
      winAmount: 0,
      settlementFlag: 0,
      voided: false,
      createdAt: '2026-11-25 12:00:00',
      legs: [
        { event: '로투스 파워볼 12회차', marketName: 'Under/Over', sportId: null, oddsId: 7_003, pick: '언더', price: 1.95, winFlag: 0 },
      ],
    };
    http.on('GET', '/admin/bets', { status: 200, body: [bet] });
    const bets = await gateway.bets({ search: '', openOnly: true, gameType: 3, page: 1, perPage: 20 });
    expect(bets.ok && bets.value[0]?.totalOdds).toBe(195);
    expect(bets.ok && bets.value[0]?.legs).toEqual([
      { event: '로투스 파워볼 12회차', market: '일반 언더오버', pick: '언더', price: 195, outcome: 'pending', outcomeLabel: '대기' },
    ]);
    expect(http.requests.at(-1)!.query).toEqual({ open: true, gameType: 3, page: 1, perpage: 20 });
    await gateway.bets({ search: '', openOnly: false, gameType: null, page: 1, perPage: 20 });
    expect(http.requests.at(-1)!.query).toEqual({ page: 1, perpage: 20 });
    http.on('POST', '/admin/bets/3/void', NOTICE);
    const voided = await gateway.voidBet(3);
    expect(voided.ok && voided.value).toBe('완료');

    const line = {
      id: 1,
      at: '2026-11-25 12:00:00',
      actorMemberId: 1,
      actorUserId: 'admin',
      actorIp: '127.0.0.1',
      action: 'login',
      target: null,
      detail: {},
    };
    http.on('GET', '/admin/audit', { status: 200, body: [line] });
    expect(await gateway.audit(1, 20, 'admin')).toEqual({
      ok: true,
      value: [{ id: 1, at: '2026-11-25 12:00:00', actor: 'admin', ip: '127.0.0.1', action: 'login', target: null, detail: {} }],
    });
    expect(http.requests.at(-1)!.query).toEqual({ q: 'admin', page: 1, perpage: 20 });
  });
});
