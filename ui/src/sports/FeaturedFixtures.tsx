import { memo } from 'react';
import type { SportsFixtureView, SportsListView, SportsLivePrices } from '@bet/core/sports';
import { SiteLink } from '../shell/SiteLink.js';
import { isKoreanRowMarket } from './KoreanFixtureRows.js';
import { OddsButton, type PickHandler } from './OddsButton.js';
import { TitledSection as Box, TitledSectionHead as Head } from '../design-system/page.styles.js';
import { Card, Cards, LiveMark, Meta, Note, Prices, Teams, Versus } from './FeaturedFixtures.styles.js';

export interface FeaturedFixturesTexts {
  readonly title: string;
  readonly more: string;
  readonly empty: string;
  readonly loading: string;
  readonly liveMark: string;
  readonly versus: string;
}

export interface FeaturedFixturesProps {
  /** 'inplay' marks the cards LIVE with the phase and score; 'prematch' shows the start time. */
  readonly kind: 'inplay' | 'prematch';
  readonly view: SportsListView | null;
  /** The list's live prices (the same odds stream as /korea and /inplay). */
  readonly prices: SportsLivePrices;
  readonly onPick: PickHandler;
  /** The full list's page ('전체보기'). */
  readonly moreTo: string;
  readonly texts: FeaturedFixturesTexts;
}

/**
 * The top page's featured fixtures: a few live or upcoming games, each with its main market
 * (the first two- or three-way one) as price buttons that read their own live cell, as on the
 * lists. What a click does is the caller's (the app puts the pick into the slip).
 */
export function FeaturedFixtures({ kind, view, prices, onPick, moreTo, texts }: FeaturedFixturesProps) {
  const fixtures = view?.fixtures ?? [];
  const id = `featured-${kind}-title`;
  return (
    <Box aria-labelledby={id} data-testid={`featured-${kind}`}>
      <Head>
        <h2 id={id}>{texts.title}</h2>
        <SiteLink to={moreTo}>{texts.more}</SiteLink>
      </Head>
      {fixtures.length > 0 ? (
        <Cards>
          {fixtures.map((f) => (
            <FeaturedCard key={f.id} fixture={f} kind={kind} prices={prices} onPick={onPick} texts={texts} />
          ))}
        </Cards>
      ) : (
        <Note>{view === null || view.status === 'loading' ? texts.loading : view.status === 'error' ? view.message : texts.empty}</Note>
      )}
    </Box>
  );
}

const FeaturedCard = memo(function FeaturedCard({
  fixture: f,
  kind,
  prices,
  onPick,
  texts,
}: {
  readonly fixture: SportsFixtureView;
  readonly kind: 'inplay' | 'prematch';
  readonly prices: SportsLivePrices;
  readonly onPick: PickHandler;
  readonly texts: FeaturedFixturesTexts;
}) {
  const market = f.markets.find(isKoreanRowMarket);
  return (
    <Card data-testid="featured-fixture" data-fixture-id={f.id}>
      <div>
        <Meta>
          {kind === 'inplay' ? <LiveMark>{texts.liveMark}</LiveMark> : null}
          <span>
            {kind === 'inplay' ? `${f.phaseLabel} ${f.scoreText}`.trim() : f.startText} · {f.sportNameKorean} · {f.leagueNameKorean}
          </span>
        </Meta>
        <Teams>
          <span>{f.homeName}</span>
          <Versus>{texts.versus}</Versus>
          <span>{f.awayName}</span>
        </Teams>
      </div>
      <Prices aria-label={market?.nameKorean}>
        {market?.odds.map((o) => (
          <OddsButton key={o.id} fixtureId={f.id} odds={o} prices={prices} label={o.nameKorean} onPick={onPick} />
        ))}
      </Prices>
    </Card>
  );
});
