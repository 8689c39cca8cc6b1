import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminUsdtViewModel } from '@bet/core/admin-desk';
import { microUsdt } from '@bet/core/shared';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { FakeUsdtQueueGateway, usdtRequest } from '../../../core/src/admin-desk/testing/fake-usdt-queue-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminUsdtPage } from './AdminUsdtPage.js';

const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

async function openQueue(gateway: FakeUsdtQueueGateway) {
  const clock = new FakeClock(Date.parse('2026-11-26T03:00:00Z'));
  const shell = shellCallbacks();
  renderFeature(
    <AdminUsdtPage viewModel={new AdminUsdtViewModel({ gateway, clock })} onAlert={shell.onAlert} onConfirm={shell.onConfirm} />,
  );
  await act(flush);
  return { clock, shell };
}

describe('AdminUsdtPage', () => {
  it('lists the waiting requests with member, kind, network, amount in USDT (6 decimals) and address, in the shared frame', async () => {
    const gateway = new FakeUsdtQueueGateway();
    gateway.rows = [
      usdtRequest(1, { amount: microUsdt(1_234_567_891), address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }),
      usdtRequest(2, { depositMode: 1, amount: microUsdt(500_000), network: 'eth', address: `0x${'a'.repeat(40)}` }),
      usdtRequest(3, { wallet: 'cash', amount: microUsdt(10_000_000) }),
      usdtRequest(4, { amount: microUsdt(0), network: 'eth' }),
    ];
    await openQueue(gateway);
    const table = screen.getByRole('table', { name: 'USDT 입출금 신청 목록' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['번호', '회원', '구분', '네트워크', '금액 (USDT)', '주소', '신청일시', '처리']);
    const rows = screen.getAllByTestId('admin-usdt-row');
    expect(rows.map((r) => r.dataset.requestId)).toEqual(['4', '3', '2', '1']);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(3)).toEqual([
      '1 ',
      'member07회원칠',
      'USD 입금',
      'trx USDT',
      '1,234.567891',
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      '2026-11-26 12:00:00',
      '승인거절',
    ]);
    expect(cells(2).slice(2, 5)).toEqual(['USD 출금', 'eth USDT', '0.5']);
    expect(cells(1)[2]).toBe('테더 충전');
    expect(cells(0)[4]).toBe('금액 자유');
    // Deposits take the received amount; a withdrawal has no field.
    expect(screen.getByRole('textbox', { name: 'member07 신청 4 받은 금액 (USDT)' })).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'member07 신청 2 받은 금액 (USDT)' })).toBeNull();
  });

  it('approves a deposit with the typed received amount, refuses a bad one in Korean, and rejects after the confirm', async () => {
    const gateway = new FakeUsdtQueueGateway();
    gateway.rows = [usdtRequest(1, { amount: microUsdt(0), network: 'eth' }), usdtRequest(2, { depositMode: 1 })];
    const { shell } = await openQueue(gateway);
    await press(screen.getByRole('button', { name: 'member07 신청 1 승인' }));
    expect(shell.alerts.at(-1)).toBe('받은 USDT 금액을 입력해주세요.');
    fireEvent.change(screen.getByRole('textbox', { name: 'member07 신청 1 받은 금액 (USDT)' }), { target: { value: '99.75' } });
    await press(screen.getByRole('button', { name: 'member07 신청 1 승인' }));
    expect(gateway.calls).toContain('decide 1 {"kind":"approve","memberId":7,"receivedAmount":99750000}');
    expect(shell.alerts.at(-1)).toBe('USDT 신청을 승인했습니다.');
    await press(screen.getByRole('button', { name: 'member07 신청 2 거절' }));
    expect(shell.confirms.at(-1)).toBe('이 USDT 신청을 거절하시겠습니까? 출금 신청이면 보류된 USDT가 회원에게 돌아갑니다.');
    expect(gateway.calls).toContain('decide 2 {"kind":"reject","memberId":7}');
    expect(screen.queryAllByTestId('admin-usdt-row')).toHaveLength(0);
  });

  it('shows a new request after the next poll, marked 신규', async () => {
    const gateway = new FakeUsdtQueueGateway();
    gateway.rows = [usdtRequest(1)];
    const { clock } = await openQueue(gateway);
    gateway.rows.push(usdtRequest(2));
    await act(async () => {
      clock.advance(3_000);
      await flush();
    });
    const fresh = screen.getAllByTestId('admin-usdt-row')[0]!;
    expect([fresh.dataset.requestId, fresh.dataset.fresh]).toEqual(['2', 'true']);
    expect(within(fresh).getByText('신규')).not.toBeNull();
  });
});
