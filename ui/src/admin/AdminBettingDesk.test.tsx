import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminAuditViewModel, AdminBetsViewModel, AdminBettingViewModel } from '@bet/core/admin-desk';
import { odds, won } from '@bet/core/shared';
import { fakeBet, fakeBettingFixture, FakeAdminDeskGateway } from '../../../core/src/admin-desk/testing/fake-admin-desk-gateway.js';
import { FakeAdminReportsGateway } from '../../../core/src/admin-desk/testing/fake-admin-reports-gateway.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminAuditPage } from './AdminAuditPage.js';
import { AdminBetsPage } from './AdminBetsPage.js';
import { AdminBettingPage } from './AdminBettingPage.js';

const settle = () => act(flush);
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('AdminBettingPage', () => {
  it("lists fixtures with their stakes and worst liability, opens one's markets, suspends and lifts a market", async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.bettingFixtures_ = [fakeBettingFixture(3)];
    const shell = shellCallbacks();
    renderFeature(<AdminBettingPage viewModel={new AdminBettingViewModel({ gateway })} onAlert={shell.onAlert} />);
    await settle();
    const row = screen.getByTestId('admin-betting-fixture');
    expect(row.textContent).toContain('서울 vs 부산');
    expect(row.textContent).toContain('30,000');
    expect(row.textContent).toContain('7,000');
    await press(within(row).getByRole('button', { name: '마켓 보기' }));
    const market = screen.getByTestId('admin-market');
    expect(market.textContent).toContain('베팅 2건 · 베팅액 30,000 · 최대 부담 7,000');
    expect(
      within(market)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['항목배당베팅액적중 시 지급부담액', '홈승1.8520,00037,0007,000', '무3.2010,00032,0002,000', '원정승4.1000-30,000']);
    await press(within(market).getByRole('button', { name: '베팅 중지' }));
    expect(shell.alerts).toEqual(['마켓의 베팅을 중지했습니다.']);
    expect(screen.getByTestId('admin-market').dataset.held).toBe('true');
    expect(screen.getByTestId('admin-market').textContent).toContain('관리자 중지');
    await press(within(screen.getByTestId('admin-market')).getByRole('button', { name: '중지 해제' }));
    expect(gateway.calls.filter((c) => c.startsWith('setMarketSuspended'))).toEqual([
      'setMarketSuspended 30 true',
      'setMarketSuspended 30 false',
    ]);
    expect(screen.getByTestId('admin-market').dataset.held).toBe('false');
  });
});

describe('AdminBetsPage', () => {
  it('voids a waiting bet after the question and shows it voided among all bets', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.bets_ = [fakeBet(5, 'member01'), { ...fakeBet(6, 'member02'), settlementFlag: 2 }];
    const shell = shellCallbacks();
    const vm = new AdminBetsViewModel({ gateway });
    renderFeature(<AdminBetsPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />);
    await settle();
    expect(screen.getAllByTestId('admin-bet-row').map((r) => r.dataset.slipId)).toEqual(['5']);
    await press(within(screen.getByTestId('admin-bet-row')).getByRole('button', { name: '무효 처리' }));
    await settle();
    expect(shell.confirms).toEqual(['이 베팅을 무효 처리하시겠습니까? 베팅금이 회원에게 환급되며 되돌릴 수 없습니다.']);
    expect(shell.alerts).toEqual(['베팅이 무효 처리되고 베팅금이 환급되었습니다.']);
    expect(screen.queryAllByTestId('admin-bet-row')).toHaveLength(0);
    await press(screen.getByRole('checkbox', { name: '대기 중인 베팅만' }));
    const rows = screen.getAllByTestId('admin-bet-row');
    expect(rows.map((r) => r.dataset.slipId)).toEqual(['5', '6']);
    expect(rows[0]!.textContent).toContain('무효처리');
    expect(within(rows[0]!).queryByRole('button', { name: '무효 처리' })).toBeNull();
    // A lost slip may still be voided (its stake goes back).
    expect(rows[1]!.textContent).toContain('미적중');
    expect(within(rows[1]!).getByRole('button', { name: '무효 처리' })).toBeTruthy();
  });

  it('shows mini-game and virtual slips under their game type tab, with their legs and results', async () => {
    const gateway = new FakeAdminDeskGateway();
    const miniLeg = {
      event: '로투스 파워볼 12회차',
      market: '파워 홀짝',
      pick: '홀',
      price: odds(195),
      outcome: 'won' as const,
      outcomeLabel: '적중',
    };
    gateway.bets_ = [
      fakeBet(5),
      { ...fakeBet(7), gameType: 3, gameDetailType: 301, settlementFlag: 1, winAmount: won(19_500), legs: [miniLeg] },
      { ...fakeBet(8), gameType: 4, gameDetailType: 50 },
    ];
    const shell = shellCallbacks();
    const vm = new AdminBetsViewModel({ gateway });
    renderFeature(<AdminBetsPage viewModel={vm} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />);
    await settle();
    await press(screen.getByRole('checkbox', { name: '대기 중인 베팅만' }));
    expect(screen.getAllByTestId('admin-bet-row').map((r) => r.dataset.gameType)).toEqual(['1', '3', '4']);
    await press(screen.getByRole('tab', { name: '미니게임' }));
    const [row] = screen.getAllByTestId('admin-bet-row');
    expect(screen.getByRole('tab', { name: '미니게임' }).getAttribute('aria-selected')).toBe('true');
    expect(row!.dataset.slipId).toBe('7');
    expect(within(row!).getByTestId('admin-bet-leg').textContent).toBe('로투스 파워볼 12회차 · 파워 홀짝 · 홀 (1.95) 적중');
    await press(within(row!).getByRole('button', { name: '무효 처리' }));
    expect(shell.confirms.at(-1)).toBe(
      '정산된 베팅입니다. 무효 처리하면 당첨금 19,500원을 회수하고 베팅금 10,000원을 환급합니다. 되돌릴 수 없습니다. 계속하시겠습니까?',
    );
    await press(screen.getByRole('tab', { name: '가상게임' }));
    expect(screen.getAllByTestId('admin-bet-row').map((r) => r.dataset.slipId)).toEqual(['8']);
    await press(screen.getByRole('tab', { name: '전체' }));
    expect(screen.getAllByTestId('admin-bet-row')).toHaveLength(3);
  });
});

describe('AdminAuditPage', () => {
  it('shows who did what, from where, before and after, and searches', async () => {
    const gateway = new FakeAdminDeskGateway();
    gateway.audit_ = [
      {
        id: 2,
        at: '2026-11-25 12:01:00',
        actor: 'admin',
        ip: '10.0.0.1',
        action: 'admin.market.suspend',
        target: 'market:30',
        detail: { fixtureId: 3, before: { suspended: false }, after: { suspended: true } },
      },
      { id: 1, at: '2026-11-25 12:00:00', actor: null, ip: '10.0.0.2', action: 'login.failed', target: null, detail: {} },
    ];
    const shell = shellCallbacks();
    renderFeature(
      <AdminAuditPage
        viewModel={
          new AdminAuditViewModel({
            gateway,
            reports: new FakeAdminReportsGateway(),
            clock: new FakeClock(Date.parse('2026-11-25T03:00:00Z')),
          })
        }
        onAlert={shell.onAlert}
      />,
    );
    await settle();
    const cells = (i: number) =>
      within(screen.getAllByTestId('admin-audit-row')[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0)).toEqual([
      '2026-11-25 12:01:00',
      'admin',
      '10.0.0.1',
      '마켓 베팅 중지',
      'market:30',
      'suspended: 아니오',
      'suspended: 예',
      '경기 번호: 3',
    ]);
    expect(cells(1).slice(0, 4)).toEqual(['2026-11-25 12:00:00', '비회원', '10.0.0.2', '로그인 실패']);
    fireEvent.change(screen.getByRole('textbox', { name: '아이디, 작업, 대상 또는 IP' }), { target: { value: 'market' } });
    await press(screen.getByRole('button', { name: '검색' }));
    expect(screen.getAllByTestId('admin-audit-row')).toHaveLength(1);
    expect(gateway.calls.at(-1)).toBe(`audit 1 'market' {"from":null,"to":null,"action":null}`);
  });
});
