import { fakeBet, fakeBettingFixture, deskRefusal, FakeAdminDeskGateway } from '../testing/fake-admin-desk-gateway.js';
import { auditActionLabel, auditChangeOf, auditTargetText } from '../domain/audit-line.js';
import { marketRisk } from '../domain/exposure.js';
import { AdminAuditViewModel, type AdminAuditView } from './admin-audit.view-model.js';
import { AdminBettingViewModel, type AdminBettingView } from './admin-betting.view-model.js';
import { AdminBetsViewModel, type AdminBetsView } from './admin-bets.view-model.js';
import { ADMIN_BET_GAME_TYPE_LABELS, adminBetLegOf, isVoidable } from '../domain/admin-bet-legs.js';
import { won as won_ } from '../../shared/domain/money.js';
import { odds } from '../../shared/domain/odds.js';
import { FakeClock } from '../../shared/testing/fake-clock.js';
import { FakeAdminReportsGateway } from '../testing/fake-admin-reports-gateway.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A view model with its latest view, once its first load has answered. */
async function watch<V, M extends { state$: { subscribe(next: (v: V) => void): unknown } }>(vm: M) {
  let view!: V;
  vm.state$.subscribe((v) => (view = v));
  await flush();
  return () => view;
}

describe('the betting desk figures', () => {
  it("a market's risk is its largest liability, never below zero", () => {
    expect(marketRisk([{ liability: 7_000 }, { liability: 2_000 }, { liability: -30_000 }])).toBe(7_000);
    expect(marketRisk([{ liability: -10_000 }])).toBe(0);
    expect(marketRisk([])).toBe(0);
  });

  it('reads before and after out of an audit detail as key: value lines, and names actions in Korean', () => {
    expect(auditChangeOf({ fixtureId: 5, before: { suspended: false }, after: { suspended: true } })).toEqual({
      before: [{ key: 'suspended', value: '아니오' }],
      after: [{ key: 'suspended', value: '예' }],
      rest: [{ key: '경기 번호', value: '5' }],
    });
    expect(auditChangeOf({ status: 200, body: { amount: 1, memo: '' } })).toEqual({
      before: null,
      after: null,
      rest: [
        { key: '응답 코드', value: '200' },
        { key: '요청.amount', value: '1' },
        { key: '요청.memo', value: '-' },
      ],
    });
    expect(auditChangeOf(null)).toEqual({ before: null, after: null, rest: [] });
    expect(auditActionLabel('admin.bet.void')).toBe('베팅 무효 처리');
    expect(auditActionLabel('admin.member.change')).toBe('회원 정보 변경');
    expect(auditActionLabel('login.totpFailed')).toBe('2단계 인증 실패');
    expect(auditActionLabel('admin PUT /admin/members/:id')).toBe('회원 정보 변경 요청');
    expect(auditActionLabel('admin DELETE /admin/popups/:id')).toBe('팝업 닫기 요청');
    // The server records request lines under its base path (/api by default).
    expect(auditActionLabel('admin POST /api/admin/members/:id/coupons')).toBe('쿠폰 지급 요청');
    expect(auditActionLabel('admin PUT /api/admin/settings')).toBe('설정 변경 요청');
    expect(auditActionLabel('something.new')).toBe('something.new');
    expect(auditTargetText('{"id":"5"}')).toBe('id: 5');
    expect(auditTargetText('{}')).toBeNull();
    expect(auditTargetText('member01')).toBe('member01');
  });
});

describe('AdminBettingViewModel', () => {
  it('lists fixtures, opens one, suspends and lifts a market, re-reading the list each time', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.bettingFixtures_ = [fakeBettingFixture(1), fakeBettingFixture(2)];
    const vm = new AdminBettingViewModel({ gateway });
    const view = await watch<AdminBettingView, AdminBettingViewModel>(vm);
    expect(view()).toMatchObject({ loading: false, page: 1, pageCount: 1, open: null, alert: null });
    expect(view().rows).toHaveLength(2);
    vm.open(2);
    expect(view().open?.id).toBe(2);
    vm.suspend(20);
    await flush();
    expect(view().alert).toBe('마켓의 베팅을 중지했습니다.');
    expect(view().open?.markets[0]?.held).toBe(true);
    expect(gateway.calls.slice(-2)).toEqual(['setMarketSuspended 20 true', "bettingFixtures 1 ''"]);
    vm.dismissAlert();
    vm.unsuspend(20);
    await flush();
    expect(view().alert).toBe('마켓의 베팅 중지를 해제했습니다.');
    expect(view().open?.markets[0]?.held).toBe(false);
    vm.dispose();
  });

  it("shows the server's refusal and keeps the list as it was", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.bettingFixtures_ = [fakeBettingFixture(1)];
    const vm = new AdminBettingViewModel({ gateway });
    const view = await watch<AdminBettingView, AdminBettingViewModel>(vm);
    gateway.failNext.setMarketSuspended = deskRefusal('마켓을 찾을 수 없습니다.', 404);
    vm.suspend(10);
    await flush();
    expect(view().alert).toBe('마켓을 찾을 수 없습니다.');
    expect(gateway.calls.at(-1)).toBe('setMarketSuspended 10 true');
    expect(view().rows[0]?.markets[0]?.held).toBe(false);
  });

  it('completes its state when disposed', async () => {
    const vm = new AdminBettingViewModel({ gateway: new FakeAdminDeskGateway() });
    let completed = false;
    vm.state$.subscribe({ complete: () => (completed = true) });
    vm.dispose();
    expect(completed).toBe(true);
  });
});

describe('AdminBetsViewModel', () => {
  it('lists the waiting slips, searches by login id, and voids one only after the question', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.bets_ = [fakeBet(1, 'member01'), fakeBet(2, 'member02'), { ...fakeBet(3), settlementFlag: 2 }];
    const vm = new AdminBetsViewModel({ gateway });
    const view = await watch<AdminBetsView, AdminBetsViewModel>(vm);
    expect(view().rows.map((b) => b.id)).toEqual([1, 2]);
    vm.setOpenOnly(false);
    await flush();
    expect(view().rows.map((b) => b.id)).toEqual([1, 2, 3]);
    vm.setSearch('member02');
    vm.search();
    await flush();
    expect(view().rows.map((b) => b.id)).toEqual([2]);

    vm.voidBet(2);
    expect(view().confirm?.message).toBe('이 베팅을 무효 처리하시겠습니까? 베팅금이 회원에게 환급되며 되돌릴 수 없습니다.');
    vm.cancel();
    expect(gateway.calls).not.toContain('voidBet 2');
    vm.voidBet(2);
    vm.accept();
    await flush();
    expect(gateway.calls.filter((c) => c === 'voidBet 2')).toHaveLength(1);
    expect(view().alert).toBe('베팅이 무효 처리되고 베팅금이 환급되었습니다.');
    expect(view().rows[0]).toMatchObject({ id: 2, voided: true });
    vm.dispose();
  });

  it("asks before a settled slip's void with the payout taken back and the stake returned", async () => {
    const gateway = new FakeAdminDeskGateway();
    const won = { ...fakeBet(4), settlementFlag: 1, winAmount: won_(18_500) };
    const lost = { ...fakeBet(5), settlementFlag: 2 };
    gateway.bets_ = [won, lost];
    const vm = new AdminBetsViewModel({ gateway });
    const view = await watch<AdminBetsView, AdminBetsViewModel>(vm);
    vm.setOpenOnly(false);
    await flush();
    vm.voidBet(4);
    expect(view().confirm?.message).toBe(
      '정산된 베팅입니다. 무효 처리하면 당첨금 18,500원을 회수하고 베팅금 10,000원을 환급합니다. 되돌릴 수 없습니다. 계속하시겠습니까?',
    );
    vm.cancel();
    vm.voidBet(5);
    expect(view().confirm?.message).toContain('당첨금 0원을 회수하고 베팅금 10,000원을 환급합니다.');
    vm.cancel();
    expect(isVoidable(won)).toBe(true);
    expect(isVoidable({ ...won, voided: true })).toBe(false);
    expect(isVoidable({ ...won, settlementFlag: 3 })).toBe(false);
    expect(isVoidable({ ...won, settlementFlag: -1 })).toBe(false);
    vm.dispose();
  });

  it('filters by game type as spec 9 numbers them, and labels round legs in Korean', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.bets_ = [fakeBet(1), { ...fakeBet(2), gameType: 3 }, { ...fakeBet(3), gameType: 4 }];
    const vm = new AdminBetsViewModel({ gateway });
    const view = await watch<AdminBetsView, AdminBetsViewModel>(vm);
    vm.setGameType(3);
    await flush();
    expect(view()).toMatchObject({ gameType: 3 });
    expect(view().rows.map((b) => b.id)).toEqual([2]);
    expect(gateway.calls.at(-1)).toBe("bets '' open type 3 1");
    vm.setGameType(null);
    await flush();
    expect(view().rows.map((b) => b.id)).toEqual([1, 2, 3]);
    expect(ADMIN_BET_GAME_TYPE_LABELS).toEqual({ 1: '스포츠', 2: '라이브', 3: '미니게임', 4: '가상게임' });

    const roundLeg = {
      event: '파워볼 12회차',
      marketName: 'Odd/Even',
      sportId: null,
      oddsId: 7_019,
      pick: '홀',
      price: odds(195),
      winFlag: 2,
    };
    expect(adminBetLegOf(3, roundLeg)).toEqual({
      event: '파워볼 12회차',
      market: '파워 홀짝',
      pick: '홀',
      price: 195,
      outcome: 'won',
      outcomeLabel: '적중',
    });
    const sportsLeg = {
      event: '서울 vs 부산',
      marketName: 'Under/Over',
      sportId: 6046,
      oddsId: 55,
      pick: 'Over 2.5',
      price: odds(185),
      winFlag: 0,
    };
    expect(adminBetLegOf(1, sportsLeg)).toMatchObject({ market: '언더오버', pick: '오버 2.5', outcomeLabel: '대기' });
    vm.dispose();
  });

  it("alerts the server's refusal of a second void", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.bets_ = [fakeBet(1)];
    const vm = new AdminBetsViewModel({ gateway });
    const view = await watch<AdminBetsView, AdminBetsViewModel>(vm);
    gateway.failNext.voidBet = deskRefusal('이미 무효 처리된 베팅입니다.');
    vm.voidBet(1);
    vm.accept();
    await flush();
    expect(view().alert).toBe('이미 무효 처리된 베팅입니다.');
  });
});

describe('AdminAuditViewModel', () => {
  it('lists lines with their change, searches, pages (20 a page) and alerts a failed load', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.audit_ = Array.from({ length: 21 }, (_, i) => ({
      id: 100 - i,
      at: '2026-11-25 12:00:00',
      actor: i === 0 ? 'admin' : 'other',
      ip: '127.0.0.1',
      action: i === 0 ? 'admin.market.suspend' : 'login',
      target: i === 0 ? 'market:7' : null,
      detail: i === 0 ? { before: { suspended: false }, after: { suspended: true } } : {},
    }));
    const vm = new AdminAuditViewModel({
      gateway,
      reports: new FakeAdminReportsGateway(),
      clock: new FakeClock(Date.parse('2026-11-25T03:00:00Z')),
    });
    const view = await watch<AdminAuditView, AdminAuditViewModel>(vm);
    expect(view()).toMatchObject({ page: 1, pageCount: 2, loading: false });
    expect(view().rows[0]).toMatchObject({
      actor: 'admin',
      action: '마켓 베팅 중지',
      before: [{ key: 'suspended', value: '아니오' }],
      after: [{ key: 'suspended', value: '예' }],
    });
    vm.goToPage(2);
    await flush();
    expect(view().rows).toHaveLength(1);
    vm.setSearch('market');
    vm.search();
    await flush();
    expect(view().rows.map((r) => r.id)).toEqual([100]);
    gateway.failNext.audit = deskRefusal('관리자만 이용할 수 있습니다.', 403);
    vm.goToPage(1);
    await flush();
    expect(view()).toMatchObject({ rows: [], alert: '관리자만 이용할 수 있습니다.' });
    vm.dismissAlert();
    expect(view().alert).toBeNull();
    vm.dispose();
  });
});
