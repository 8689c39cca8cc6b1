/**
 * The virtual soccer team ranking (spec 9: "Team ranking groups: Premiership, Superleague,
 * EuroCup, WorldCup"). One league table per group from its settled matches: 3 points a win, 1 a
 * draw; ranked by points, then goal difference, then goals scored, then name (so equal teams
 * always come out in the same order). Client and server read the same rule.
 */

/** Spec 9's ranking groups, in the spec's order (the simulator's virtual soccer leagues). */
export const VIRTUAL_RANKING_GROUPS = [
  { id: 'premiership', name: 'Premiership' },
  { id: 'superleague', name: 'Superleague' },
  { id: 'eurocup', name: 'EuroCup' },
  { id: 'worldcup', name: 'WorldCup' },
] as const;
export type VirtualRankingGroupId = (typeof VIRTUAL_RANKING_GROUPS)[number]['id'];

/** How many of the newest settled soccer rounds the tables count (a rolling season: 12 hours of 3-minute rounds). */
export const VIRTUAL_STANDINGS_ROUNDS = 240;

export const POINTS_FOR_WIN = 3;
export const POINTS_FOR_DRAW = 1;

export interface SettledMatch {
  readonly home: string;
  readonly away: string;
  readonly homeGoals: number;
  readonly awayGoals: number;
}

export interface TeamStanding {
  readonly rank: number;
  readonly team: string;
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly goalsFor: number;
  readonly goalsAgainst: number;
  readonly points: number;
}

type Tally = Omit<TeamStanding, 'rank'>;

const empty = (team: string): Tally => ({ team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 });

function add(t: Tally, scored: number, conceded: number): Tally {
  const won = scored > conceded ? 1 : 0;
  const drawn = scored === conceded ? 1 : 0;
  return {
    team: t.team,
    played: t.played + 1,
    won: t.won + won,
    drawn: t.drawn + drawn,
    lost: t.lost + (1 - won - drawn),
    goalsFor: t.goalsFor + scored,
    goalsAgainst: t.goalsAgainst + conceded,
    points: t.points + won * POINTS_FOR_WIN + drawn * POINTS_FOR_DRAW,
  };
}

const byTableOrder = (a: Tally, b: Tally): number =>
  b.points - a.points ||
  b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
  b.goalsFor - a.goalsFor ||
  (a.team < b.team ? -1 : a.team > b.team ? 1 : 0);

/** The league table of these matches; teams level on every criterion share a rank. */
export function teamStandings(matches: readonly SettledMatch[]): TeamStanding[] {
  const tallies = new Map<string, Tally>();
  const tally = (team: string): Tally => tallies.get(team) ?? empty(team);
  for (const m of matches) {
    tallies.set(m.home, add(tally(m.home), m.homeGoals, m.awayGoals));
    tallies.set(m.away, add(tally(m.away), m.awayGoals, m.homeGoals));
  }
  const sorted = [...tallies.values()].sort(byTableOrder);
  const ranks: number[] = [];
  sorted.forEach((t, i) => {
    const previous = sorted[i - 1];
    const level =
      previous !== undefined &&
      previous.points === t.points &&
      previous.goalsFor - previous.goalsAgainst === t.goalsFor - t.goalsAgainst &&
      previous.goalsFor === t.goalsFor;
    ranks.push(level ? ranks[i - 1]! : i + 1);
  });
  return sorted.map((t, i) => ({ rank: ranks[i]!, ...t }));
}

/** The ranking the virtual soccer page shows: one table per group, its Korean name. */
export interface VirtualRanking {
  /** Settled rounds counted. */
  readonly rounds: number;
  readonly groups: readonly { readonly id: string; readonly name: string; readonly teams: readonly TeamStanding[] }[];
}
