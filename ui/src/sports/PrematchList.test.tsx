import { act, fireEvent, screen, within } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import { ok } from '@bet/core/shared';
import { PrematchListViewModel, type PrematchListView, type SportsFixtureView } from '@bet/core/sports';
import { FakeSportsGateway, FakeSse } from '../../../core/src/sports/testing/sports-test-kit.js';
import { FakeClock } from '../../../core/src/shared/testing/fake-clock.js';
import { PrematchList } from './PrematchList.js';
import { PrematchListContent } from './PrematchListContent.js';
import { renderScreen } from '../design-system/testing/render-screen.js';
import { betSlipSetup, flush } from '../bet-slip/testing/bet-slip-fakes.js';
import { fixtureRow, prematchRequests, prematchSetup } from './testing/sports-fakes.js';

async function renderList(
  listStyle: 'europe' | 'korea' = 'europe',
  search = '',
  prepare: (t: ReturnType<typeof prematchSetup>) => void = () => undefined,
) {
  const slip = betSlipSetup();
  const t = prematchSetup(slip.viewModel);
  prepare(t);
  const alerts: string[] = [];
  const paths: string[] = [];
  const ui = (s: string) => (
    <PrematchList
      viewModel={t.viewModel}
      betSlip={slip.viewModel}
      listStyle={listStyle}
      search={s}
      onAlert={(m) => alerts.push(m)}
      onNavigate={(p) => paths.push(p)}
    />
  );
  const r = renderScreen(ui(search));
  await act(flush);
  return { ...t, slip, alerts, paths, rerender: (s: string) => r.rerender(ui(s)) };
}

const oddsButton = (oddsId: number): HTMLElement => {
  const found = screen.getAllByTestId('odds-button').find((b) => b.getAttribute('data-odds-id') === String(oddsId));
  if (!found) throw new Error(`no odds button ${oddsId}`);
  return found;
};
const slipIds = async (slip: ReturnType<typeof betSlipSetup>): Promise<number[]> =>
  (await firstValueFrom(slip.viewModel.state$)).entries.map((e) => e.entry.id);

describe('PrematchList', () => {
  it('shows one card per fixture with its markets and odds buttons carrying the fixture and odds ids', async () => {
    await renderList();
    const cards = screen.getAllByTestId('fixture-card');
    expect(cards.map((c) => c.getAttribute('data-fixture-id'))).toEqual(['1', '2']);
    expect(cards[0]!.textContent).toContain('서울');
    expect(cards[0]!.textContent).toContain('K리그1');
    expect(cards[0]!.textContent).toContain('11/22 19:00');
    const buttons = within(cards[0]!).getAllByTestId('odds-button');
    expect(buttons.map((b) => [b.getAttribute('data-fixture-id'), b.getAttribute('data-odds-id'), b.textContent])).toEqual([
      ['1', '11', '승1.85'],
      ['1', '12', '무3.20'],
      ['1', '13', '패4.10'],
      ['1', '14', '오버 2.51.90'],
      ['1', '15', '언더 2.51.88'],
    ]);
  });

  it('puts a clicked price into the bet slip, highlights it, and takes it out on a second click', async () => {
    const t = await renderList();
    await act(async () => {
      fireEvent.click(oddsButton(11));
      await flush();
    });
    expect(await slipIds(t.slip)).toEqual([11]);
    expect(oddsButton(11).getAttribute('aria-pressed')).toBe('true');
    const entry = (await firstValueFrom(t.slip.viewModel.state$)).entries[0]!.entry;
    expect(entry).toMatchObject({
      fixtureId: 1,
      marketId: 1,
      betName: '1',
      gameInfo: { league_name: 'K리그1', home_participants_name: '서울' },
    });
    await act(async () => {
      fireEvent.click(oddsButton(11));
      await flush();
    });
    expect(await slipIds(t.slip)).toEqual([]);
    expect(oddsButton(11).getAttribute('aria-pressed')).toBe('false');
  });

  it('disables the prices of a suspended market', async () => {
    await renderList('europe', '', (t) => {
      t.gateway.prematch = ok({ rows: [fixtureRow(1, {}, { suspended: true })], totalCount: 1 });
    });
    expect((oddsButton(11) as HTMLButtonElement).disabled).toBe(true);
    expect((oddsButton(14) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows Korean style rows: home, draw or line, away', async () => {
    await renderList('korea');
    const block = screen.getAllByTestId('fixture-card')[0]!;
    const rows = within(block).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['11/22 19:00', 'K리그1', '서울1.85', '무3.20', '부산4.10', '승무패'],
      ['', '', '오버1.90', '2.5', '언더1.88', '언더오버'],
    ]);
  });

  it('reads every query filter from the URL and reloads from page 1 when it changes', async () => {
    const t = await renderList('europe', '?sport_id=6046&location_id=5&league=77&game_type=1&search=%EC%84%9C%EC%9A%B8');
    expect(prematchRequests(t.gateway).at(-1)).toEqual({
      filter: { sportId: 6046, locationId: 5, leagueId: 77, search: '서울' },
      page: 1,
      perpage: 15,
    });
    expect(screen.getByText("'서울' 검색 결과")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '전체 경기 보기' }));
    expect(t.paths).toEqual(['/europe']);
    t.rerender('?fixtureId=9');
    await act(flush);
    expect(prematchRequests(t.gateway).at(-1)?.filter).toEqual({ fixtureId: 9 });
  });

  it('pages 15 fixtures at a time', async () => {
    const t = await renderList('europe', '', (s) => {
      s.gateway.prematch = ok({ rows: [fixtureRow(1), fixtureRow(2)], totalCount: 31 });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '3' }));
      await flush();
    });
    expect(prematchRequests(t.gateway).at(-1)).toMatchObject({ page: 3, perpage: 15 });
  });
});

describe('PrematchListContent', () => {
  const base = async () => {
    const slip = betSlipSetup();
    const t = prematchSetup(slip.viewModel);
    t.viewModel.setQuery({});
    await flush();
    const view: PrematchListView = await firstValueFrom(t.viewModel.state$);
    return Object.assign(view, { prices: t.viewModel.prices });
  };

  it('flashes a price that moved up or down, in its cell only', async () => {
    const slip = betSlipSetup();
    const sse = new FakeSse();
    const viewModel = new PrematchListViewModel({ gateway: new FakeSportsGateway(), sse, clock: new FakeClock() });
    viewModel.setQuery({});
    await flush();
    let views = 0;
    const counting = viewModel.state$.subscribe(() => (views += 1));
    renderScreen(<PrematchList viewModel={viewModel} betSlip={slip.viewModel} listStyle="europe" search="" onAlert={() => undefined} />);
    await act(flush);
    const viewsBefore = views;
    act(() => {
      sse.emitOdds({ id: 11, betPrice: 2.5, version: 2 });
      sse.emitOdds({ id: 13, betPrice: 1.5, version: 2 });
    });
    expect(oddsButton(11).getAttribute('data-movement')).toBe('up');
    expect(oddsButton(11).textContent).toContain('2.50');
    expect(within(oddsButton(11)).getByLabelText('배당 상승').textContent).toBe('▲');
    expect(oddsButton(13).getAttribute('data-movement')).toBe('down');
    expect(oddsButton(12).getAttribute('data-movement')).toBeNull();
    // The list's view did not change: only the two cells did.
    expect(views).toBe(viewsBefore);
    counting.unsubscribe();
  });

  it('shows the first three markets of a card and the rest behind +N', async () => {
    const view = await base();
    const fixture = view.fixtures[0]!;
    const extra = (id: number) => ({ ...fixture.markets[1]!, id, nameKorean: `마켓${id}`, odds: [] });
    const many: SportsFixtureView = { ...fixture, markets: [...fixture.markets, extra(901), extra(902)] };
    renderScreen(
      <PrematchListContent
        view={{ ...view, fixtures: [many], leagues: [{ ...view.leagues[0]!, fixtures: [{ fixture: many, favourite: false }] }] }}
        prices={view.prices}
        listStyle="europe"
        onPick={() => undefined}
        onPage={() => undefined}
        onStar={() => undefined}
        onFavouritesOnly={() => undefined}
      />,
    );
    const card = screen.getByTestId('fixture-card');
    expect(within(card).queryByLabelText('마켓902')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: '+1 마켓 더보기' }));
    expect(within(card).getByLabelText('마켓902')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: '접기' }));
    expect(within(card).queryByLabelText('마켓902')).toBeNull();
  });

  it('shows the load failure beside the fixtures it still has', async () => {
    const view = await base();
    renderScreen(
      <PrematchListContent
        view={
          {
            ...view,
            status: 'error',
            message: '문제가 발생했습니다.',
            error: { kind: 'http', message: '문제가 발생했습니다.' },
          } as PrematchListView
        }
        prices={view.prices}
        listStyle="europe"
        onPick={() => undefined}
        onPage={() => undefined}
        onStar={() => undefined}
        onFavouritesOnly={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('문제가 발생했습니다.');
    expect(screen.getAllByTestId('fixture-card')).toHaveLength(2);
  });
});
