import { act, fireEvent, screen } from '@testing-library/react';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { MoneyConversionDialog } from './MoneyConversionDialog.js';
import { moneySetup } from './testing/money-setup.js';

async function openConversion(rate = 1500) {
  const t = moneySetup();
  t.gateway.rate = rate;
  const shell = shellCallbacks();
  const closes: number[] = [];
  renderFeature(<MoneyConversionDialog viewModel={t.conversion} onAlert={shell.onAlert} onClose={() => closes.push(1)} />);
  await act(flush);
  return { ...t, shell, closes };
}

const amount = (): HTMLInputElement => screen.getByTestId('money-conversion-amount') as HTMLInputElement;
const click = (name: string): void => void fireEvent.click(screen.getByRole('button', { name }));
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('MoneyConversionDialog', () => {
  it('is 506 px wide and shows USD, held money, points, the minimum and the live rate', async () => {
    await openConversion(1385.57);
    expect(screen.getByTestId('money-conversion')).toBeTruthy();
    expect(Array.from(document.querySelectorAll('style'), (s) => s.textContent).join('')).toContain('width:506px');
    expect(screen.getByTestId('money-conversion-usd').textContent).toBe('25.5');
    expect(screen.getByTestId('money-conversion-emoney').textContent).toBe('1,000,000원');
    expect(screen.getByTestId('money-conversion-point').textContent).toBe('3,000P');
    expect(screen.getByText('최소 전환금액: 10,000원 / 1 USD')).toBeTruthy();
    expect(screen.getByTestId('money-conversion-rate').textContent?.trim()).toBe('실시간 환율: 1 USD = 1,385.57원');
  });

  it('adds USD quick amounts in mode 1, fills MAX, and clears the amount on a mode switch', async () => {
    await openConversion();
    expect(screen.getAllByRole('button', { name: /USD$/ }).map((b) => b.textContent)).toEqual([
      '10 USD',
      '30 USD',
      '50 USD',
      '100 USD',
      '500 USD',
    ]);
    click('10 USD');
    click('30 USD');
    expect(amount().value).toBe('40');
    expect(screen.getByTestId('money-conversion-receive').textContent).toBe('전환 후 받을 금액: 60,000원');
    fireEvent.click(screen.getByTestId('money-conversion-max'));
    expect(amount().value).toBe('25.5');
    fireEvent.click(screen.getByTestId('money-conversion-mode-2'));
    expect(amount().value).toBe('');
    expect(screen.getAllByRole('button', { name: /원$/ }).map((b) => b.textContent)).toEqual([
      '10,000원',
      '30,000원',
      '50,000원',
      '100,000원',
      '500,000원',
    ]);
    fireEvent.click(screen.getByTestId('money-conversion-max'));
    expect(amount().value).toBe('1,000,000');
    fireEvent.click(screen.getByTestId('money-conversion-mode-3'));
    click('10,000P');
    expect(amount().value).toBe('10,000');
  });

  it('converts and reports the result through the shell alert; refusals come from core', async () => {
    const t = await openConversion();
    click('10 USD');
    await press(screen.getByTestId('money-conversion-submit'));
    expect(t.shell.alerts).toEqual(['전환에 성공했습니다.']);
    expect(t.gateway.argsOf('convertUsdToWon')).toEqual([{ amount: 10_000_000 }]);
    expect(amount().value).toBe('');
    fireEvent.click(screen.getByTestId('money-conversion-mode-3'));
    click('10,000P');
    await press(screen.getByTestId('money-conversion-submit'));
    expect(t.shell.alerts.at(-1)).toBe('보유 포인트가 부족합니다.');
  });

  it('closes through the shell', async () => {
    const t = await openConversion();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    expect(t.closes).toEqual([1]);
  });
});
