import { DEFAULT_MIN_BET, odds, type Odds } from '@bet/core/shared';
import { virtualLeagueLabel } from '@bet/core/labels';
import { VIRTUAL_RANKING_GROUPS } from '@bet/core/virtual';
import { hash32, mulberry32 } from '../sports/feed/prng.js';
import { pointsModel, fairPrice, offeredPrice, outcomeProbabilities } from '../sports/feed/pricing.js';
import { MARKET_TYPE, settleSelection, type MarketTypeId } from '../sports/feed/markets.js';
import type { FairStream } from '@bet/core/fairness';
import type { GameDef, PickDef, RoundResult } from './game-types.js';

/**
 * Virtual sports (the /bet365 pages; gameDetailType 50 soccer, 55 basketball, 60 dog, 65 horse).
 * The fixture of a round (teams, runners, prices) comes from the round number, so it is public
 * before betting; only the outcome depends on the secret seed. Match prices come from the same
 * pricing model as the real sports feed.
 */
export const VIRTUAL_SOCCER_LEAGUES = VIRTUAL_RANKING_GROUPS.map((g) => ({ ...g, nameKorean: virtualLeagueLabel(g.name) }));

const SOCCER_TEAMS = [
  '런던',
  '맨체스터',
  '리버풀',
  '마드리드',
  '바르셀로나',
  '밀라노',
  '뮌헨',
  '파리',
  '암스테르담',
  '리스본',
  '서울',
  '도쿄',
];
const BASKET_TEAMS = ['보스턴', '시카고', '댈러스', '덴버', '마이애미', '피닉스', '시애틀', '뉴욕'];

const num = (r: RoundResult, key: string): number => Number(r[key]);

function matchPicks(homeMean: number, awayMean: number, draws: boolean, totalLine: number): PickDef[] {
  const model = pointsModel({ home: 0, away: 0 }, homeMean, awayMean);
  const priceOf = (type: MarketTypeId, name: string, line: number | null): Odds =>
    offeredPrice(fairPrice(outcomeProbabilities(model, type, { name, line })), 0.08) ?? odds(101);
  const pick = (
    code: number,
    type: MarketTypeId,
    marketName: string,
    marketNameKorean: string,
    name: string,
    nameKorean: string,
    line: number | null,
  ): PickDef => ({
    code,
    marketName,
    marketNameKorean,
    name: line === null ? nameKorean : `${nameKorean} ${line}`,
    price: priceOf(type, name, line),
    settle: (r) => {
      const o = settleSelection(type, { name, line }, { home: num(r, 'home'), away: num(r, 'away') });
      return o === 'won' ? 'won' : o === 'void' ? 'void' : 'lost';
    },
  });
  const result = draws
    ? [
        pick(1, MARKET_TYPE.matchResult, '1X2', '승무패', '1', '승', null),
        pick(2, MARKET_TYPE.matchResult, '1X2', '승무패', 'X', '무', null),
        pick(3, MARKET_TYPE.matchResult, '1X2', '승무패', '2', '패', null),
      ]
    : [pick(1, MARKET_TYPE.winner, '12', '승패', '1', '승', null), pick(3, MARKET_TYPE.winner, '12', '승패', '2', '패', null)];
  return [
    ...result,
    pick(5, MARKET_TYPE.totals, 'Under/Over', '언더오버', 'Over', '오버', totalLine),
    pick(6, MARKET_TYPE.totals, 'Under/Over', '언더오버', 'Under', '언더', totalLine),
    pick(7, MARKET_TYPE.oddEven, 'Odd/Even', '홀짝', 'Odd', '홀', null),
    pick(8, MARKET_TYPE.oddEven, 'Odd/Even', '홀짝', 'Even', '짝', null),
  ];
}

function pair(names: readonly string[], gameId: number, roundNo: number): { home: string; away: string; strength: number } {
  const rng = mulberry32(hash32(gameId, roundNo));
  const h = rng.int(0, names.length - 1);
  const a = (h + rng.int(1, names.length - 1)) % names.length;
  return { home: names[h] as string, away: names[a] as string, strength: (rng.next() - 0.45) * 0.6 };
}

/** Poisson draw from a fair stream (inverse CDF on a 1e9 grid: exact enough, still verifiable). */
function fairPoisson(stream: FairStream, mean: number): number {
  const u = stream.nextInt(1_000_000_000) / 1_000_000_000;
  let k = 0;
  let p = Math.exp(-mean);
  let cumulative = p;
  while (u > cumulative && k < 400) {
    k++;
    p *= mean / k;
    cumulative += p;
  }
  return k;
}

/** A soccer round's league (its ranking group) and teams: public from the round number alone. */
export function soccerFixtureOf(roundNo: number): { leagueId: string; leagueName: string; home: string; away: string; strength: number } {
  const m = pair(SOCCER_TEAMS, 50, roundNo);
  const league = VIRTUAL_SOCCER_LEAGUES[roundNo % VIRTUAL_SOCCER_LEAGUES.length]!;
  return { leagueId: league.id, leagueName: league.nameKorean, ...m };
}

const soccer: GameDef = {
  id: 50,
  kind: 'virtual',
  providerName: 'bet365',
  nameKorean: '가상축구',
  periodSeconds: 180,
  closeBeforeSeconds: 15,
  minBet: DEFAULT_MIN_BET,
  maxBet: 1_000_000,
  maxWin: 5_000_000,
  roundsAhead: 3,
  setup: (roundNo) => {
    const m = soccerFixtureOf(roundNo);
    return {
      title: `${m.leagueName} ${m.home} vs ${m.away}`,
      home: m.home,
      away: m.away,
      picks: matchPicks(1.4 * (1 + m.strength), 1.4 * (1 - m.strength), true, 2.5),
    };
  },
  draw: (stream, roundNo) => {
    const m = pair(SOCCER_TEAMS, 50, roundNo);
    return { home: fairPoisson(stream, 1.4 * (1 + m.strength)), away: fairPoisson(stream, 1.4 * (1 - m.strength)) };
  },
  describe: (r) => `${num(r, 'home')}:${num(r, 'away')}`,
};

const basketball: GameDef = {
  id: 55,
  kind: 'virtual',
  providerName: 'bet365',
  nameKorean: '가상농구',
  periodSeconds: 180,
  closeBeforeSeconds: 15,
  minBet: DEFAULT_MIN_BET,
  maxBet: 1_000_000,
  maxWin: 5_000_000,
  roundsAhead: 3,
  setup: (roundNo) => {
    const m = pair(BASKET_TEAMS, 55, roundNo);
    return {
      title: `${m.home} vs ${m.away}`,
      home: m.home,
      away: m.away,
      picks: matchPicks(80 * (1 + m.strength / 4), 80 * (1 - m.strength / 4), false, 159.5),
    };
  },
  draw: (stream, roundNo) => {
    const m = pair(BASKET_TEAMS, 55, roundNo);
    let home = fairPoisson(stream, 80 * (1 + m.strength / 4));
    let away = fairPoisson(stream, 80 * (1 - m.strength / 4));
    // Overtime: points until the tie breaks.
    while (home === away) {
      home += fairPoisson(stream, 5);
      away += fairPoisson(stream, 5);
    }
    return { home, away };
  },
  describe: (r) => `${num(r, 'home')}:${num(r, 'away')}`,
};

/** Races: runner weights from the round number; the winner drawn in proportion to them. */
function race(id: number, nameKorean: string, runners: number, label: (n: number) => string): GameDef {
  const weights = (roundNo: number): number[] => {
    const rng = mulberry32(hash32(id, roundNo));
    return Array.from({ length: runners }, () => 1 + rng.int(0, 8));
  };
  return {
    id,
    kind: 'virtual',
    providerName: 'bet365',
    nameKorean,
    periodSeconds: 120,
    closeBeforeSeconds: 10,
    minBet: DEFAULT_MIN_BET,
    maxBet: 500_000,
    maxWin: 5_000_000,
    roundsAhead: 3,
    setup: (roundNo) => {
      const w = weights(roundNo);
      const total = w.reduce((a, b) => a + b, 0);
      return {
        title: `${nameKorean} ${roundNo}회차`,
        picks: w.map((weight, i) => ({
          code: i + 1,
          marketName: 'Winner',
          marketNameKorean: '우승',
          name: label(i + 1),
          price: offeredPrice(total / weight, 0.12) ?? odds(101),
          settle: (r: RoundResult) => ((r.order as number[])[0] === i + 1 ? 'won' : 'lost'),
        })),
      };
    },
    draw: (stream, roundNo) => {
      // Finishing order: repeatedly draw the next finisher in proportion to the weights left.
      const left = weights(roundNo).map((weight, i) => ({ runner: i + 1, weight }));
      const order: number[] = [];
      while (left.length > 0) {
        let ticket = stream.nextInt(left.reduce((a, b) => a + b.weight, 0));
        const index = left.findIndex((r) => (ticket -= r.weight) < 0);
        order.push((left[index] as { runner: number }).runner);
        left.splice(index, 1);
      }
      return { order };
    },
    describe: (r) => `${label((r.order as number[])[0] ?? 0)} 우승`,
  };
}

export const VIRTUAL_GAMES: readonly GameDef[] = [
  soccer,
  basketball,
  race(60, '개경주', 6, (n) => `${n}번 개`),
  race(65, '경마', 8, (n) => `${n}번 말`),
];
