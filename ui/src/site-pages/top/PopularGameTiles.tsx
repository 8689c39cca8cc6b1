import { SiteLink } from '../../shell/SiteLink.js';
import { PAGE_TEXTS } from '../texts.js';
import { GameIcon } from './GameIcon.js';
import { GameTile, GameTiles, Section, SectionHead } from './TopSections.styles.js';

const T = PAGE_TEXTS.top.games;

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
