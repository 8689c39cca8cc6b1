import { act, fireEvent, screen, within } from '@testing-library/react';
import { AdminLimitsViewModel } from '@bet/core/admin-desk';
import { FakeOperatorLimitsGateway } from '../../../core/src/admin-desk/testing/fake-operator-limits-gateway.js';
import { flush, renderFeature, shellCallbacks } from '../design-system/testing/render-feature.js';
import { AdminLimitsPage } from './AdminLimitsPage.js';

const settle = () => act(flush);
const press = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};
const type = (label: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const valueOf = (label: string) => (screen.getByRole('textbox', { name: label }) as HTMLInputElement).value;

async function openLimits() {
  const gateway = new FakeOperatorLimitsGateway();
  const shell = shellCallbacks();
  renderFeature(<AdminLimitsPage viewModel={new AdminLimitsViewModel({ gateway })} onAlert={shell.onAlert} />);
  await settle();
  return { gateway, shell };
}

describe('AdminLimitsPage', () => {
  it('lists the limits per game type and level in the shared frame, refuses a max bet above the max winnings, saves a typed row', async () => {
    const { gateway, shell } = await openLimits();
    const table = screen.getByRole('table', { name: '레벨별 베팅 한도' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['게임 종류', '레벨', '최대 베팅 (만원)', '최대 당첨 (만원)', '관리']);
    expect(screen.getByRole('tab', { name: '베팅 한도' }).getAttribute('aria-selected')).toBe('true');
    expect(valueOf('스포츠 LV.2 최대 베팅')).toBe('200');
    expect(valueOf('라이브 LV.5 최대 당첨')).toBe('2500');

    type('스포츠 LV.2 최대 베팅', '5000');
    await press(screen.getByRole('button', { name: '스포츠 LV.2 저장' }));
    expect(shell.alerts).toEqual(['최대 베팅금은 최대 당첨금보다 클 수 없습니다.']);
    expect(gateway.calls).toEqual([]);

    type('스포츠 LV.2 최대 베팅', '3');
    await press(screen.getByRole('button', { name: '스포츠 LV.2 저장' }));
    expect(gateway.calls).toEqual(['saveBettingLimit {"gameType":1,"level":2,"maxBetUnits":3,"maxWinUnits":1000}']);
    expect(shell.alerts.at(-1)).toBe('베팅 한도가 저장되었습니다.');
    expect(valueOf('스포츠 LV.2 최대 베팅')).toBe('3');
  });

  it('switches tabs: delays by sport, deposit accounts by level, the exchange rate, folder bonuses', async () => {
    const { gateway, shell } = await openLimits();
    await press(screen.getByRole('tab', { name: '라이브 대기' }));
    expect(screen.getByRole('table', { name: '종목별 라이브 베팅 대기 시간' })).not.toBeNull();
    expect(valueOf('축구 대기 시간')).toBe('5');
    type('축구 대기 시간', '2');
    await press(screen.getByRole('button', { name: '축구 저장' }));
    expect(shell.alerts.at(-1)).toBe('라이브 베팅 대기 시간은 3초 이상 60초 이하로 입력해주세요.');

    await press(screen.getByRole('tab', { name: '입금 계좌' }));
    expect(valueOf('A LV.1 계좌번호')).toBe('110-01-000001');
    type('A LV.1 예금주', '(주)새벳');
    await press(screen.getByRole('button', { name: 'A LV.1 저장' }));
    expect(gateway.accounts[0]).toMatchObject({ level: 1, accountHolder: '(주)새벳' });

    await press(screen.getByRole('tab', { name: '환율' }));
    expect(valueOf('USDT 환율 원 / USD')).toBe('1500');
    type('USDT 환율 원 / USD', '1450');
    await press(screen.getByRole('button', { name: 'USDT 환율 저장' }));
    expect(gateway.rate).toBe(1450);
    expect(shell.alerts.at(-1)).toBe('환율이 저장되었습니다.');

    await press(screen.getByRole('tab', { name: '폴더 보너스' }));
    expect(valueOf('3폴더 이상 보너스 배당')).toBe('1.03');
    type('3폴더 이상 보너스 배당', '1.08');
    await press(screen.getByRole('button', { name: '3폴더 이상 보너스 저장' }));
    expect(gateway.bonus[0]).toEqual({ folders: 3, priceHundredths: 108 });
    expect(shell.alerts.at(-1)).toBe('폴더 보너스 배당이 저장되었습니다.');
  });

  it('edits the deposit bonus rates: named by the bonus choice, checked 0-100, saved', async () => {
    const { gateway, shell } = await openLimits();
    await press(screen.getByRole('tab', { name: '입금 보너스' }));
    expect(screen.getByRole('table', { name: '입금 보너스 비율' })).not.toBeNull();
    expect(valueOf('슬롯 무한 입금 보너스 비율')).toBe('10');
    type('슬롯 무한 입금 보너스 비율', '150');
    await press(screen.getByRole('button', { name: '슬롯 무한 입금 보너스 저장' }));
    expect(shell.alerts.at(-1)).toBe('입금 보너스 비율은 0 이상 100 이하의 정수(%)로 입력해주세요.');
    expect(gateway.calls).toEqual([]);
    type('카지노 무한 입금 보너스 비율', '7');
    await press(screen.getByRole('button', { name: '카지노 무한 입금 보너스 저장' }));
    expect(gateway.calls).toEqual(['saveDepositBonusRate {"pointType":1,"percent":7}']);
    expect(shell.alerts.at(-1)).toBe('입금 보너스 비율이 저장되었습니다.');
    expect(valueOf('카지노 무한 입금 보너스 비율')).toBe('7');
  });
});
