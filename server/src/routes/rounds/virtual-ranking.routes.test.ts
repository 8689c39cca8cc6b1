import { buildSportsTestApp, type SportsTestApp } from '../sports/testing/sports-test-app.js';

interface Standing {
  rank: number;
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  points: number;
}
interface Ranking {
  rounds: number;
  groups: Array<{ id: string; name: string; nameKorean: string; teams: Standing[] }>;
}
interface SoccerRound {
  id: number;
  title: string;
  home: string;
  away: string;
  drawsAt: string;
}

/** Spec 9: "Team ranking groups: Premiership, Superleague, EuroCup, WorldCup" from settled virtual soccer rounds. */
describe('GET /vet3/soccer/ranking', () => {
  let t: SportsTestApp;
  beforeAll(async () => {
    t = await buildSportsTestApp({ simulator: { leagues: [] } });
  });
  afterAll(async () => {
    await t.close();
  });

  const ranking = async (): Promise<Ranking> => {
    const res = await t.call(null, { url: '/api/vet3/soccer/ranking' });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('answers the four groups in the spec’s order, empty before any round is settled', async () => {
    const before = await ranking();
    expect(before.groups.map((g) => [g.name, g.nameKorean])).toEqual([
      ['Premiership', '프리미어십'],
      ['Superleague', '슈퍼리그'],
      ['EuroCup', '유로컵'],
      ['WorldCup', '월드컵'],
    ]);
    expect(before.rounds).toBe(0);
    expect(before.groups.every((g) => g.teams.length === 0)).toBe(true);
  });

  it('counts each settled round in its league’s table with the drawn score (3 a win, 1 a draw)', async () => {
    const board = (await t.call(null, { url: '/api/vet3/Soccer' })).json() as { rounds: SoccerRound[] };
    const rounds = board.rounds;
    expect(rounds.length).toBeGreaterThan(0);
    t.advanceClock(new Date(rounds.at(-1)!.drawsAt).getTime() - t.harness.clock.now() + 1);
    await t.scheduler?.tick();

    const after = await ranking();
    expect(after.rounds).toBeGreaterThanOrEqual(rounds.length);
    const played = after.groups.flatMap((g) => g.teams).reduce((sum, s) => sum + s.played, 0);
    expect(played).toBe(after.rounds * 2);
    for (const round of rounds) {
      const verify = (await t.call(null, { url: `/api/rounds/${round.id}/verify` })).json() as { result: { home: number; away: number } };
      // The round's title names its league (the board's text): that group holds the match.
      const group = after.groups.find((g) => round.title.startsWith(g.nameKorean))!;
      expect(group).toBeDefined();
      const home = group.teams.find((s) => s.team === round.home)!;
      const away = group.teams.find((s) => s.team === round.away)!;
      expect(home.goalsFor).toBeGreaterThanOrEqual(verify.result.home);
      expect(away.goalsFor).toBeGreaterThanOrEqual(verify.result.away);
      if (home.played === 1) {
        const { home: h, away: a } = verify.result;
        expect([home.goalsFor, home.goalsAgainst, home.points]).toEqual([h, a, h > a ? 3 : h === a ? 1 : 0]);
      }
    }
    for (const group of after.groups) {
      const points = group.teams.map((s) => s.points);
      expect(points).toEqual([...points].sort((x, y) => y - x));
    }
  });
});
