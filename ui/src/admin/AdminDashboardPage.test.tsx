import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminDashboardViewModel, AdminExportViewModel } from '@bet/core/admin-desk';
import { won } from '@bet/core/shared';
import { dashboardAnswer, FakeAdminReportsGateway } from '../../../core/src/admin-desk/testing/fake-admin-reports-gateway.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminDashboardPage } from './AdminDashboardPage.js';
import { AdminExportBar } from './AdminExportBar.js';
import { compactKorean } from './chart-format.js';
import type { DashboardChartProps } from './DashboardChart.js';

/** jsdom has no canvas: the page gets a chart that lists what it was handed. */
function ListedChart({ title, labels, series }: DashboardChartProps) {
  return (
    <ul aria-label={`${title} 데이터`}>
      {series.map((s) => (
        <li key={s.label}>{`${s.label} ${labels.at(-1)} ${s.values.at(-1)}`}</li>
      ))}
    </ul>
  );
}

describe('AdminDashboardPage', () => {
  it('shows the periods, the liability, the queues linked to their screens and hands each chart its series', async () => {
    const reports = new FakeAdminReportsGateway();
    const base = dashboardAnswer('2026-03-02');
    const today = {
      deposits: won(30_000),
      withdrawals: won(0),
      stakes: won(10_000),
      payouts: won(14_000),
      ggr: won(-4_000),
      activeMembers: 2,
      newMembers: 1,
    };
    reports.answerWith = {
      ...base,
      periods: { ...base.periods, today },
      days: base.days.map((d, i) => (i === 29 ? { ...d, ...today } : d)),
      openLiability: won(75_000),
      openSlips: 2,
      pending: { signUps: 1, deposits: 0, withdrawals: 2, usdt: 0, inquiries: 3 },
    };
    renderFeature(
      <AdminDashboardPage
        viewModel={new AdminDashboardViewModel({ gateway: reports })}
        onAlert={shellCallbacks().onAlert}
        Chart={ListedChart}
      />,
    );
    await act(flush);
    expect(screen.getByText('기준일 2026-03-02 (KST)')).toBeTruthy();
    const todayCard = screen.getByTestId('dashboard-today');
    expect(within(todayCard).getByTestId('dashboard-today-deposits').textContent).toBe('30,000원');
    expect(within(todayCard).getByTestId('dashboard-today-ggr').getAttribute('data-negative')).toBe('true');
    expect(screen.getByTestId('dashboard-liability').textContent).toBe('75,000원');
    expect(screen.getByText('미결 2건')).toBeTruthy();
    const withdrawals = screen.getByTestId('dashboard-queue-withdrawals');
    expect([withdrawals.textContent, withdrawals.getAttribute('href')]).toEqual(['출금 신청2건', '/admin/charges']);
    expect(screen.getByTestId('dashboard-queue-inquiries').getAttribute('href')).toBe('/admin/inquiries');
    const money = within(screen.getByRole('list', { name: '일별 금액 (최근 30일) 데이터' }));
    expect(money.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '입금 03-02 30000',
      '출금 03-02 0',
      '베팅금액 03-02 10000',
      '당첨금 03-02 14000',
      '총 게임 수익 (GGR) 03-02 -4000',
    ]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
      await flush();
    });
    expect(reports.calls).toEqual(['dashboard', 'dashboard']);
  });

  it('writes the chart axis in Korean units', () => {
    expect([compactKorean(950), compactKorean(15_000), compactKorean(-2_500_000), compactKorean(150_000_000)]).toEqual([
      '950',
      '1.5만',
      '-250만',
      '1.5억',
    ]);
  });
});

describe('AdminExportBar', () => {
  it('links the range and disables 다운로드 with the reason when the range is wrong', async () => {
    const vm = new AdminExportViewModel('bets', { gateway: new FakeAdminReportsGateway(), clock: new FakeClock(Date.UTC(2026, 2, 2, 3)) });
    renderFeature(<AdminExportBar viewModel={vm} />);
    const link = screen.getByRole('link', { name: '베팅 내역 CSV 다운로드' });
    expect([link.getAttribute('href'), link.getAttribute('download')]).toEqual([
      '/api/admin/export/bets?from=2026-03-01&to=2026-03-02',
      'bets_2026-03-01_2026-03-02.csv',
    ]);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('베팅 내역 시작일'), { target: { value: '2026-03-05' } });
    });
    expect(screen.getByText('조회 시작일이 종료일보다 늦습니다.')).toBeTruthy();
    // Without a valid range the link has no address: nothing to download, and it is marked disabled.
    const disabled = screen.getByText('다운로드');
    expect([disabled.getAttribute('href'), disabled.getAttribute('aria-disabled')]).toEqual([null, 'true']);
  });
});
