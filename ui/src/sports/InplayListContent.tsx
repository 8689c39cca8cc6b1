import { memo } from 'react';
import { StalePricesNotice } from '../design-system/StalePricesNotice.js';
import type { InplayListView, SportsFixtureView, SportsLeagueView, SportsLivePrices } from '@bet/core/sports';
import { FavouritesFilter, FavouriteStar, type StarHandler } from './FavouriteStar.js';
import { FlagImage } from '../design-system/FlagImage.js';
import { LockIcon } from '../design-system/icons.js';
import { ListPager } from '../design-system/Pager.js';
import { CardHeader, MarketBlock, MarketName, OddsRow, Phase, Score, Teams } from './FixtureCard.styles.js';
import { InplayOddsCell } from './InplayOddsCell.js';
import { oddsLabel, type PickHandler } from './OddsButton.js';
import { FAVOURITE_TEXTS, INPLAY_LIST_TEXTS as T } from './texts.js';
import {
  LeagueGroup,
  LeagueHeading,
  LiveBadge,
  LiveCard,
  LockedNote,
  SportGroup,
  SportHeading,
  SportTab,
  SportTabs,
} from './InplayList.styles.js';
import { Message, Screen, Title } from './PrematchListContent.styles.js';

/** A sport tab: its id, Korean name and how many live games it has. */
export interface InplaySportCount {
  readonly sportId: number;
  readonly name: string;
  readonly count: number;
}

export interface InplayListContentProps {
  readonly view: InplayListView;
  /** The list's live prices: each price cell subscribes to its own odds id. */
  readonly prices: SportsLivePrices;
  /** The sport tabs with their counts; `total` is the '전체' tab's. */
  readonly sports: readonly InplaySportCount[];
  readonly total: number;
  readonly onSport: (sportId: number | null) => void;
  readonly onPick: PickHandler;
  readonly onPage: (page: number) => void;
  /** Stars a league or fixture (a visitor: the login dialog). */
  readonly onStar: StarHandler;
  /** Turns the "즐겨찾기" filter on or off. */
  readonly onFavouritesOnly: (only: boolean) => void;
  /** A render probe for each price cell (tests). */
  readonly onCellRender?: (oddsId: number) => void;
}

interface SportBlock {
  readonly sportId: number;
  readonly name: string;
  readonly leagues: SportsLeagueView[];
}

/** The list's league groups by sport, in the order the feed listed them. */
export function groupInplay(leagues: readonly SportsLeagueView[]): SportBlock[] {
  const sports: SportBlock[] = [];
  for (const league of leagues) {
    let sport = sports.find((s) => s.sportId === league.sportId);
    if (!sport) sports.push((sport = { sportId: league.sportId, name: league.sportNameKorean, leagues: [] }));
    sport.leagues.push(league);
  }
  return sports;
}

interface InplayFixtureProps {
  readonly fixture: SportsFixtureView;
  readonly prices: SportsLivePrices;
  readonly onPick: PickHandler;
  readonly favourite: boolean;
  readonly onStar: StarHandler;
  readonly onCellRender?: ((oddsId: number) => void) | undefined;
}

/** One live match: memoised, core keeps the view of a match the list change left alone. */
const InplayFixture = memo(function InplayFixture({ fixture, prices, onPick, favourite, onStar, onCellRender }: InplayFixtureProps) {
  return (
    <LiveCard data-testid="inplay-fixture" data-fixture-id={fixture.id}>
      <CardHeader>
        <FavouriteStar kind="fixture" id={fixture.id} favourite={favourite} onStar={onStar} />
        <LiveBadge>{T.live}</LiveBadge>
        <span>{fixture.startText}</span>
        <Phase data-testid="inplay-phase">{fixture.phaseLabel}</Phase>
      </CardHeader>
      <Teams>
        <span>{fixture.homeName}</span>
        <Score data-testid="inplay-score">{fixture.scoreText || '0 : 0'}</Score>
        <span>{fixture.awayName}</span>
      </Teams>
      {fixture.markets.map((market) => (
        <MarketBlock key={market.id} aria-label={market.nameKorean} data-suspended={market.suspended || undefined}>
          <MarketName>
            {market.nameKorean}
            {market.baseline ? ` (${market.baseline})` : ''}
            {market.suspended && (
              <LockedNote data-testid="inplay-market-locked">
                <LockIcon size={12} /> {T.locked}
              </LockedNote>
            )}
          </MarketName>
          <OddsRow>
            {market.odds.map((odds) => (
              <InplayOddsCell
                key={odds.id}
                fixtureId={fixture.id}
                odds={odds}
                prices={prices}
                label={oddsLabel(odds)}
                onPick={onPick}
                onRender={onCellRender}
              />
            ))}
          </OddsRow>
        </MarketBlock>
      ))}
    </LiveCard>
  );
});

/** /inplay from a view: sport tabs with counts, live fixtures by sport and league, 15 a page. */
export function InplayListContent(props: InplayListContentProps) {
  const { view, prices, sports, total, onSport, onPick, onPage, onStar, onFavouritesOnly, onCellRender } = props;
  const active = view.filter.sportId ?? null;
  const groups = groupInplay(view.leagues);
  return (
    <Screen aria-label={T.title}>
      <Title>{T.title}</Title>
      <SportTabs aria-label={T.sportTabs}>
        <SportTab type="button" $active={active === null} aria-pressed={active === null} onClick={() => onSport(null)}>
          {T.all} {T.count(total)}
        </SportTab>
        {sports.map((s) => (
          <SportTab
            key={s.sportId}
            type="button"
            data-sport-id={s.sportId}
            $active={active === s.sportId}
            aria-pressed={active === s.sportId}
            onClick={() => onSport(s.sportId)}
          >
            {s.name} {T.count(s.count)}
          </SportTab>
        ))}
      </SportTabs>
      <FavouritesFilter only={view.favourites.only} onToggle={onFavouritesOnly} />
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
      {view.fixtures.length === 0 && view.status !== 'error' && (
        <Message>{view.status === 'loading' ? T.loading : view.favourites.only ? FAVOURITE_TEXTS.empty : T.empty}</Message>
      )}
      {groups.map((sport) => (
        <SportGroup key={sport.sportId} aria-label={sport.name} data-testid="inplay-sport">
          <SportHeading>{sport.name}</SportHeading>
          {sport.leagues.map((league) => (
            <LeagueGroup
              key={`${league.sportId}-${league.leagueId}`}
              aria-label={league.name}
              data-testid="league-group"
              data-league-id={league.leagueId}
            >
              <LeagueHeading>
                <FavouriteStar kind="league" id={league.leagueId} favourite={league.favourite} onStar={onStar} />
                <FlagImage src={league.locationImagePath} />
                {league.name}
              </LeagueHeading>
              {league.fixtures.map((r) => (
                <InplayFixture
                  key={r.fixture.id}
                  fixture={r.fixture}
                  favourite={r.favourite}
                  prices={prices}
                  onPick={onPick}
                  onStar={onStar}
                  onCellRender={onCellRender}
                />
              ))}
            </LeagueGroup>
          ))}
        </SportGroup>
      ))}
      <ListPager list={view} onPage={onPage} />
    </Screen>
  );
}
