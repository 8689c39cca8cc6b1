import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createPartnerDeskScreens, PartnerLoginViewModel } from '@bet/core/partner-desk';
import { FakePartnerDeskGateway, FAKE_PARTNER_CODES } from '../../../core/src/partner-desk/testing/fake-partner-desk-gateway.js';
import { aSessionUser, FakeSessionGateway } from '../../../core/src/session/testing/session-fixtures.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { ok } from '../../../core/src/shared/domain/result.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { ShellNavigationProvider } from '../shell/shell-services.js';
import { PartnerAnalysisPage, PartnerCalcPage } from './PartnerCalcPage.js';
import { PartnerDashboard, RecommenderListPage } from './PartnerDashboard.js';
import { PartnerBetsPage, PartnerCasinoBetsPage, PartnerMembersPage, PartnerMoneyPage } from './PartnerLists.js';
import { chartScale, niceStep } from './PartnerLineChart.js';
import { PartnerLoginPage } from './PartnerLoginPage.js';

function desk(gateway = new FakePartnerDeskGateway(), sessionGateway = new FakeSessionGateway()) {
  const accepted: unknown[] = [];
  const screens = createPartnerDeskScreens({
    gateway,
    clock: new FakeClock(Date.UTC(2026, 10, 22, 3, 0, 0)),
    sessionGateway,
    session: { acceptLogin: (user) => accepted.push(user) },
  });
  return { gateway, screens, accepted };
}

async function show(ui: ReactElement, mode: 'desktop' | 'mobile' = 'desktop') {
  const navigations: string[] = [];
  renderFeature(
    <ShellNavigationProvider navigation={{ pathname: '/partner', search: '', navigate: (to) => navigations.push(to) }}>
      {ui}
    </ShellNavigationProvider>,
    mode,
  );
  await act(flush);
  return navigations;
}

const cellsOf = (row: HTMLElement): (string | null)[] => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('partner lists', () => {
  it('lists the downline with cash and links to the member’s deposits, withdrawals and bets; searches', async () => {
    const { gateway, screens } = desk();
    const shell = shellCallbacks();
    await show(
      <PartnerMembersPage
        viewModel={screens.members()}
        onAlert={shell.onAlert}
        links={{ deposit: '/partner/deposit', withdraw: '/partner/withdraw', bets: '/partner/bet_history' }}
      />,
    );
    const rows = screen.getAllByTestId('partner-members-row');
    expect(cellsOf(rows[0]!).slice(0, 6)).toEqual(['member01', '회원일', '회원 · 정상', 'LV.1', '직속', '50,000원']);
    expect(within(rows[0]!).getByRole('link', { name: '입금' }).getAttribute('href')).toBe('/partner/deposit?member=11');
    expect(within(rows[0]!).getByRole('link', { name: '베팅' }).getAttribute('href')).toBe('/partner/bet_history?member=11');
    expect(screen.getByText('총 2명')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('아이디 또는 닉네임'), { target: { value: 'mem' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '검색' }));
      await flush();
    });
    expect(gateway.calls.at(-1)).toEqual({ name: 'members', arg: { page: 1, perpage: 15, search: 'mem' } });
  });

  it('shows deposits with the done total, and a refusal goes to the alert', async () => {
    const { screens } = desk();
    const shell = shellCallbacks();
    await show(<PartnerMoneyPage viewModel={screens.deposits(11)} onAlert={shell.onAlert} mode="deposit" />);
    expect(screen.getByRole('heading', { name: '입금 내역' })).toBeTruthy();
    expect(cellsOf(screen.getByTestId('partner-deposit-row'))).toEqual([
      '2026-11-22 11:00:00',
      'member01',
      '회원일',
      '원화',
      '30,000',
      '완료',
      '2026-11-22 11:05:00',
    ]);
    expect(screen.getByTestId('partner-deposit-done-total').textContent).toBe('30,000');
    const refusing = new FakePartnerDeskGateway();
    refusing.moneyAnswer = FakePartnerDeskGateway.refusal('하위 회원의 정보만 조회할 수 있습니다.');
    const other = shellCallbacks();
    await show(<PartnerMoneyPage viewModel={desk(refusing).screens.withdrawals(99)} onAlert={other.onAlert} mode="withdraw" />);
    expect(other.alerts).toEqual(['하위 회원의 정보만 조회할 수 있습니다.']);
  });

  it('changes the period by preset and by typed days (a reversed range is refused in Korean)', async () => {
    const { gateway, screens } = desk();
    const shell = shellCallbacks();
    await show(<PartnerBetsPage viewModel={screens.bets()} onAlert={shell.onAlert} />);
    expect(cellsOf(screen.getByTestId('partner-bets-row'))).toEqual([
      '2026-11-22 12:00:00',
      'member01',
      '스포츠',
      '홈팀 vs 원정팀',
      '10,000',
      '1.85',
      '0',
      '대기',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '1개월' }));
      await flush();
    });
    expect(gateway.calls.at(-1)).toMatchObject({ name: 'bets', arg: { from: '2026-10-22', to: '2026-11-22' } });
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-11-10' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '조회' }));
      await flush();
    });
    expect(shell.alerts).toEqual(['시작일은 종료일보다 늦을 수 없습니다.']);
  });

  it('lists casino rounds with their category and provider', async () => {
    const { screens } = desk();
    await show(<PartnerCasinoBetsPage viewModel={screens.casinoBets()} onAlert={shellCallbacks().onAlert} />);
    const cells = cellsOf(screen.getByTestId('partner-casino-row'));
    expect(cells.slice(1, 6)).toEqual(['member01', '슬롯', '프라그마틱 · 스윗 보난자', '20,000', '5,000']);
  });
});

describe('partner settlement and analysis', () => {
  it('shows the agent summary: figures, one row per category with rates in percent, and the sums', async () => {
    const { screens } = desk();
    await show(<PartnerCalcPage viewModel={screens.calc()} onAlert={shellCallbacks().onAlert} />);
    expect(screen.getByTestId('calc-total-rolling').textContent).toBe('150');
    expect(screen.getByTestId('calc-losing-amount').textContent).toBe('15,000');
    expect(cellsOf(screen.getByTestId('calc-row-sports'))).toEqual(['스포츠', '0.5%', '10,000', '0', '10,000', '0', '50']);
    expect(cellsOf(screen.getByTestId('calc-row-slot'))).toEqual(['슬롯', '0.5%', '20,000', '5,000', '0', '20,000', '100']);
    expect(screen.getByText('합계')).toBeTruthy();
  });

  it('draws the days as an SVG chart of three lines and lists them newest first', async () => {
    const { screens } = desk();
    await show(<PartnerAnalysisPage viewModel={screens.analysis()} onAlert={shellCallbacks().onAlert} />);
    const chart = screen.getByTestId('partner-chart');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    for (const key of ['bet', 'losing', 'rolling']) {
      const line = screen.getByTestId(`partner-chart-${key}`);
      expect(line.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(2);
    }
    expect(screen.getAllByTestId('partner-days-row').map((r) => cellsOf(r)[0])).toEqual(['2026-11-22', '2026-11-21']);
  });

  it('scales the chart in whole steps of 1, 2 or 5 that cover negatives too', () => {
    expect(niceStep(30_000)).toBe(10_000);
    expect(niceStep(7)).toBe(2);
    expect(niceStep(0)).toBe(1);
    expect(chartScale([0, 30_000, 150])).toEqual({ min: 0, max: 30_000, step: 10_000 });
    expect(chartScale([-9_500, 1_000])).toEqual({ min: -10_000, max: 5_000, step: 5_000 });
    expect(chartScale([0, 0])).toEqual({ min: 0, max: 1, step: 1 });
  });
});

describe('dashboard, codes and the recommender list', () => {
  it('shows the month and the codes, and creates a code', async () => {
    const { gateway, screens } = desk();
    const shell = shellCallbacks();
    await show(<PartnerDashboard calc={screens.calc('month')} codes={screens.codes()} onAlert={shell.onAlert} />);
    expect(screen.getByText('이번 달 요약')).toBeTruthy();
    expect(cellsOf(screen.getByTestId('partner-code-row')).slice(0, 2)).toEqual([FAKE_PARTNER_CODES[0]!.code, '총 3명']);
    fireEvent.change(screen.getByLabelText('가입코드'), { target: { value: 'vip777' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '코드 만들기' }));
      await flush();
    });
    expect(gateway.calls.at(-1)).toEqual({ name: 'createCode', arg: 'VIP777' });
    expect(shell.alerts).toEqual(['가입코드 VIP777를 만들었습니다.']);
    expect(screen.getAllByTestId('partner-code-row')).toHaveLength(2);
  });

  it('lists a recommender’s members as cards on the phone', async () => {
    const { screens } = desk();
    await show(<RecommenderListPage members={screens.members()} codes={screens.codes()} onAlert={shellCallbacks().onAlert} />, 'mobile');
    const cards = screen.getAllByTestId('recommender-member');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.textContent).toContain('회원일');
    expect(cards[0]!.textContent).toContain('50,000');
  });
});

describe('PartnerLoginPage', () => {
  it('logs a partner in and goes to /partner', async () => {
    const sessionGateway = new FakeSessionGateway();
    sessionGateway.loginAnswer = ok(aSessionUser({ type: 'partner' }));
    const { screens, accepted } = desk(new FakePartnerDeskGateway(), sessionGateway);
    const navigations = await show(<PartnerLoginPage viewModel={screens.login()} />);
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'partner01' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'test1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '로그인' }));
      await flush();
    });
    expect(accepted).toHaveLength(1);
    expect(navigations).toEqual(['/partner']);
  });

  it('refuses an ordinary member in Korean under the form and asks for empty fields', async () => {
    const sessionGateway = new FakeSessionGateway();
    sessionGateway.loginAnswer = ok(aSessionUser({ type: 'member' }));
    const vm = new PartnerLoginViewModel({ gateway: sessionGateway, session: { acceptLogin: () => undefined } });
    const navigations = await show(<PartnerLoginPage viewModel={vm} />);
    fireEvent.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('alert').textContent).toBe('아이디를 입력해주세요.');
    fireEvent.change(screen.getByLabelText('아이디'), { target: { value: 'member01' } });
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'test1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '로그인' }));
      await flush();
    });
    expect(screen.getByRole('alert').textContent).toBe('파트너 또는 추천인 계정만 이용할 수 있습니다.');
    expect(navigations).toEqual([]);
  });
});
