import type {
  PrematchListView,
  PrematchListViewModel,
  SportsFixtureView,
  SportsMarketView,
  SportsOddsCellView,
  SportsOddsView,
} from '@bet/core/sports';
import { TERMINAL_TEXTS as T } from './messages.js';
import { firstState, type Print } from './terminal-io.js';

/** One pick as the listing shows it, with the fixture and market it belongs to. */
interface ListedPick {
  readonly fixture: SportsFixtureView;
  readonly market: SportsMarketView;
  readonly odds: SportsOddsView;
}

const pickName = (o: SportsOddsView): string => [o.nameKorean || o.name, o.line].filter(Boolean).join(' ');
const marketName = (m: SportsMarketView): string => [m.nameKorean || m.name, m.baseline].filter(Boolean).join(' ');

function cellText(oddsId: number, name: string, cell: SportsOddsCellView | undefined): string {
  const price = cell?.priceText ?? '-';
  return `${oddsId}) ${name} ${price}${cell && !cell.selectable ? ` ${T.locked}` : ''}`;
}

/**
 * The pre-match list (/europe) as text. Each shown price cell is followed through the list's
 * `prices` (core's SportsLivePrices, fed by the SSE odds stream): when the feed moves a price,
 * its line is printed again with the new price and which way it went.
 */
export class FixturesScreen {
  private readonly listed = new Map<number, ListedPick>();
  /** The version of each price last printed: a cell also changes when its flash ends or it is picked. */
  private readonly printedVersion = new Map<number, number>();
  private unsubscribes: (() => void)[] = [];

  constructor(
    private readonly list: PrematchListViewModel,
    private readonly print: Print,
  ) {}

  /** Loads page `page` (1 on the first call) and prints it; the prices shown then move live. */
  async show(page: number | null): Promise<void> {
    if (page === null) this.list.setQuery({});
    else this.list.setPage(page);
    this.print(T.loading);
    const view = await firstState(this.list.state$, (v) => v.status !== 'loading');
    if (!view) return this.print(T.timeout);
    if (view.status === 'error') return this.print(view.message);
    this.render(view);
  }

  /** The pick with this odds id on the last listing, for the slip. */
  pick(oddsId: number): ListedPick | undefined {
    return this.listed.get(oddsId);
  }

  dispose(): void {
    for (const stop of this.unsubscribes.splice(0)) stop();
  }

  private render(view: PrematchListView): void {
    this.dispose();
    this.listed.clear();
    if (view.fixtures.length === 0) return this.print(T.noFixtures);
    this.print(T.pageLine(view.page, view.pageCount, view.totalCount));
    for (const fixture of view.fixtures) {
      this.print(
        `[${fixture.startText}] ${fixture.sportNameKorean} · ${fixture.leagueNameKorean} · ${fixture.homeName} vs ${fixture.awayName}`,
      );
      for (const market of fixture.markets) {
        const cells = market.odds.map((odds) => {
          this.follow({ fixture, market, odds });
          return cellText(odds.id, pickName(odds), this.list.prices.get(odds.id));
        });
        this.print(`    ${marketName(market)}: ${cells.join('   ')}`);
      }
    }
  }

  private follow(listed: ListedPick): void {
    const id = listed.odds.id;
    this.listed.set(id, listed);
    this.printedVersion.set(id, this.list.prices.get(id)?.version ?? -1);
    this.unsubscribes.push(this.list.prices.subscribe(id, () => this.moved(listed)));
  }

  private moved({ fixture, market, odds }: ListedPick): void {
    const cell = this.list.prices.get(odds.id);
    if (!cell || cell.version === this.printedVersion.get(odds.id)) return;
    this.printedVersion.set(odds.id, cell.version);
    const arrow = cell.movement === 'up' ? T.up : cell.movement === 'down' ? T.down : '';
    this.print(
      `${T.priceMoved}: ${fixture.homeName} vs ${fixture.awayName} · ${marketName(market)} · ${cellText(odds.id, pickName(odds), cell)} ${arrow}`.trimEnd(),
    );
  }
}
