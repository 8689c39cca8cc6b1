import { act, fireEvent, screen } from '@testing-library/react';
import { ActivityStatementViewModel } from '@bet/core/activity-statement';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { FakeActivityStatementGateway } from '../../../core/src/activity-statement/testing/fake-activity-statement-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { ActivityStatementPage } from './ActivityStatementPage.js';

const NOW = Date.UTC(2026, 10, 25, 3, 0, 0);

async function openPage(gateway = new FakeActivityStatementGateway()) {
  const vm = new ActivityStatementViewModel({ gateway, clock: new FakeClock(NOW) });
  const shell = shellCallbacks(() => true);
  renderFeature(<ActivityStatementPage viewModel={vm} onAlert={shell.onAlert} />);
  await act(flush);
  return { gateway, shell };
}

const rowsOf = (testId: string) => screen.getAllByTestId(testId).map((r) => [...r.querySelectorAll('td,th')].map((c) => c.textContent));

describe('ActivityStatementPage', () => {
  it("shows this month's days and total in won, the open stakes in their own column apart from the profit and loss, with the CSV link", async () => {
    await openPage();
    const header = screen.getAllByRole('columnheader').map((c) => c.textContent);
    expect(header).toEqual(['날짜', '입금', '출금', '베팅금액', '진행중 베팅', '당첨금액', '손익', '합계']);
    expect(rowsOf('statement-day')).toEqual([
      ['2026-11-01', '300,000원', '0원', '50,000원', '0원', '97,500원', '47,500원'],
      ['2026-11-25', '0원', '100,000원', '30,000원', '600,000원', '0원', '-30,000원'],
    ]);
    // 600,000 still waiting is no loss: the profit and loss is the settled bets' (97,500 - 80,000).
    expect(rowsOf('statement-total')).toEqual([['합계', '300,000원', '100,000원', '80,000원', '600,000원', '97,500원', '17,500원']]);
    expect(screen.getByText(/결과를 기다리는 베팅은 진행중 베팅에 따로 표시합니다/)).toBeTruthy();
    expect(screen.getByTestId('statement-download').getAttribute('href')).toBe('/api/mypage/statement.csv?from=2026-11-01&to=2026-11-25');
  });

  it('searches a typed period, names a refused one, and forwards a server refusal', async () => {
    const { gateway } = await openPage();
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: '조회' }));
    expect(screen.getByRole('alert').textContent).toBe('조회 시작일이 종료일보다 늦습니다.');
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-10-31' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '조회' }));
      await flush();
    });
    expect(gateway.calls.at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    const failing = new FakeActivityStatementGateway();
    failing.refuse('문제가 발생했습니다.');
    const { shell } = await openPage(failing);
    expect(shell.alerts).toEqual(['문제가 발생했습니다.']);
  });
});
