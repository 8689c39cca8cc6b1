import { memo } from 'react';
import { StalePricesNotice } from '../design-system/StalePricesNotice.js';
import type { InplayListView, SportsFixtureView, SportsLivePrices } from '@bet/core';
import { FlagImage } from '../design-system/FlagImage.js';
import { LockIcon } from '../design-system/icons.js';
import { Pager, pageWindow } from '../design-system/Pager.js';
import { CardHeader, MarketBlock, MarketName, OddsRow, Phase, Score, Teams } from './FixtureCard.styles.js';
import { InplayOddsCell } from './InplayOddsCell.js';
import { oddsLabel, type PickHandler } from './OddsButton.js';
import { INPLAY_LIST_TEXTS as T } from './texts.js';
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
  /** A render probe for each price cell (tests). */
  readonly onCellRender?: (oddsId: number) => void;
}

interface LeagueBlock {
  readonly key: string;
  readonly name: string;
  readonly image: string | null;
  readonly fixtures: SportsFixtureView[];
}
interface SportBlock {
  readonly sportId: number;
  readonly name: string;
  readonly leagues: LeagueBlock[];
}

/** Fixtures grouped by sport, then league, in the order the feed listed them. */
export function groupInplay(fixtures: readonly SportsFixtureView[]): SportBlock[] {
  const sports: SportBlock[] = [];
  for (const f of fixtures) {
    let sport = sports.find((s) => s.sportId === f.sportId);
    if (!sport) sports.push((sport = { sportId: f.sportId, name: f.sportNameKorean, leagues: [] }));
    const key = `${f.leagueId}`;
    let league = sport.leagues.find((l) => l.key === key);
    if (!league) {
      sport.leagues.push(
        (league = { key, name: `${f.locationNameKorean} · ${f.leagueNameKorean}`, image: f.locationImagePath, fixtures: [] }),
      );
    }
    league.fixtures.push(f);
  }
  return sports;
}

interface InplayFixtureProps {
  readonly fixture: SportsFixtureView;
  readonly prices: SportsLivePrices;
  readonly onPick: PickHandler;
  readonly onCellRender?: ((oddsId: number) => void) | undefined;
}

/** One live match: memoised, core keeps the view of a match the list change left alone. */
const InplayFixture = memo(function InplayFixture({ fixture, prices, onPick, onCellRender }: InplayFixtureProps) {
  return (
    <LiveCard data-testid="inplay-fixture" data-fixture-id={fixture.id}>
      <CardHeader>
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
export function InplayListContent({ view, prices, sports, total, onSport, onPick, onPage, onCellRender }: InplayListContentProps) {
  const active = view.filter.sportId ?? null;
  const groups = groupInplay(view.fixtures);
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
      <StalePricesNotice notice={view.pricesStaleNotice} scope="list" />
      {view.status === 'error' && (
        <Message $error role="alert">
          {view.message}
        </Message>
      )}
      {view.fixtures.length === 0 && view.status !== 'error' && <Message>{view.status === 'loading' ? T.loading : T.empty}</Message>}
      {groups.map((sport) => (
        <SportGroup key={sport.sportId} aria-label={sport.name} data-testid="inplay-sport">
          <SportHeading>{sport.name}</SportHeading>
          {sport.leagues.map((league) => (
            <LeagueGroup key={league.key} aria-label={league.name}>
              <LeagueHeading>
                <FlagImage src={league.image} />
                {league.name}
              </LeagueHeading>
              {league.fixtures.map((f) => (
                <InplayFixture key={f.id} fixture={f} prices={prices} onPick={onPick} onCellRender={onCellRender} />
              ))}
            </LeagueGroup>
          ))}
        </SportGroup>
      ))}
      <Pager page={view.page} pageCount={view.pageCount} links={pageWindow(view.page, view.pageCount)} onPage={onPage} />
    </Screen>
  );
}
