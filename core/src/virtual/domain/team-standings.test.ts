import fc from 'fast-check';
import { teamStandings, VIRTUAL_RANKING_GROUPS, type SettledMatch } from './team-standings.js';

const match = (home: string, away: string, homeGoals: number, awayGoals: number): SettledMatch => ({ home, away, homeGoals, awayGoals });

describe('teamStandings (spec 9 team ranking)', () => {
  it('names the spec’s four groups in order', () => {
    expect(VIRTUAL_RANKING_GROUPS.map((g) => g.name)).toEqual(['Premiership', 'Superleague', 'EuroCup', 'WorldCup']);
  });

  it('gives 3 points a win and 1 a draw, and counts played, goals and the record', () => {
    const table = teamStandings([match('서울', '도쿄', 2, 1), match('도쿄', '파리', 0, 0), match('파리', '서울', 3, 3)]);
    expect(table).toEqual([
      { rank: 1, team: '서울', played: 2, won: 1, drawn: 1, lost: 0, goalsFor: 5, goalsAgainst: 4, points: 4 },
      { rank: 2, team: '파리', played: 2, won: 0, drawn: 2, lost: 0, goalsFor: 3, goalsAgainst: 3, points: 2 },
      { rank: 3, team: '도쿄', played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 1, goalsAgainst: 2, points: 1 },
    ]);
  });

  it('ranks equal points by goal difference, then goals scored; teams level on all share a rank', () => {
    const table = teamStandings([match('A', 'B', 3, 0), match('C', 'D', 1, 0), match('E', 'F', 4, 1), match('G', 'H', 0, 0)]);
    expect(table.map((t) => [t.rank, t.team])).toEqual([
      [1, 'E'],
      [2, 'A'],
      [3, 'C'],
      [4, 'G'],
      [4, 'H'],
      [6, 'D'],
      [7, 'F'],
      [8, 'B'],
    ]);
  });

  it('keeps the books: every match adds 2 played, goals for equal goals against, points 2 or 3 a match', () => {
    const teams = ['런던', '서울', '파리', '뮌헨'];
    const matchArb = fc
      .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 3 }), fc.nat(6), fc.nat(6))
      .map(([h, offset, hg, ag]) => match(teams[h]!, teams[(h + offset) % 4]!, hg, ag));
    fc.assert(
      fc.property(fc.array(matchArb, { maxLength: 40 }), (matches) => {
        const table = teamStandings(matches);
        const sum = (f: (t: (typeof table)[number]) => number): number => table.reduce((s, t) => s + f(t), 0);
        expect(sum((t) => t.played)).toBe(matches.length * 2);
        expect(sum((t) => t.goalsFor)).toBe(sum((t) => t.goalsAgainst));
        const draws = matches.filter((m) => m.homeGoals === m.awayGoals).length;
        expect(sum((t) => t.points)).toBe((matches.length - draws) * 3 + draws * 2);
        for (let i = 1; i < table.length; i++) expect(table[i - 1]!.points).toBeGreaterThanOrEqual(table[i]!.points);
      }),
    );
  });
});
