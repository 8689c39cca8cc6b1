/**
 * Which parts of the frame a path shows (spec 2): the top page has no side bars and no bet slip;
 * /login hides the side bars (and the slip, which needs a member anyway); partner pages have
 * their own layout without the slip.
 */
export interface ShellVisibility {
  readonly sidebars: boolean;
  readonly betSlip: boolean;
}

const firstSegment = (pathname: string): string => pathname.split('/').filter(Boolean)[0] ?? '';

export function shellVisibility(pathname: string): ShellVisibility {
  const first = firstSegment(pathname);
  if (first === '' || first === 'login') return { sidebars: false, betSlip: false };
  if (first === 'partner') return { sidebars: false, betSlip: false };
  return { sidebars: true, betSlip: true };
}

/** The pre-match list a league click goes to: the one the member is on, else /europe. */
export function prematchListOf(pathname: string): '/korea' | '/europe' {
  return firstSegment(pathname) === 'korea' ? '/korea' : '/europe';
}

/** Spec 2 sidebar search: /europe?time={unix seconds}&search={text}. */
export function searchLocation(text: string, nowMs: number): string {
  const query = new URLSearchParams({ time: String(Math.floor(nowMs / 1000)), search: text.trim() });
  return `/europe?${query.toString()}`;
}

/** Spec 2 league click: the current list with game_type=1, sportId, location and league. */
export function leagueLocation(pathname: string, sportId: number, locationId: number, leagueId: number): string {
  const query = new URLSearchParams({ game_type: '1', sportId: String(sportId), location: String(locationId), league: String(leagueId) });
  return `${prematchListOf(pathname)}?${query.toString()}`;
}

/** Spec 2 popular game: /europe?game_type=1&fixtureId={id}. */
export function popularGameLocation(fixtureId: number): string {
  return `/europe?game_type=1&fixtureId=${fixtureId}`;
}

/** A header tab is active when the path lies under it (/bet_result/sports under /bet_result). */
export function isTabActive(tabPath: string, pathname: string): boolean {
  if (tabPath === '/europe') return pathname.startsWith('/europe') || pathname.startsWith('/korea');
  return pathname === tabPath || pathname.startsWith(`${tabPath}/`);
}
