import type { VirtualRankingDto } from '@bet/core/api';
import { teamStandings, VIRTUAL_STANDINGS_ROUNDS, type SettledMatch } from '@bet/core/virtual';
import type { Queryable } from '../../db/db.js';
import { recentRounds } from './round-store.js';
import { soccerFixtureOf, VIRTUAL_SOCCER_LEAGUES } from './virtual-games.js';

/** The virtual soccer game's id (gameDetailType 50). */
const VIRTUAL_SOCCER_GAME_ID = 50;

/**
 * The team ranking of spec 9: the newest settled virtual soccer rounds, each counted in its
 * league's table (the round number names league and teams, the drawn result the score), with
 * core's table rule. Every group is answered, in the spec's order, even before its first match.
 */
export async function virtualRanking(db: Queryable): Promise<VirtualRankingDto> {
  const rounds = await recentRounds(db, VIRTUAL_SOCCER_GAME_ID, VIRTUAL_STANDINGS_ROUNDS);
  const matches = new Map<string, SettledMatch[]>();
  let counted = 0;
  for (const round of rounds) {
    if (round.result === null) continue;
    const fixture = soccerFixtureOf(round.roundNo);
    const list = matches.get(fixture.leagueId) ?? [];
    list.push({ home: fixture.home, away: fixture.away, homeGoals: Number(round.result.home), awayGoals: Number(round.result.away) });
    matches.set(fixture.leagueId, list);
    counted++;
  }
  return {
    rounds: counted,
    groups: VIRTUAL_SOCCER_LEAGUES.map((league) => ({
      id: league.id,
      name: league.name,
      nameKorean: league.nameKorean,
      teams: teamStandings(matches.get(league.id) ?? []),
    })),
  };
}
