import { act, fireEvent, screen, within } from '@testing-library/react';
import { BetResult, betResultPath } from './BetResult.js';
import { renderScreen } from '../design-system/testing/render-screen.js';
import { historySetup } from './testing/history-fakes.js';
import { flush } from '../bet-slip/testing/bet-slip-fakes.js';

async function renderHistory(total = 2, props: { tab?: string; provider?: string; onNavigate?: (path: string) => void } = {}) {
  const t = historySetup();
  t.gateway.total = total;
  const alerts: string[] = [];
  const confirms: { message: string; accept: () => void; cancel: () => void }[] = [];
  renderScreen(
    <BetResult
      viewModel={t.viewModel}
      onAlert={(m) => alerts.push(m)}
      onConfirm={(message, accept, cancel) => confirms.push({ message, accept, cancel })}
      {...props}
    />,
  );
  await act(flush);
  return { ...t, alerts, confirms };
}

const click = async (element: HTMLElement): Promise<void> => {
  await act(async () => {
    fireEvent.click(element);
    await flush();
  });
};

describe('BetResult', () => {
  it('lists each slip with its legs and a summary whose settlement label carries its colour', async () => {
    await renderHistory();
    const rows = screen.getAllByTestId('bet-history-row');
    expect(rows).toHaveLength(2);
    const headers = within(rows[0]!)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['경기시간', '리그', '홈 vs 원정', '마켓', '선택', '스코어', '배당', '결과']);
    const firstLeg = within(rows[0]!).getAllByRole('row')[1]!;
    expect(
      within(firstLeg)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-11-22 19:00:00', 'K리그1', '서울 vs 부산', '승무패', '승', '-', '1.85', '대기']);
    expect(rows[1]!.textContent).toContain('오버 210.5');
    // The settled slip: the score the settlement wrote, and '-' (not an empty cell) for the leg without one.
    expect(
      within(rows[1]!)
        .getAllByTestId('bet-history-leg-score')
        .map((c) => c.textContent),
    ).toEqual(['2:1', '-']);
    const status = screen.getAllByTestId('bet-history-status');
    expect(status.map((s) => [s.textContent, s.getAttribute('data-tone')])).toEqual([
      ['대기', 'none'],
      ['적중', 'red'],
    ]);
    expect(rows[0]!.textContent).toContain('10,000원');
    expect(rows[0]!.textContent).toContain('38,800원');
  });

  it('shows the member’s user type in brackets, except G (spec 6: "Other user types appear in brackets in history; meanings not shown.")', async () => {
    await renderHistory();
    const rows = screen.getAllByTestId('bet-history-row');
    expect(within(rows[0]!).getByTestId('bet-history-user-type').textContent).toBe('(A)');
    expect(within(rows[1]!).queryByTestId('bet-history-user-type')).toBeNull();
  });

  it('asks before cancelling a waiting slip with the irreversible text, then cancels it', async () => {
    const t = await renderHistory();
    await click(within(screen.getAllByTestId('bet-history-row')[0]!).getByRole('button', { name: '취소' }));
    expect(t.confirms.map((c) => c.message)).toEqual(['이 주문을 취소하시겠습니까? 취소된 내역은 복구할 수 없습니다.']);
    await act(async () => {
      t.confirms[0]!.accept();
      await flush();
    });
    expect(t.gateway.cancelled).toEqual([1]);
    expect(t.alerts).toEqual(['주문이 취소되었습니다.']);
  });

  it('offers Delete on a settled slip and sends nothing when the confirm is cancelled', async () => {
    const t = await renderHistory();
    await click(within(screen.getAllByTestId('bet-history-row')[1]!).getByRole('button', { name: '삭제' }));
    expect(t.confirms.map((c) => c.message)).toEqual(['베팅내역을 삭제하시겠습니까?']);
    act(() => t.confirms[0]!.cancel());
    expect(t.gateway.deleted).toEqual([]);
  });

  it('shows at most 11 page links around the current page', async () => {
    const t = await renderHistory(150);
    const pageLinks = (): string[] =>
      screen
        .getAllByRole('button')
        .filter((b) => /^\d+$/.test(b.textContent ?? ''))
        .map((b) => b.textContent ?? '');
    expect(pageLinks()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11']);
    await click(screen.getByRole('button', { name: '11' }));
    expect(t.gateway.queries.at(-1)?.page).toBe(11);
    expect(pageLinks()).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(screen.getByRole('button', { name: '11' }).getAttribute('aria-current')).toBe('page');
    await click(screen.getByRole('button', { name: '마지막 페이지' }));
    expect(t.gateway.queries.at(-1)?.page).toBe(15);
  });

  it('filters by period and result, and types a custom range', async () => {
    const t = await renderHistory();
    await click(screen.getByRole('button', { name: '적중' }));
    expect(t.gateway.queries.at(-1)?.result).toBe('won');
    await click(screen.getByRole('button', { name: '1개월' }));
    const month = t.gateway.queries.at(-1)!.range;
    expect(month.end - month.start).toBeGreaterThan(28 * 86_400_000);
    fireEvent.click(screen.getByRole('button', { name: '직접입력' }));
    fireEvent.change(screen.getByLabelText('시작일'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('종료일'), { target: { value: '2026-10-01' } });
    await click(screen.getByRole('button', { name: '조회' }));
    expect(t.alerts).toEqual(['시작일은 종료일보다 늦을 수 없습니다.']);
  });

  it('shows the mini-game tab with an all button plus one per provider, and mini-game slips as cards', async () => {
    await renderHistory(1, { tab: 'minigame' });
    const providers = within(screen.getByRole('group', { name: '미니게임 업체' })).getAllByRole('button');
    expect(providers.map((b) => b.textContent)).toEqual(['전체', '로투스', '토큰', '에볼루션', '엔트리', '넥스트']);
    const headers = within(screen.getByTestId('bet-history-row'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['게임', '선택', '배당', '결과']);
  });

  it('navigates on a tab when the shell drives the route', async () => {
    const paths: string[] = [];
    await renderHistory(2, { onNavigate: (p) => paths.push(p) });
    expect(screen.getAllByRole('tab').map((b) => b.textContent)).toEqual(['스포츠', '라이브', '카지노', '가상게임', '미니게임']);
    fireEvent.click(screen.getByRole('tab', { name: '라이브' }));
    expect(paths).toEqual(['/bet_result/live']);
    expect(betResultPath('minigame', 'lotus')).toBe('/bet_result/minigame/provider/lotus');
    expect(betResultPath('sports')).toBe('/bet_result');
  });
});
