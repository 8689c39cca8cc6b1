import { useState } from 'react';
import type { SportsFixtureView, SportsLivePrices } from '@bet/core/sports';
import { FlagImage } from '../design-system/FlagImage.js';
import { FavouriteStar, type StarHandler } from './FavouriteStar.js';
import { OddsButton, oddsLabel, type PickHandler } from './OddsButton.js';
import { PREMATCH_TEXTS as T } from './texts.js';
import { Card, CardHeader, MarketBlock, MarketName, MoreButton, OddsRow, Phase, Score, Teams } from './FixtureCard.styles.js';

/** The European card shows this many markets (the feed's first, its main ones) until expanded. */
export const MAIN_MARKET_COUNT = 3;

export interface FixtureCardProps {
  readonly fixture: SportsFixtureView;
  readonly prices: SportsLivePrices;
  readonly onPick: PickHandler;
  /** The fixture is the member's favourite (its star pressed). */
  readonly favourite: boolean;
  readonly onStar: StarHandler;
}

/** European style: one card per fixture with its main markets, the rest behind '+N'. */
export function FixtureCard({ fixture, prices, onPick, favourite, onStar }: FixtureCardProps) {
  const [expanded, setExpanded] = useState(false);
  const hidden = Math.max(0, fixture.markets.length - MAIN_MARKET_COUNT);
  const markets = expanded ? fixture.markets : fixture.markets.slice(0, MAIN_MARKET_COUNT);
  return (
    <Card data-testid="fixture-card" data-fixture-id={fixture.id}>
      <CardHeader>
        <FavouriteStar kind="fixture" id={fixture.id} favourite={favourite} onStar={onStar} />
        <FlagImage src={fixture.locationImagePath} />
        <span>
          {fixture.locationNameKorean} · {fixture.leagueNameKorean}
        </span>
        <span>{fixture.startText}</span>
        <Phase>{fixture.phaseLabel}</Phase>
      </CardHeader>
      <Teams>
        <span>{fixture.homeName}</span>
        {fixture.scoreText ? <Score>{fixture.scoreText}</Score> : <span>{T.versus}</span>}
        <span>{fixture.awayName}</span>
      </Teams>
      {markets.map((market) => (
        <MarketBlock key={market.id} aria-label={market.nameKorean}>
          <MarketName>
            {market.nameKorean}
            {market.baseline ? ` (${market.baseline})` : ''}
          </MarketName>
          <OddsRow>
            {market.odds.map((odds) => (
              <OddsButton key={odds.id} fixtureId={fixture.id} odds={odds} prices={prices} label={oddsLabel(odds)} onPick={onPick} />
            ))}
          </OddsRow>
        </MarketBlock>
      ))}
      {hidden > 0 && (
        <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? T.fewerMarkets : T.moreMarkets(hidden)}
        </MoreButton>
      )}
    </Card>
  );
}
