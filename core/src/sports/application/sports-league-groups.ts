import type { SportsFixtureView } from './sports-list.view.js';
import type { SportsFavouritesState } from './sports-favourites.js';

/** One fixture row under its league header, with its star. */
export interface SportsFixtureRowView {
  readonly fixture: SportsFixtureView;
  readonly favourite: boolean;
}

/** A league header (location · league) and the fixture rows under it, with the league's star. */
export interface SportsLeagueView {
  readonly leagueId: number;
  readonly sportId: number;
  readonly sportNameKorean: string;
  /** '대한민국 · K리그1'. */
  readonly name: string;
  readonly locationImagePath: string | null;
  readonly favourite: boolean;
  readonly fixtures: readonly SportsFixtureRowView[];
}

/** What a list's screen needs of the member's stars. */
export interface SportsFavouritesView {
  /** A member is logged in; a visitor's star click opens the login dialog. */
  readonly enabled: boolean;
  /** The "즐겨찾기" filter is on. */
  readonly only: boolean;
  readonly message: string | null;
}

/**
 * The fixtures grouped by league in the order the list holds them, each header and row with its
 * star. The "즐겨찾기" filter is the server's (the list asks for favourites only), not done here.
 */
export function sportsLeagueGroups(
  fixtures: readonly SportsFixtureView[],
  fav: Pick<SportsFavouritesState, 'leagues' | 'fixtures'>,
): SportsLeagueView[] {
  const groups = new Map<string, { head: Omit<SportsLeagueView, 'fixtures'>; rows: SportsFixtureRowView[] }>();
  for (const f of fixtures) {
    const leagueFavourite = fav.leagues.has(f.leagueId);
    const favourite = fav.fixtures.has(f.id);
    // A league belongs to one sport; keyed by both so a feed that reuses an id across sports still splits.
    const key = `${f.sportId}:${f.leagueId}`;
    let group = groups.get(key);
    if (!group) {
      const head = {
        leagueId: f.leagueId,
        sportId: f.sportId,
        sportNameKorean: f.sportNameKorean,
        name: `${f.locationNameKorean} · ${f.leagueNameKorean}`,
        locationImagePath: f.locationImagePath,
        favourite: leagueFavourite,
      };
      groups.set(key, (group = { head, rows: [] }));
    }
    group.rows.push({ fixture: f, favourite });
  }
  return [...groups.values()].map((g) => ({ ...g.head, fixtures: g.rows }));
}

/** Same headers and rows (fixture views by identity): the list's view need not change. */
export function sameLeagueGroups(a: readonly SportsLeagueView[], b: readonly SportsLeagueView[]): boolean {
  return (
    a.length === b.length &&
    a.every((x, i) => {
      const y = b[i]!;
      return (
        x.leagueId === y.leagueId &&
        x.sportId === y.sportId &&
        x.favourite === y.favourite &&
        x.name === y.name &&
        x.fixtures.length === y.fixtures.length &&
        x.fixtures.every((r, j) => r.fixture === y.fixtures[j]!.fixture && r.favourite === y.fixtures[j]!.favourite)
      );
    })
  );
}
