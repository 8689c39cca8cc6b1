import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderScreen as render } from '../design-system/testing/render-screen.js';
import { apiError, fail, odds } from '@bet/core/shared';
import { BetSlipPanel } from './BetSlipPanel.js';
import { BetSlipDialog } from './BetSlipDialog.js';
import { BetSlipAlerts } from './BetSlipAlerts.js';
import { betSlipSetup, flush, MEMBER_CONTEXT, pick } from './testing/bet-slip-fakes.js';

const home = pick(501, 185, { betNameKorean: '홈승' });
const over = pick(502, 210, { marketName: 'Under/Over', betName: 'Over', betBaseline: '2.5', sportId: 48242 });

async function renderPanel(context = MEMBER_CONTEXT) {
  const t = betSlipSetup(context);
  const alerts: string[] = [];
  const logins: number[] = [];
  render(<BetSlipPanel viewModel={t.viewModel} onAlert={(m) => alerts.push(m)} onLoginRequired={() => logins.push(1)} />);
  await act(flush); // the member's limits load
  return { ...t, alerts, logins };
}

const valueOf = (el: HTMLElement): string => (el as HTMLInputElement).value;

const typeStake = (text: string): void => {
  fireEvent.change(screen.getByTestId('bet-stake'), { target: { value: text } });
};

describe('BetSlipPanel', () => {
  it('lists the picks with league, teams, Korean market and pick, and odds', async () => {
    const t = await renderPanel();
    act(() => {
      t.viewModel.addBet(home);
      t.viewModel.addBet(over);
    });
    const entries = screen.getAllByTestId('bet-slip-entry');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.textContent).toContain('K리그1');
    expect(entries[0]!.textContent).toContain('서울 vs 부산');
    expect(entries[0]!.textContent).toContain('홈승');
    expect(entries[0]!.textContent).toContain('1.85');
    expect(entries[1]!.textContent).toContain('오버 2.5');
    expect(screen.getByTestId('bet-slip-count').textContent).toContain('2건');
  });

  it('keeps the typed stake as typed and shows the total odds and the expected payout', async () => {
    const t = await renderPanel();
    act(() => {
      t.viewModel.addBet(home);
      t.viewModel.addBet(over);
    });
    for (const text of ['1', '10', '100', '1000', '10000']) {
      typeStake(text);
      expect(valueOf(screen.getByTestId('bet-stake'))).toBe(text);
    }
    expect(screen.getByTestId('bet-total-odds').textContent).toContain('3.88');
    expect(screen.getByTestId('bet-expected-payout').textContent).toContain('38,800');
  });

  it('keeps a typed 12345 while typing, says 12,340 will be placed, and separates it on leaving the field', async () => {
    const t = await renderPanel();
    act(() => t.viewModel.addBet(home));
    for (const text of ['1', '12', '123', '1234', '12345']) {
      typeStake(text);
      expect(valueOf(screen.getByTestId('bet-stake'))).toBe(text);
    }
    expect(screen.getByTestId('bet-stake-rounding').textContent).toBe('12,340원으로 베팅됩니다.');
    expect(screen.getByTestId('bet-stake').getAttribute('aria-describedby')).toBe('bet-stake-rounding');
    // 12,340 × 1.85: the payout of the amount placed.
    expect(screen.getByTestId('bet-expected-payout').textContent).toContain('22,829');
    fireEvent.blur(screen.getByTestId('bet-stake'));
    expect(valueOf(screen.getByTestId('bet-stake'))).toBe('12,345');
    typeStake('12340');
    expect(screen.queryByTestId('bet-stake-rounding')).toBeNull();
  });

  it("refuses 4,000 won on submit with '최소 베팅은 5000원 이상입니다.' and sends nothing", async () => {
    const t = await renderPanel();
    act(() => t.viewModel.addBet(home));
    typeStake('4000');
    fireEvent.click(screen.getByTestId('bet-submit'));
    expect(t.alerts).toEqual(['최소 베팅은 5000원 이상입니다.']);
    expect(t.gateway.placed).toHaveLength(0);
  });

  it("adds quick amounts, says '보유 캐쉬가 부족합니다.' beyond the cash, and MAX fills the cash", async () => {
    const t = await renderPanel({ ...MEMBER_CONTEXT, cash: 120_000 });
    act(() => t.viewModel.addBet(home));
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    expect(valueOf(screen.getByTestId('bet-stake'))).toBe('100,000');
    fireEvent.click(screen.getByRole('button', { name: '5만' }));
    expect(t.alerts).toEqual(['보유 캐쉬가 부족합니다.']);
    fireEvent.click(screen.getByRole('button', { name: 'MAX' }));
    expect(valueOf(screen.getByTestId('bet-stake'))).toBe('120,000');
    fireEvent.click(screen.getByRole('button', { name: '정정' }));
    expect(valueOf(screen.getByTestId('bet-stake'))).toBe('');
  });

  it("locks the bet button while the bet is on its way and says '베팅 진행중입니다.' on a second press", async () => {
    const t = await renderPanel();
    act(() => t.viewModel.addBet(home));
    typeStake('10000');
    t.gateway.hold();
    fireEvent.click(screen.getByTestId('bet-submit'));
    const button = screen.getByTestId('bet-submit');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.textContent).toContain('베팅 진행중...');
    fireEvent.click(button);
    expect(t.alerts).toEqual(['베팅 진행중입니다.']);
    await act(async () => {
      t.gateway.release();
      await flush();
    });
    expect(t.gateway.placed).toHaveLength(1);
    expect(t.alerts[1]).toBe('베팅이 완료 되었습니다.\n[베팅] K리그1 - 홈승 (10,000원)');
    expect(screen.getByTestId('bet-submit').getAttribute('aria-disabled')).toBe('false');
    expect(screen.queryAllByTestId('bet-slip-entry')).toHaveLength(0);
    expect(screen.getByText('선택된 경기가 없습니다.')).toBeTruthy();
  });

  it('keeps the slip on a rejection and shows the old odds struck through beside the new ones', async () => {
    const t = await renderPanel();
    act(() => t.viewModel.addBet(home));
    typeStake('10000');
    t.gateway.answer = fail(
      apiError('http', '배당이 변경되었습니다.', {
        status: 409,
        body: { message: '배당이 변경되었습니다.', bettings: [{ oddsId: 501, betPrice: 1.7, version: 2 }] },
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('bet-submit'));
      await flush();
    });
    expect(t.alerts).toEqual(['배당이 변경되었습니다.']);
    const entry = screen.getByTestId('bet-slip-entry');
    expect(within(entry).getByTestId('bet-slip-old-odds').textContent).toContain('1.85');
    expect(entry.textContent).toContain('1.70');
    expect(screen.getByRole('status').textContent).toContain('배당이 변경되었습니다.');
    expect(within(screen.getByTestId('bet-slip-rejection')).getByTestId('bet-slip-rejection-old').textContent).toBe('1.85');
    t.gateway.answer = { ok: true, value: { slipId: 2 } };
    await act(async () => {
      fireEvent.click(screen.getByTestId('bet-slip-accept-odds'));
      await flush();
    });
    expect(t.gateway.placed).toHaveLength(2);
    expect(t.gateway.placed[1]).toMatchObject({ totalRatio: 1.7, bettings: [{ betPrice: 1.7 }] });
  });

  it('marks a moved price, locks a suspended pick and hints the cap beside the typed stake', async () => {
    const t = await renderPanel();
    act(() => t.viewModel.addBet(home));
    act(() => t.viewModel.applyLiveOdds({ oddsId: 501, price: odds(205), version: 2, suspended: true }));
    const entry = screen.getByTestId('bet-slip-entry');
    expect(within(entry).getByTestId('bet-slip-odds').textContent).toBe('2.05');
    expect(within(entry).getByLabelText('배당 상승').textContent).toBe('▲');
    expect(within(entry).getByTestId('bet-slip-locked').textContent).toBe('베팅중지');
    typeStake('2000000');
    expect(screen.getByTestId('bet-stake-hint').textContent).toBe('베팅 가능 최대금액은 1,000,000원입니다.');
    expect(valueOf(screen.getByTestId('bet-stake'))).toBe('2000000');
  });

  it('offers the folder bonuses and alerts the bonus rule', async () => {
    const t = await renderPanel();
    await act(flush);
    fireEvent.click(screen.getByRole('button', { name: '3폴더 이상 x1.03' }));
    expect(t.alerts).toEqual(['보너스 배당은 1.3 이상 배당 3폴더 이상 선택 시 추가할 수 있습니다.']);
  });

  it('opens the login dialog when a guest presses the bet button', async () => {
    const t = await renderPanel({ loggedIn: false, memberId: null, userId: null, role: 1, cash: 0 });
    act(() => t.viewModel.addBet(home));
    typeStake('10000');
    fireEvent.click(screen.getByTestId('bet-submit'));
    expect(t.logins).toHaveLength(1);
    expect(t.alerts).toEqual([]);
  });

  it('removes one pick, clears the slip and toggles the automatic odds change', async () => {
    const t = await renderPanel();
    act(() => {
      t.viewModel.addBet(home);
      t.viewModel.addBet(over);
    });
    fireEvent.click(screen.getAllByRole('button', { name: '삭제' })[0]!);
    expect(screen.getAllByTestId('bet-slip-entry')).toHaveLength(1);
    const toggle = screen.getByRole('checkbox', { name: '배당변경 자동적용' });
    expect((toggle as HTMLInputElement).checked).toBe(true);
    fireEvent.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '전체삭제' }));
    expect(screen.queryAllByTestId('bet-slip-entry')).toHaveLength(0);
  });
});

describe('BetSlipAlerts', () => {
  it('shows a refused pick once, with or without the slip on screen', async () => {
    const t = betSlipSetup();
    const alerts: string[] = [];
    const view = render(<BetSlipAlerts viewModel={t.viewModel} onAlert={(m) => alerts.push(m)} />);
    await act(flush);
    act(() => t.viewModel.addBet(pick(601, 150)));
    act(() => t.viewModel.addBonus(3));
    expect(alerts).toEqual(['보너스 배당은 1.3 이상 배당 3폴더 이상 선택 시 추가할 수 있습니다.']);
    view.rerender(
      <>
        <BetSlipAlerts viewModel={t.viewModel} onAlert={(m) => alerts.push(m)} />
        <BetSlipPanel viewModel={t.viewModel} />
      </>,
    );
    act(() => t.viewModel.addBonus(5));
    expect(alerts).toHaveLength(2);
  });
});

describe('BetSlipDialog', () => {
  it('shows the slip in a dialog that the close button and Escape close', async () => {
    const t = betSlipSetup();
    const closes: number[] = [];
    render(<BetSlipDialog viewModel={t.viewModel} onAlert={() => undefined} onClose={() => closes.push(1)} />);
    await act(flush);
    act(() => t.viewModel.addBet(home));
    expect(screen.getByRole('dialog', { name: '베팅슬립 1건' })).toBeTruthy();
    expect(screen.getByTestId('bet-slip')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(closes).toHaveLength(2);
  });
});
