import type { PrematchListView as PrematchView, SportsLivePrices } from '@bet/core';
import { StalePricesNotice } from '../design-system/StalePricesNotice.js';
import { Pager, pageWindow } from '../design-system/Pager.js';
import { FixtureCard } from './FixtureCard.js';
import { KoreanFixtureRows } from './KoreanFixtureRows.js';
import type { PickHandler } from './OddsButton.js';
import { PREMATCH_TEXTS as T } from './texts.js';
import { CardGrid, FilterBar, LinkButton, Message, RowTable, Screen, Title } from './PrematchListContent.styles.js';

export type PrematchStyle = 'europe' | 'korea';

export interface PrematchListContentProps {
  readonly view: PrematchView;
  /** The list's live prices: each price cell subscribes to its own odds id. */
  readonly prices: SportsLivePrices;
  readonly listStyle: PrematchStyle;
  readonly onPick: PickHandler;
  readonly onPage: (page: number) => void;
  /** Drops every filter (the plain /europe or /korea); the button shows only when given. */
  readonly onShowAll?: () => void;
}

const hasFilter = (v: PrematchView): boolean =>
  ['sportId', 'locationId', 'leagueId', 'fixtureId', 'search'].some((k) => v.query[k as keyof PrematchView['query']] !== undefined);

/** The pre-match list from a view: filter note, fixtures in the chosen style, 15 a page. */
export function PrematchListContent({ view, prices, listStyle, onPick, onPage, onShowAll }: PrematchListContentProps) {
  const { fixtures } = view;
  return (
    <Screen aria-label={T.title[listStyle]}>
      <Title>{T.title[listStyle]}</Title>
      {hasFilter(view) && (
        <FilterBar>
          <span>{view.query.search ? T.searchResult(view.query.search) : T.filtered}</span>
          {onShowAll && (
            <LinkButton type="button" onClick={onShowAll}>
              {T.showAll}
            </LinkButton>
          )}
        </FilterBar>
      )}
      <StalePricesNotice notice={view.pricesStaleNotice} scope="list" />
      {view.status === 'error' && (
        <Message $error role="alert">
          {view.message}
        </Message>
      )}
      {fixtures.length === 0 && view.status !== 'error' && <Message>{view.status === 'loading' ? T.loading : T.empty}</Message>}
      {fixtures.length > 0 && listStyle === 'europe' && (
        <CardGrid>
          {fixtures.map((f) => (
            <FixtureCard key={f.id} fixture={f} prices={prices} onPick={onPick} />
          ))}
        </CardGrid>
      )}
      {fixtures.length > 0 && listStyle === 'korea' && (
        <RowTable>
          <thead>
            <tr>
              <th>{T.columns.time}</th>
              <th>{T.columns.league}</th>
              <th>{T.columns.home}</th>
              <th>{T.columns.draw}</th>
              <th>{T.columns.away}</th>
              <th>{T.columns.market}</th>
            </tr>
          </thead>
          {fixtures.map((f) => (
            <KoreanFixtureRows key={f.id} fixture={f} prices={prices} onPick={onPick} />
          ))}
        </RowTable>
      )}
      <Pager page={view.page} pageCount={view.pageCount} links={pageWindow(view.page, view.pageCount)} onPage={onPage} />
    </Screen>
  );
}
