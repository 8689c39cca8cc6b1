import type { PrematchListView as PrematchView, SportsLeagueView, SportsLivePrices } from '@bet/core/sports';
import { StalePricesNotice } from '../design-system/StalePricesNotice.js';
import { FlagImage } from '../design-system/FlagImage.js';
import { ListPager } from '../design-system/Pager.js';
import { FavouriteLeagueHeading, FavouritesFilter, FavouriteStar, type StarHandler } from './FavouriteStar.js';
import { FixtureCard } from './FixtureCard.js';
import { KoreanFixtureRows } from './KoreanFixtureRows.js';
import { LeagueRow, StarCell } from './KoreanFixtureRows.styles.js';
import type { PickHandler } from './OddsButton.js';
import { FAVOURITE_TEXTS, PREMATCH_TEXTS as T } from './texts.js';
import { CardGrid, FilterBar, LinkButton, Message, RowTable, Screen, Title } from './PrematchListContent.styles.js';

export type PrematchStyle = 'europe' | 'korea';

export interface PrematchListContentProps {
  readonly view: PrematchView;
  /** The list's live prices: each price cell subscribes to its own odds id. */
  readonly prices: SportsLivePrices;
  readonly listStyle: PrematchStyle;
  readonly onPick: PickHandler;
  readonly onPage: (page: number) => void;
  /** Stars a league or fixture (a visitor: the login dialog). */
  readonly onStar: StarHandler;
  /** Turns the "즐겨찾기" filter on or off. */
  readonly onFavouritesOnly: (only: boolean) => void;
  /** Drops every filter (the plain /europe or /korea); the button shows only when given. */
  readonly onShowAll?: () => void;
}

const hasFilter = (v: PrematchView): boolean =>
  ['sportId', 'locationId', 'leagueId', 'fixtureId', 'search'].some((k) => v.query[k as keyof PrematchView['query']] !== undefined);

/** What the list says when it shows no fixture. */
function emptyText(view: PrematchView): string {
  if (view.status === 'loading') return T.loading;
  return view.favourites.only ? FAVOURITE_TEXTS.empty : T.empty;
}

/** A league's header: its star, flag and name. */
function LeagueHeader({ league, onStar }: { readonly league: SportsLeagueView; readonly onStar: StarHandler }) {
  return (
    <>
      <FavouriteStar kind="league" id={league.leagueId} favourite={league.favourite} onStar={onStar} />
      <FlagImage src={league.locationImagePath} />
      {league.name}
    </>
  );
}

/** The pre-match list from a view: filter note, 즐겨찾기, fixtures by league in the chosen style, 15 a page. */
export function PrematchListContent(props: PrematchListContentProps) {
  const { view, prices, listStyle, onPick, onPage, onStar, onFavouritesOnly, onShowAll } = props;
  const { leagues } = view;
  return (
    <Screen aria-label={T.title[listStyle]}>
      <Title>{T.title[listStyle]}</Title>
      <FavouritesFilter only={view.favourites.only} onToggle={onFavouritesOnly} />
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
      {view.favourites.message && (
        <Message $error role="alert">
          {view.favourites.message}
        </Message>
      )}
      {view.status === 'error' && (
        <Message $error role="alert">
          {view.message}
        </Message>
      )}
      {leagues.length === 0 && view.status !== 'error' && <Message>{emptyText(view)}</Message>}
      {listStyle === 'europe' &&
        leagues.map((league) => (
          <section
            key={`${league.sportId}-${league.leagueId}`}
            aria-label={league.name}
            data-testid="league-group"
            data-league-id={league.leagueId}
          >
            <FavouriteLeagueHeading>
              <LeagueHeader league={league} onStar={onStar} />
            </FavouriteLeagueHeading>
            <CardGrid>
              {league.fixtures.map((r) => (
                <FixtureCard
                  key={r.fixture.id}
                  fixture={r.fixture}
                  favourite={r.favourite}
                  prices={prices}
                  onPick={onPick}
                  onStar={onStar}
                />
              ))}
            </CardGrid>
          </section>
        ))}
      {leagues.length > 0 && listStyle === 'korea' && (
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
          {leagues.map((league) => [
            <tbody
              key={`league-${league.sportId}-${league.leagueId}`}
              aria-label={league.name}
              data-testid="league-group"
              data-league-id={league.leagueId}
            >
              <LeagueRow>
                <th colSpan={6}>
                  <StarCell>
                    <LeagueHeader league={league} onStar={onStar} />
                  </StarCell>
                </th>
              </LeagueRow>
            </tbody>,
            ...league.fixtures.map((r) => (
              <KoreanFixtureRows
                key={r.fixture.id}
                fixture={r.fixture}
                favourite={r.favourite}
                prices={prices}
                onPick={onPick}
                onStar={onStar}
              />
            )),
          ])}
        </RowTable>
      )}
      <ListPager list={view} onPage={onPage} />
    </Screen>
  );
}
