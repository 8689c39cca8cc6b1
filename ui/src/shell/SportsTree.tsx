import { FlagImage } from '../design-system/FlagImage.js';
import type { SidebarLocation, SidebarSport } from './sidebar-data.js';
import { Branch, Count, Empty, List } from './SportsTree.styles.js';
import { SHELL_TEXTS } from './texts.js';

export interface SportsTreeProps {
  readonly sports: readonly SidebarSport[];
  readonly onLeague: (sportId: number, locationId: number, leagueId: number) => void;
  readonly onToggleSport: (sportId: number) => void;
  readonly onToggleLocation: (sportId: number, locationId: number) => void;
}

function LocationBranch({
  sportId,
  location,
  onLeague,
  onToggleLocation,
}: { sportId: number; location: SidebarLocation } & Pick<SportsTreeProps, 'onLeague' | 'onToggleLocation'>) {
  return (
    <li>
      <Branch
        type="button"
        $open={location.expanded}
        aria-expanded={location.expanded}
        onClick={() => onToggleLocation(sportId, location.locationId)}
      >
        <FlagImage src={location.imagePath} />
        <span>{location.name}</span>
        <Count>{location.count}</Count>
      </Branch>
      {location.expanded ? (
        <List $depth={1} aria-busy={location.leaguesLoading}>
          {location.leagues.map((league) => (
            <li key={league.leagueId}>
              <Branch type="button" $open={false} onClick={() => onLeague(sportId, location.locationId, league.leagueId)}>
                <span>{league.name}</span>
                <Count>{league.count}</Count>
              </Branch>
            </li>
          ))}
        </List>
      ) : null}
    </li>
  );
}

/** Spec 2 sidebar tree: sport > country > league with counts; a league opens the pre-match list. */
export function SportsTree({ sports, onLeague, onToggleSport, onToggleLocation }: SportsTreeProps) {
  if (sports.length === 0) return <Empty>{SHELL_TEXTS.sidebar.noSports}</Empty>;
  return (
    <List $depth={0}>
      {sports.map((sport) => (
        <li key={sport.sportId}>
          <Branch type="button" $open={sport.expanded} aria-expanded={sport.expanded} onClick={() => onToggleSport(sport.sportId)}>
            <span>{sport.name}</span>
            <Count>{sport.count}</Count>
          </Branch>
          {sport.expanded ? (
            <List $depth={1}>
              {sport.locations.map((location) => (
                <LocationBranch
                  key={location.locationId}
                  sportId={sport.sportId}
                  location={location}
                  onLeague={onLeague}
                  onToggleLocation={onToggleLocation}
                />
              ))}
            </List>
          ) : null}
        </li>
      ))}
    </List>
  );
}
