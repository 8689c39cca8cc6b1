import type { SportsFixtureView, SportsLivePrices, SportsMarketView, SportsOddsView } from '@bet/core/sports';
import { FavouriteStar, type StarHandler } from './FavouriteStar.js';
import { OddsButton, type PickHandler } from './OddsButton.js';
import { Baseline, FixtureBlock, Muted, OddsCell, Row, StarCell } from './KoreanFixtureRows.styles.js';

/** Korean style lists the two- and three-way markets (home / draw or line / away) only. */
export const isKoreanRowMarket = (m: SportsMarketView): boolean => m.odds.length === 2 || m.odds.length === 3;

/** Picks that stand for a side are labelled with the team; others (오버, 언더, 홀...) with their own name. */
const TEAM_SIDE_NAMES = new Set(['1', '2', 'home', 'away']);
const sideLabel = (odds: SportsOddsView, team: string): string =>
  TEAM_SIDE_NAMES.has(odds.name.trim().toLowerCase()) ? team : odds.nameKorean;

export interface KoreanFixtureRowsProps {
  readonly fixture: SportsFixtureView;
  readonly prices: SportsLivePrices;
  readonly onPick: PickHandler;
  /** The fixture is the member's favourite (its star, in the first row's time cell, pressed). */
  readonly favourite: boolean;
  readonly onStar: StarHandler;
}

/**
 * Korean style: one row per market. Home price left, draw (three-way) or the market's line
 * (two-way) in the middle, away price right, in the feed's order of the odds.
 */
export function KoreanFixtureRows({ fixture, prices, onPick, favourite, onStar }: KoreanFixtureRowsProps) {
  const markets = fixture.markets.filter(isKoreanRowMarket);
  return (
    <FixtureBlock data-testid="fixture-card" data-fixture-id={fixture.id}>
      {markets.map((market, i) => {
        const [home, middle, away] = market.odds.length === 3 ? market.odds : [market.odds[0], undefined, market.odds[1]];
        const line = market.baseline ?? home?.line ?? null;
        return (
          <Row key={market.id}>
            <Muted>
              {i === 0 && (
                <StarCell>
                  <FavouriteStar kind="fixture" id={fixture.id} favourite={favourite} onStar={onStar} />
                  {fixture.startText}
                </StarCell>
              )}
            </Muted>
            <Muted>{i === 0 ? fixture.leagueNameKorean : ''}</Muted>
            <OddsCell>
              {home && (
                <OddsButton fixtureId={fixture.id} odds={home} prices={prices} label={sideLabel(home, fixture.homeName)} onPick={onPick} />
              )}
            </OddsCell>
            <OddsCell>
              {middle ? (
                <OddsButton fixtureId={fixture.id} odds={middle} prices={prices} label={middle.nameKorean} onPick={onPick} />
              ) : (
                <Baseline>{line ?? '-'}</Baseline>
              )}
            </OddsCell>
            <OddsCell>
              {away && (
                <OddsButton fixtureId={fixture.id} odds={away} prices={prices} label={sideLabel(away, fixture.awayName)} onPick={onPick} />
              )}
            </OddsCell>
            <Muted>{market.nameKorean}</Muted>
          </Row>
        );
      })}
    </FixtureBlock>
  );
}
