import { act, fireEvent, screen, within } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import { InplayListViewModel, sportsSelectedOddsIds } from '@bet/core/sports';
import { ok } from '@bet/core/shared';
import { FakeSportsGateway, FakeSse, fixtureRecord } from '../../../core/src/sports/testing/sports-test-kit.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { renderScreen } from '../design-system/testing/render-screen.js';
import { betSlipSetup, flush } from '../bet-slip/testing/bet-slip-fakes.js';
import { InplayList } from './InplayList.js';

const live = (id: number, sportId = 6046, o: Parameters<typeof fixtureRecord>[1] = {}) =>
  fixtureRecord(id, { sportId, status: 'inPlay', score: { home: 1, away: 0 }, periodCode: 10, ...o });

async function renderInplay() {
  const slip = betSlipSetup();
  const gateway = new FakeSportsGateway();
  gateway.inplay = ok({
    rows: [live(3), live(4, 48242, { sportNameKorean: '농구', score: { home: 24, away: 19 }, periodCode: 2 })],
    totalCount: 2,
  });
  const sse = new FakeSse();
  const viewModel = new InplayListViewModel({
    gateway,
    sse,
    clock: new FakeClock(),
    selectedOddsIds$: sportsSelectedOddsIds(slip.viewModel.state$),
  });
  const alerts: string[] = [];
  const renders: number[] = [];
  const list = { renders: 0 };
  renderScreen(
    <InplayList
      viewModel={viewModel}
      betSlip={slip.viewModel}
      onAlert={(m) => alerts.push(m)}
      onCellRender={(id) => renders.push(id)}
      onListRender={() => (list.renders += 1)}
    />,
  );
  await act(flush);
  return { slip, gateway, sse, viewModel, alerts, renders, list };
}

const oddsButton = (oddsId: number): HTMLElement => {
  const found = screen.getAllByTestId('odds-button').find((b) => b.getAttribute('data-odds-id') === String(oddsId));
  if (!found) throw new Error(`no odds button ${oddsId}`);
  return found;
};

describe('InplayList', () => {
  it('groups live fixtures by sport and league with score, the spec phase wording and sport tabs with counts', async () => {
    const t = await renderInplay();
    expect(t.gateway.calls.at(-1)).toEqual({ method: 'loadInplayFixtures', arg: { filter: {}, page: 1, perpage: 15 } });
    const sports = screen.getAllByTestId('inplay-sport');
    expect(sports).toHaveLength(2);
    const fixtures = screen.getAllByTestId('inplay-fixture');
    expect(fixtures.map((f) => f.getAttribute('data-fixture-id'))).toEqual(['3', '4']);
    expect(within(fixtures[0]!).getByTestId('inplay-score').textContent).toBe('1 : 0');
    expect(within(fixtures[0]!).getByTestId('inplay-phase').textContent).toBe('전반전');
    expect(within(fixtures[1]!).getByTestId('inplay-score').textContent).toBe('24 : 19');
    expect(within(fixtures[1]!).getByTestId('inplay-phase').textContent).toBe('2쿼터');
    const tabs = within(screen.getByRole('navigation', { name: '종목 선택' })).getAllByRole('button');
    expect(tabs.map((b) => b.textContent)).toEqual(['전체 (2)', `${sports[0]!.querySelector('h3')!.textContent} (1)`, '농구 (1)']);
    fireEvent.click(tabs[2]!);
    await act(flush);
    expect(t.gateway.calls.at(-1)).toEqual({ method: 'loadInplayFixtures', arg: { filter: { sportId: 48242 }, page: 1, perpage: 15 } });
  });

  it('follows scores and phases live', async () => {
    const t = await renderInplay();
    act(() => t.sse.emit('event', 'fixture', { id: 4, status: 2, score: { home: 30, away: 19 }, periodCode: 3 }));
    const basket = screen.getAllByTestId('inplay-fixture')[1]!;
    expect(within(basket).getByTestId('inplay-score').textContent).toBe('30 : 19');
    expect(within(basket).getByTestId('inplay-phase').textContent).toBe('3쿼터');
  });

  it('puts a live pick into the slip and takes it out on a second click', async () => {
    const t = await renderInplay();
    fireEvent.click(oddsButton(31));
    await act(flush);
    expect((await firstValueFrom(t.slip.viewModel.state$)).entries.map((e) => e.entry.id)).toEqual([31]);
    expect(oddsButton(31).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(oddsButton(31));
    await act(flush);
    expect((await firstValueFrom(t.slip.viewModel.state$)).entries).toEqual([]);
  });

  it('locks a suspended market: its prices are disabled and marked', async () => {
    await renderInplay().then((t) => act(() => t.sse.emit('event', 'market', { id: 31, fixtureId: 3, marketId: 2, suspended: true })));
    expect((oddsButton(34) as HTMLButtonElement).disabled).toBe(true);
    expect((oddsButton(35) as HTMLButtonElement).disabled).toBe(true);
    expect((oddsButton(31) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getAllByText(/베팅 중지/).length).toBeGreaterThan(0);
    // The lock is an inline SVG (an emoji renders as an empty box without an emoji font): no emoji in the text.
    const locked = screen.getAllByTestId('inplay-market-locked')[0]!;
    expect(locked.querySelector('svg[data-icon="lock"]')).not.toBeNull();
    expect(locked.textContent).toBe(' 베팅 중지');
  });

  it('re-renders only the cell whose price moved, with its up mark, never the list', async () => {
    const t = await renderInplay();
    const cells = screen.getAllByTestId('odds-button').length;
    expect(cells).toBe(10);
    t.renders.length = 0;
    const listRenders = t.list.renders;
    act(() => t.sse.emitOdds({ id: 31, betPrice: 2.5, version: 3 }));
    expect(oddsButton(31).textContent).toContain('2.50');
    expect(oddsButton(31).getAttribute('data-movement')).toBe('up');
    expect(t.renders).toEqual([31]);
    t.renders.length = 0;
    act(() => {
      t.sse.emitOdds({ id: 42, betPrice: 1.01, version: 3 });
      t.sse.emitOdds({ id: 42, betPrice: 1.0, version: 4 });
    });
    expect(oddsButton(42).getAttribute('data-movement')).toBe('down');
    expect(oddsButton(42).textContent).toContain('1.00');
    expect(t.renders).toEqual([42]);
    expect(t.list.renders).toBe(listRenders);
  });

  it('marks a pick in the slip by re-rendering that cell only', async () => {
    const t = await renderInplay();
    t.renders.length = 0;
    const listRenders = t.list.renders;
    fireEvent.click(oddsButton(32));
    await act(flush);
    expect(oddsButton(32).getAttribute('aria-pressed')).toBe('true');
    expect(t.renders).toEqual([32]);
    expect(t.list.renders).toBe(listRenders);
  });

  it('locks one price suspended by its frame, re-rendering that cell only', async () => {
    const t = await renderInplay();
    t.renders.length = 0;
    act(() => t.sse.emitOdds({ id: 33, betPrice: 4.1, version: 1, suspended: true }));
    expect((oddsButton(33) as HTMLButtonElement).disabled).toBe(true);
    expect(t.renders).toEqual([33]);
  });

  it('re-renders the list and the locked cells when a market is suspended (a change of structure)', async () => {
    const t = await renderInplay();
    t.renders.length = 0;
    const listRenders = t.list.renders;
    act(() => t.sse.emit('event', 'market', { id: 31, fixtureId: 3, marketId: 2, suspended: true }));
    expect(t.list.renders).toBe(listRenders + 1);
    expect(t.renders.sort()).toEqual([34, 35]);
  });
});
