import { DEFAULT_MIN_BET, odds } from '@bet/core/shared';
import { drawBall, drawLadder, drawOddEven } from '@bet/core/fairness';
import type { GameDef, PickDef, PickOutcome, RoundResult } from './game-types.js';

/**
 * Mini-game kinds (the games themselves are listed in ./minigame-catalogue.ts). Ball games
 * draw 5 distinct normal balls of 1..28 and a power ball of 0..9: normal-ball sum odd/even
 * (codes 1, 2) and under/over 72.5 (3, 4), power ball odd/even (18, 19) and under/over 4.5
 * (20, 21). Each pick is an exact 50 % chance, priced 1.95.
 */
const P = odds(195);
const num = (r: RoundResult, key: string): number => Number(r[key]);
const winIf = (hit: boolean): PickOutcome => (hit ? 'won' : 'lost');

const KST_MS = 9 * 3_600_000;
/**
 * Round r opens at r * period of epoch time; members know it by its number within the KST day
 * (the board's dayRound), so the title (the history's league column) uses that number too.
 */
const titleOf = (nameKorean: string, roundNo: number, periodSeconds: number): string => {
  const period = periodSeconds * 1_000;
  return `${nameKorean} ${Math.floor(((roundNo * period + KST_MS) % 86_400_000) / period) + 1}회차`;
};

const BALL_PICKS: readonly PickDef[] = [
  { code: 1, marketName: 'Odd/Even', marketNameKorean: '일반볼 홀짝', name: '홀', price: P, settle: (r) => winIf(num(r, 'sum') % 2 === 1) },
  { code: 2, marketName: 'Odd/Even', marketNameKorean: '일반볼 홀짝', name: '짝', price: P, settle: (r) => winIf(num(r, 'sum') % 2 === 0) },
  {
    code: 3,
    marketName: 'Under/Over',
    marketNameKorean: '일반볼 언더오버',
    name: '언더',
    price: P,
    settle: (r) => winIf(num(r, 'sum') <= 72),
  },
  {
    code: 4,
    marketName: 'Under/Over',
    marketNameKorean: '일반볼 언더오버',
    name: '오버',
    price: P,
    settle: (r) => winIf(num(r, 'sum') >= 73),
  },
  {
    code: 18,
    marketName: 'Odd/Even',
    marketNameKorean: '파워볼 홀짝',
    name: '홀',
    price: P,
    settle: (r) => winIf(num(r, 'power') % 2 === 1),
  },
  {
    code: 19,
    marketName: 'Odd/Even',
    marketNameKorean: '파워볼 홀짝',
    name: '짝',
    price: P,
    settle: (r) => winIf(num(r, 'power') % 2 === 0),
  },
  {
    code: 20,
    marketName: 'Under/Over',
    marketNameKorean: '파워볼 언더오버',
    name: '언더',
    price: P,
    settle: (r) => winIf(num(r, 'power') <= 4),
  },
  {
    code: 21,
    marketName: 'Under/Over',
    marketNameKorean: '파워볼 언더오버',
    name: '오버',
    price: P,
    settle: (r) => winIf(num(r, 'power') >= 5),
  },
];

export function ballGame(id: number, providerName: string, nameKorean: string, periodSeconds: number): GameDef {
  return {
    id,
    kind: 'minigame',
    providerName,
    nameKorean,
    periodSeconds,
    closeBeforeSeconds: 10,
    minBet: DEFAULT_MIN_BET,
    maxBet: 1_000_000,
    maxWin: 3_000_000,
    roundsAhead: 1,
    setup: (roundNo) => ({ title: titleOf(nameKorean, roundNo, periodSeconds), picks: BALL_PICKS }),
    drawKind: 'ball',
    draw: (stream) => ({ ...drawBall(stream) }),
    describe: (r) => {
      const sum = num(r, 'sum');
      const power = num(r, 'power');
      return `일반볼 ${sum % 2 ? '홀' : '짝'}/${sum <= 72 ? '언더' : '오버'} · 파워볼 ${power % 2 ? '홀' : '짝'}/${power <= 4 ? '언더' : '오버'}`;
    },
  };
}

/**
 * Ladder: start side and rung count are drawn; the finish follows (left+3 even, left+4 odd,
 * right+3 odd, right+4 even). Codes 5..10 (no ball-sum prefix).
 */
const ladderFinish = (r: RoundResult): 'odd' | 'even' => ((r.start === 'left') === (num(r, 'lines') === 3) ? 'even' : 'odd');
const LADDER_PICKS: readonly PickDef[] = [
  {
    code: 5,
    marketName: '사다리 홀짝',
    marketNameKorean: '사다리 홀짝',
    name: '홀',
    price: P,
    settle: (r) => winIf(ladderFinish(r) === 'odd'),
  },
  {
    code: 6,
    marketName: '사다리 홀짝',
    marketNameKorean: '사다리 홀짝',
    name: '짝',
    price: P,
    settle: (r) => winIf(ladderFinish(r) === 'even'),
  },
  { code: 7, marketName: '사다리 출발', marketNameKorean: '사다리 출발', name: '좌', price: P, settle: (r) => winIf(r.start === 'left') },
  { code: 8, marketName: '사다리 출발', marketNameKorean: '사다리 출발', name: '우', price: P, settle: (r) => winIf(r.start === 'right') },
  {
    code: 9,
    marketName: '사다리 줄수',
    marketNameKorean: '사다리 줄수',
    name: '3줄',
    price: P,
    settle: (r) => winIf(num(r, 'lines') === 3),
  },
  {
    code: 10,
    marketName: '사다리 줄수',
    marketNameKorean: '사다리 줄수',
    name: '4줄',
    price: P,
    settle: (r) => winIf(num(r, 'lines') === 4),
  },
];

/** A ladder game (lotus 303 and the other providers' ladders). */
export function ladderGame(id: number, providerName: string, nameKorean: string, periodSeconds: number): GameDef {
  return {
    id,
    kind: 'minigame',
    providerName,
    nameKorean,
    periodSeconds,
    closeBeforeSeconds: 10,
    minBet: DEFAULT_MIN_BET,
    maxBet: 1_000_000,
    maxWin: 3_000_000,
    roundsAhead: 1,
    setup: (roundNo) => ({ title: titleOf(nameKorean, roundNo, periodSeconds), picks: LADDER_PICKS }),
    drawKind: 'ladder',
    draw: (stream) => ({ ...drawLadder(stream) }),
    describe: (r) => `${r.start === 'left' ? '좌' : '우'}${num(r, 'lines')}${ladderFinish(r) === 'odd' ? '홀' : '짝'}`,
  };
}

const ODD_EVEN_PICKS: readonly PickDef[] = [
  { code: 11, marketName: '홀짝', marketNameKorean: '홀짝', name: '홀', price: P, settle: (r) => winIf(num(r, 'number') % 2 === 1) },
  { code: 12, marketName: '홀짝', marketNameKorean: '홀짝', name: '짝', price: P, settle: (r) => winIf(num(r, 'number') % 2 === 0) },
];

/** Odd/even of one number 1..100 (codes 11, 12). */
export function oddEvenGame(id: number, providerName: string, nameKorean: string, periodSeconds: number): GameDef {
  return {
    id,
    kind: 'minigame',
    providerName,
    nameKorean,
    periodSeconds,
    closeBeforeSeconds: 5,
    minBet: DEFAULT_MIN_BET,
    maxBet: 1_000_000,
    maxWin: 3_000_000,
    roundsAhead: 1,
    setup: (roundNo) => ({ title: titleOf(nameKorean, roundNo, periodSeconds), picks: ODD_EVEN_PICKS }),
    drawKind: 'oddEven',
    draw: (stream) => ({ ...drawOddEven(stream) }),
    describe: (r) => `${num(r, 'number')} ${num(r, 'number') % 2 ? '홀' : '짝'}`,
  };
}
