import { act, fireEvent, screen, within } from '@testing-library/react';
import { DepositDialog, DepositPage } from './DepositScreen.js';
import { renderScreen } from '../design-system/testing/render-screen.js';
import { chargeRecord, chargeSetup } from './testing/charge-fakes.js';
import { flush } from '../bet-slip/testing/bet-slip-fakes.js';

type Setup = ReturnType<typeof chargeSetup>;

async function renderDeposit(opts: Parameters<typeof chargeSetup>[0] = {}, prepare: (t: Setup) => void = () => undefined) {
  const t = chargeSetup(opts);
  prepare(t);
  const alerts: string[] = [];
  const confirms: { message: string; accept: () => void }[] = [];
  renderScreen(
    <DepositPage
      viewModel={t.deposit}
      onAlert={(m) => alerts.push(m)}
      onConfirm={(message, accept) => confirms.push({ message, accept })}
    />,
  );
  await act(flush); // the first history page
  return { ...t, alerts, confirms };
}

const amountField = (): HTMLInputElement => screen.getByTestId('deposit-amount') as HTMLInputElement;
const typeAmount = (text: string): void => {
  fireEvent.change(amountField(), { target: { value: text } });
};
const chooseBonus = (pointType: number): void => {
  fireEvent.change(screen.getByTestId('deposit-bonus'), { target: { value: String(pointType) } });
};
const submit = async (): Promise<void> => {
  await act(async () => {
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await flush();
  });
};

describe('DepositPage', () => {
  it('shows the typed amount with thousands separators and adds the quick amounts', async () => {
    await renderDeposit();
    typeAmount('30000');
    expect(amountField().value).toBe('30,000');
    fireEvent.click(screen.getByRole('button', { name: '1만' }));
    fireEvent.click(screen.getByRole('button', { name: '100만' }));
    expect(amountField().value).toBe('1,040,000');
    fireEvent.click(screen.getByRole('button', { name: '정정' }));
    expect(amountField().value).toBe('');
    const quick = ['1만', '3만', '5만', '10만', '50만', '100만'].map((name) => screen.getByRole('button', { name }));
    expect(quick).toHaveLength(6);
  });

  it("asks for a bonus first with '보너스를 선택해 주세요.'", async () => {
    const t = await renderDeposit();
    typeAmount('30000');
    await submit();
    expect(t.alerts).toEqual(['보너스를 선택해 주세요.']);
  });

  it("refuses less than 10,000 won and amounts off the 1,000 won step with the spec's messages", async () => {
    const t = await renderDeposit();
    chooseBonus(2);
    typeAmount('9000');
    await submit();
    typeAmount('12500');
    await submit();
    expect(t.alerts).toEqual(['10,000원 이상 충전신청 가능합니다.', '1,000원 단위로 충전신청 가능합니다.']);
    expect(t.gateway.requests).toHaveLength(0);
  });

  it('shows the chosen bonus rules, and fixes the bonus to no point (3) when chargePointFlag is on', async () => {
    await renderDeposit({ settings: { chargePointFlag: true } });
    const select = screen.getByTestId('deposit-bonus') as HTMLSelectElement;
    expect(select.value).toBe('3');
    expect(select.disabled).toBe(true);
    expect(screen.getByTestId('deposit-bonus-rules').textContent).toContain('충전 포인트가 지급되지 않습니다.');
  });

  it('sends the request, says so, refreshes the history and replaces the submit button with the pending notice', async () => {
    const t = await renderDeposit();
    chooseBonus(1);
    typeAmount('50000');
    await submit();
    expect(t.gateway.requests).toEqual([expect.objectContaining({ depositAmount: 50_000, pointType: 1 })]);
    expect(t.alerts).toEqual(['충전신청을 완료했습니다.']);
    const rows = within(screen.getByTestId('deposit-history')).getAllByTestId('charge-history-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.textContent).toContain('50,000');
    expect(rows[0]?.textContent).toContain('대기');
    expect(screen.queryByTestId('deposit-submit')).toBeNull();
    expect(screen.getByTestId('deposit-pending').textContent).toBe('처리 대기 중인 충전신청이 있습니다. 처리가 끝난 후 다시 신청해주세요.');
  });

  it('shows the pending notice at once when the member already has a request waiting', async () => {
    await renderDeposit({ member: { isChargeData: true } });
    expect(screen.queryByTestId('deposit-submit')).toBeNull();
    expect(screen.getByTestId('deposit-pending')).toBeTruthy();
  });

  it('reveals the deposit account after the right 4-digit password', async () => {
    const t = await renderDeposit();
    fireEvent.change(screen.getByTestId('deposit-password'), { target: { value: '12' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '계좌확인' }));
      await flush();
    });
    expect(t.alerts).toEqual(['공백을 제외한 숫자 4자로 입력해주세요.']);
    fireEvent.change(screen.getByTestId('deposit-password'), { target: { value: '1234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '계좌확인' }));
      await flush();
    });
    expect(screen.getByTestId('deposit-account').textContent).toBe('국민은행 123-456-789 (주)예시');
  });

  it('lists the history with status labels, hides finished rows and asks before deleting all', async () => {
    const t = await renderDeposit({}, (s) => {
      s.gateway.rows[0].push(chargeRecord(1, 1), chargeRecord(2, 0), chargeRecord(3, 2));
    });
    const history = screen.getByTestId('deposit-history');
    const rows = within(history).getAllByTestId('charge-history-row');
    expect(rows.map((r) => within(r).getAllByRole('cell')[3]?.textContent)).toEqual(['완료', '대기', '취소']);
    expect(rows.map((r) => within(r).queryByRole('button', { name: '삭제' }) !== null)).toEqual([true, false, true]);
    await act(async () => {
      fireEvent.click(within(rows[0]!).getByRole('button', { name: '삭제' }));
      await flush();
    });
    expect(t.alerts).toEqual(['삭제되었습니다.']);
    expect(within(history).getAllByTestId('charge-history-row')).toHaveLength(2);
    fireEvent.click(within(history).getByRole('button', { name: '전체삭제' }));
    expect(t.confirms.map((c) => c.message)).toEqual(['전체 내역을 삭제하시겠습니까?']);
  });

  it('pages the history 7 rows at a time', async () => {
    await renderDeposit({}, (s) => {
      for (let id = 1; id <= 9; id += 1) s.gateway.rows[0].push(chargeRecord(id, 1));
    });
    const history = screen.getByTestId('deposit-history');
    expect(within(history).getAllByTestId('charge-history-row')).toHaveLength(7);
    await act(async () => {
      fireEvent.click(within(history).getByRole('button', { name: '2' }));
      await flush();
    });
    expect(within(history).getAllByTestId('charge-history-row')).toHaveLength(2);
  });
});

describe('DepositDialog', () => {
  it('switches to withdraw and closes', async () => {
    const t = chargeSetup();
    const calls: string[] = [];
    renderScreen(
      <DepositDialog
        viewModel={t.deposit}
        onAlert={() => undefined}
        onConfirm={() => undefined}
        onClose={() => calls.push('close')}
        onSwitch={() => calls.push('switch')}
      />,
    );
    await act(flush);
    expect(screen.getByRole('dialog', { name: '입금신청' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '출금' }));
    fireEvent.click(screen.getByRole('tab', { name: '입금' }));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(calls).toEqual(['switch', 'close']);
  });
});
