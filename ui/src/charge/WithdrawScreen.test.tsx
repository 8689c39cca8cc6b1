import { act, fireEvent, screen, within } from '@testing-library/react';
import { WithdrawDialog, WithdrawPage } from './WithdrawScreen.js';
import { renderScreen } from '../design-system/testing/render-screen.js';
import { chargeRecord, chargeSetup } from './testing/charge-fakes.js';
import { flush } from '../bet-slip/testing/bet-slip-fakes.js';

async function renderWithdraw(prepare: (t: ReturnType<typeof chargeSetup>) => void = () => undefined) {
  const t = chargeSetup();
  prepare(t);
  const alerts: string[] = [];
  renderScreen(<WithdrawPage viewModel={t.withdraw} onAlert={(m) => alerts.push(m)} onConfirm={() => undefined} />);
  await act(flush);
  return { ...t, alerts };
}

const amountField = (): HTMLInputElement => screen.getByTestId('withdraw-amount') as HTMLInputElement;
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('WithdrawPage', () => {
  it("asks for the account request first with '출금계좌요청을 진행해주세요.'", async () => {
    const t = await renderWithdraw();
    fireEvent.change(amountField(), { target: { value: '50000' } });
    expect(amountField().value).toBe('50,000');
    await press(screen.getByTestId('withdraw-submit'));
    expect(t.alerts).toEqual(['출금계좌요청을 진행해주세요.']);
  });

  it('shows the registered account after the password, then sends a withdrawal on the 10,000 won step', async () => {
    const t = await renderWithdraw();
    fireEvent.change(screen.getByTestId('withdraw-password'), { target: { value: '1234' } });
    await press(screen.getByRole('button', { name: '계좌요청' }));
    expect(screen.getByTestId('withdraw-account').textContent).toBe('홍길동 110-123-456789');
    fireEvent.change(amountField(), { target: { value: '15000' } });
    await press(screen.getByTestId('withdraw-submit'));
    fireEvent.click(screen.getByRole('button', { name: '정정' }));
    fireEvent.click(screen.getByRole('button', { name: '3만' }));
    await press(screen.getByTestId('withdraw-submit'));
    expect(t.alerts).toEqual(['10,000원 단위로 출금신청 가능합니다.', '출금신청을 완료했습니다.']);
    expect(t.gateway.requests).toEqual([expect.objectContaining({ depositAmount: 30_000 })]);
    expect(within(screen.getByTestId('withdraw-history')).getAllByTestId('charge-history-row')).toHaveLength(1);
  });

  it('shows the rules, the 30,000,000 won maximum among them', async () => {
    await renderWithdraw((t) => t.gateway.rows[1].push(chargeRecord(1, 1)));
    expect(screen.getByRole('complementary', { name: '출금 안내' }).textContent).toContain('1회 최대 출금금액은 30,000,000원입니다.');
    expect(screen.getByText('보유머니', { selector: 'label' })).toBeTruthy();
    expect((screen.getByLabelText('보유머니') as HTMLInputElement).value).toBe('1,000,000원');
  });
});

describe('WithdrawDialog', () => {
  it('switches to deposit', async () => {
    const t = chargeSetup();
    const calls: string[] = [];
    renderScreen(
      <WithdrawDialog
        viewModel={t.withdraw}
        onAlert={() => undefined}
        onConfirm={() => undefined}
        onClose={() => undefined}
        onSwitch={() => calls.push('switch')}
      />,
    );
    await act(flush);
    fireEvent.click(screen.getByRole('tab', { name: '입금' }));
    expect(calls).toEqual(['switch']);
  });
});
