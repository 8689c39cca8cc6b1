import { act, fireEvent, screen } from '@testing-library/react';
import { TEST_TRX_ADDRESS } from '../../../core/src/charge/application/testing/fake-charge-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { moneySetup } from './testing/money-setup.js';
import { UsdDepositDialog } from './UsdDepositDialog.js';
import { UsdWithdrawDialog } from './UsdWithdrawDialog.js';

const byTestId = <T extends HTMLElement = HTMLElement>(id: string): T => screen.getByTestId(id) as T;
const choose = (id: string, value: string): void => void fireEvent.change(byTestId(id), { target: { value } });
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};
const styleText = (): string => Array.from(document.querySelectorAll('style'), (s) => s.textContent ?? '').join('');

describe('UsdDepositDialog', () => {
  async function openDeposit() {
    const t = moneySetup();
    const shell = shellCallbacks();
    const closes: number[] = [];
    const view = renderFeature(<UsdDepositDialog viewModel={t.usdDeposit} onAlert={shell.onAlert} onClose={() => closes.push(1)} />);
    await act(flush);
    return { ...t, shell, closes, view };
  }

  it('is 450 px wide; on eth it asks network and token only', async () => {
    const t = await openDeposit();
    expect(byTestId('usd-deposit')).toBeTruthy();
    expect(styleText()).toContain('width:450px');
    expect(byTestId<HTMLSelectElement>('usd-deposit-network').value).toBe('eth');
    expect(screen.queryByTestId('usd-deposit-amount')).toBeNull();
    expect(screen.queryByTestId('usd-deposit-cancel-latest')).toBeNull();
    await press(byTestId('usd-deposit-submit'));
    expect(t.shell.alerts).toEqual(['입금할 코인 종류를 선택해주세요.']);
  });

  it('on trx asks the amount with quick-adds and clear, requests the deposit and cancels the latest request', async () => {
    const t = await openDeposit();
    choose('usd-deposit-network', 'trx');
    expect(Array.from(byTestId<HTMLSelectElement>('usd-deposit-token').options, (o) => o.value)).toEqual(['', 'USDT']);
    choose('usd-deposit-token', 'USDT');
    fireEvent.click(screen.getByRole('button', { name: '10,000' }));
    fireEvent.click(screen.getByRole('button', { name: '50,000' }));
    expect(byTestId<HTMLInputElement>('usd-deposit-amount').value).toBe('60,000');
    fireEvent.click(screen.getByRole('button', { name: '정정' }));
    // Amount 0 (spec 4) is the placeholder, so typing starts from an empty field.
    expect(byTestId<HTMLInputElement>('usd-deposit-amount').value).toBe('');
    expect(byTestId<HTMLInputElement>('usd-deposit-amount').placeholder).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '10,000' }));
    await press(byTestId('usd-deposit-submit'));
    expect(t.shell.alerts).toEqual(['입금신청이 완료되었습니다. 입금을 진행해주세요.']);
    expect(t.gateway.argsOf('requestUsdDeposit')).toEqual([{ network: 'trx', token: 'USDT', depositAmount: 10_000_000_000 }]);
    await press(byTestId('usd-deposit-cancel-latest'));
    expect(t.shell.alerts.at(-1)).toBe('최근 입금신청이 취소되었습니다.');
  });

  it('resets to eth, no token, amount 0 when closed', async () => {
    const t = await openDeposit();
    choose('usd-deposit-network', 'trx');
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(t.closes).toEqual([1]);
    t.view.unmount();
    renderFeature(<UsdDepositDialog viewModel={t.usdDeposit} onAlert={() => undefined} onClose={() => undefined} />);
    await act(flush);
    expect(byTestId<HTMLSelectElement>('usd-deposit-network').value).toBe('eth');
    expect(byTestId<HTMLSelectElement>('usd-deposit-token').value).toBe('');
  });
});

describe('UsdDepositDialog: the tether deposit link (spec 5: https only; spec 9: a new window)', () => {
  it('shows an https link that opens in a new window without access to the site', async () => {
    const t = moneySetup();
    renderFeature(<UsdDepositDialog viewModel={t.usdDeposit} onAlert={() => undefined} onClose={() => undefined} />);
    await act(flush);
    const link = screen.getByRole('link', { name: '테더 입금 페이지 열기 (새 창)' });
    expect(link.getAttribute('href')).toBe('https://pay.example.com/tether?member=7');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['http://pay.example.com/tether', 'javascript:alert(1)', ''])('shows no link at all for %j', async (url) => {
    const t = moneySetup();
    t.gateway.reply('loadTetherDepositUrl', { ok: true, value: url });
    renderFeature(<UsdDepositDialog viewModel={t.usdDeposit} onAlert={() => undefined} onClose={() => undefined} />);
    await act(flush);
    expect(byTestId('usd-deposit-submit')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('tether-deposit-link')).toBeNull();
  });
});

describe('UsdWithdrawDialog', () => {
  async function openWithdraw(mode: 'desktop' | 'mobile' = 'desktop') {
    const t = moneySetup();
    const shell = shellCallbacks();
    renderFeature(<UsdWithdrawDialog viewModel={t.usdWithdraw} onAlert={shell.onAlert} onClose={() => undefined} />, mode);
    await act(flush);
    return { ...t, shell };
  }

  it('is 450 px wide with the saved address disabled and the red warning', async () => {
    const t = await openWithdraw();
    expect(byTestId('usd-withdraw')).toBeTruthy();
    expect(styleText()).toContain('width:450px');
    const address = byTestId<HTMLInputElement>('usd-withdraw-address');
    expect([address.value, address.disabled]).toEqual([TEST_TRX_ADDRESS, true]);
    expect(byTestId('usd-withdraw-warning').textContent).toBe(
      '국내 거래소 지갑 주소로는 출금하지 마세요. 입금이 확인되지 않을 수 있습니다.',
    );
    await press(byTestId('usd-withdraw-submit'));
    expect(t.shell.alerts).toEqual(['출금할 코인 네트워크를 선택해주세요.']);
  });

  it('opens the confirmation popup: cancel sends nothing, confirm sends once', async () => {
    const t = await openWithdraw();
    choose('usd-withdraw-network', 'trx');
    choose('usd-withdraw-token', 'USDT');
    fireEvent.change(byTestId('usd-withdraw-amount'), { target: { value: '10' } });
    await press(byTestId('usd-withdraw-submit'));
    expect(byTestId('usd-withdraw-confirm-popup').dataset['variant']).toBe('desktop');
    expect(screen.getByText('입력한 지갑 주소로 출금신청 하시겠습니까?')).toBeTruthy();
    await press(byTestId('usd-withdraw-cancel'));
    expect(screen.queryByTestId('usd-withdraw-confirm-popup')).toBeNull();
    expect(t.gateway.argsOf('requestUsdWithdrawal')).toEqual([]);
    await press(byTestId('usd-withdraw-submit'));
    await press(byTestId('usd-withdraw-confirm'));
    expect(t.gateway.argsOf('requestUsdWithdrawal')).toEqual([
      { amount: 10_000_000, withdrawalAddress: TEST_TRX_ADDRESS, token: 'USDT', network: 'trx' },
    ]);
    expect(t.shell.alerts).toEqual(['출금신청을 완료했습니다.']);
    expect(screen.queryByTestId('usd-withdraw-confirm-popup')).toBeNull();
  });

  it('draws the mobile warning figure on mobile', async () => {
    await openWithdraw('mobile');
    choose('usd-withdraw-network', 'trx');
    choose('usd-withdraw-token', 'USDT');
    fireEvent.change(byTestId('usd-withdraw-amount'), { target: { value: '1' } });
    await press(byTestId('usd-withdraw-submit'));
    expect(byTestId('usd-withdraw-confirm-popup').dataset['variant']).toBe('mobile');
  });
});
