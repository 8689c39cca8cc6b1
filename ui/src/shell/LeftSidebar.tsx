import { Button } from '../design-system/Button.js';
import { Aside, Banner, Box, BoxTitle, ButtonRow, ExternalLinks } from './LeftSidebar.styles.js';
import { PopularGames } from './PopularGames.js';
import type { SiteLinks } from './shell-services.js';
import type { SidebarSportsData } from './sidebar-data.js';
import { SidebarSearch } from './SidebarSearch.js';
import { SiteLink } from './SiteLink.js';
import { SportsTree } from './SportsTree.js';
import { SHELL_TEXTS } from './texts.js';

const S = SHELL_TEXTS.sidebar;

export interface LeftSidebarProps {
  readonly data: SidebarSportsData;
  readonly links: SiteLinks;
  readonly onSearch: (text: string) => void;
  readonly onAttendance: () => void;
  readonly onRoulette: () => void;
  readonly onLeague: (sportId: number, locationId: number, leagueId: number) => void;
  readonly onPopular: (fixtureId: number) => void;
  readonly onToggleSport: (sportId: number) => void;
  readonly onToggleLocation: (sportId: number, locationId: number) => void;
}

/** Spec 2 left sidebar: search, game banners, attendance and roulette, the sports tree, popular games. */
export function LeftSidebar(props: LeftSidebarProps) {
  return (
    <Aside>
      <Box>
        <SidebarSearch onSearch={props.onSearch} />
      </Box>
      {S.banners.map((banner) => (
        <Banner key={banner.to}>
          <SiteLink to={banner.to}>
            <strong>{banner.title}</strong>
            <small>{banner.caption}</small>
          </SiteLink>
        </Banner>
      ))}
      <ButtonRow>
        <Button type="button" $variant="secondary" onClick={props.onAttendance}>
          {S.attendance}
        </Button>
        <Button type="button" $variant="secondary" onClick={props.onRoulette}>
          {S.roulette}
        </Button>
      </ButtonRow>
      <Box>
        <BoxTitle>{S.sports}</BoxTitle>
        <SportsTree
          sports={props.data.sports}
          onLeague={props.onLeague}
          onToggleSport={props.onToggleSport}
          onToggleLocation={props.onToggleLocation}
        />
      </Box>
      <Box>
        <BoxTitle>{S.popular}</BoxTitle>
        <PopularGames games={props.data.popular} onGame={props.onPopular} />
      </Box>
      <ExternalLinks>
        {S.outside.map((link) => (
          <a key={link.key} href={props.links[link.key]} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
      </ExternalLinks>
    </Aside>
  );
}
