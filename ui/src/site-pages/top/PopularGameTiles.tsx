import { SiteLink } from '../../shell/SiteLink.js';
import { TOP_LOWER_TEXTS } from './texts.js';
import { GameIcon } from './GameIcon.js';
import { TitledSection as Section, TitledSectionHead as SectionHead } from '../../design-system/page.styles.js';
import { GameTile, GameTiles } from './PopularGameTiles.styles.js';

const T = TOP_LOWER_TEXTS.games;

/** Popular games: casino, slot, hold'em, mini-game and virtual tiles, each opening its page. */
export function PopularGameTiles() {
  return (
    <Section aria-labelledby="top-games-title" data-testid="popular-games">
      <SectionHead>
        <h2 id="top-games-title">{T.title}</h2>
      </SectionHead>
      <GameTiles aria-label={T.title}>
        {T.tiles.map((tile) => (
          <GameTile key={tile.to} $hue={tile.hue}>
            <SiteLink to={tile.to}>
              <GameIcon kind={tile.icon} />
              <span>
                <strong>{tile.title}</strong>
                <small>{tile.caption}</small>
              </span>
            </SiteLink>
          </GameTile>
        ))}
      </GameTiles>
    </Section>
  );
}
