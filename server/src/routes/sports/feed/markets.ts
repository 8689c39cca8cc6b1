import type { LegOutcome } from '../settlement/leg-outcome.js';

/**
 * Market types of the simulated feed, with the feed's (LSports-style) ids and English names;
 * core's label table turns the names into Korean. `settleSelection` decides a pick from a
 * final score: the same function prices markets in the simulator and settles them, so prices
 * and results can never disagree on what a line means.
 */
export const MARKET_TYPE = {
  matchResult: 1,
  totals: 2,
  handicap: 3,
  oddEven: 5,
  doubleChance: 7,
  winner: 52,
} as const;
export type MarketTypeId = (typeof MARKET_TYPE)[keyof typeof MARKET_TYPE];

export const MARKET_NAMES: Readonly<Record<MarketTypeId, { name: string; nameKorean: string }>> = {
  1: { name: '1X2', nameKorean: '승무패' },
  2: { name: 'Under/Over', nameKorean: '언더오버' },
  3: { name: 'Asian Handicap', nameKorean: '핸디캡' },
  5: { name: 'Odd/Even', nameKorean: '홀짝' },
  7: { name: 'Double Chance', nameKorean: '더블찬스' },
  52: { name: '12', nameKorean: '승패' },
};

export const SELECTION_KOREAN: Readonly<Record<string, string>> = {
  '1': '승',
  X: '무',
  '2': '패',
  '1X': '승무',
  '12': '승패',
  X2: '무패',
  Over: '오버',
  Under: '언더',
  Odd: '홀',
  Even: '짝',
};

export interface Selection {
  readonly name: string;
  /** The pick's own line ("2.5" for totals, "-0.5"/"0.5" for handicap sides), null otherwise. */
  readonly line: number | null;
}

export interface Score {
  readonly home: number;
  readonly away: number;
}

/** The picks a market offers; `baseline` is the total line or the home handicap. */
export function selectionsOf(type: MarketTypeId, baseline: number | null): Selection[] {
  switch (type) {
    case MARKET_TYPE.matchResult:
      return [
        { name: '1', line: null },
        { name: 'X', line: null },
        { name: '2', line: null },
      ];
    case MARKET_TYPE.winner:
      return [
        { name: '1', line: null },
        { name: '2', line: null },
      ];
    case MARKET_TYPE.doubleChance:
      return [
        { name: '1X', line: null },
        { name: '12', line: null },
        { name: 'X2', line: null },
      ];
    case MARKET_TYPE.oddEven:
      return [
        { name: 'Odd', line: null },
        { name: 'Even', line: null },
      ];
    case MARKET_TYPE.totals:
      return [
        { name: 'Over', line: baseline },
        { name: 'Under', line: baseline },
      ];
    case MARKET_TYPE.handicap:
      return [
        { name: '1', line: baseline },
        { name: '2', line: baseline === null ? null : negate(baseline) },
      ];
  }
}

const negate = (n: number): number => (n === 0 ? 0 : -n);

/** Formats a line as the feed does: "2.5", "-0.25", "0". */
export function formatLine(line: number | null): string | null {
  return line === null ? null : String(line);
}

type Half = 'win' | 'lose' | 'push';

const sign = (v: number): Half => (v > 0 ? 'win' : v < 0 ? 'lose' : 'push');

/** A quarter line (x.25 / x.75) is two half stakes on the neighbouring lines. */
function halves(line: number): [number, number] {
  const quarters = Math.round(line * 4);
  if (quarters % 2 === 0) return [line, line];
  return [(quarters - 1) / 4, (quarters + 1) / 4];
}

function lineOutcome(margin: (line: number) => number, line: number): LegOutcome {
  const [a, b] = halves(line).map((l) => sign(margin(l))) as [Half, Half];
  if (a === b) return a === 'win' ? 'won' : a === 'lose' ? 'lost' : 'void';
  const pair = new Set([a, b]);
  if (pair.has('win') && pair.has('push')) return 'halfWon';
  if (pair.has('lose') && pair.has('push')) return 'halfLost';
  // win + lose cannot happen: the two halves are only 0.5 apart and scores are integers.
  throw new Error(`inconsistent quarter line ${line}`);
}

/** Outcome of one pick given the final score (for 12 markets a tie, impossible after overtime, is void). */
export function settleSelection(type: MarketTypeId, selection: Selection, score: Score): LegOutcome {
  const { home, away } = score;
  const diff = home - away;
  switch (type) {
    case MARKET_TYPE.matchResult:
      return (selection.name === '1' && diff > 0) || (selection.name === 'X' && diff === 0) || (selection.name === '2' && diff < 0)
        ? 'won'
        : 'lost';
    case MARKET_TYPE.winner:
      if (diff === 0) return 'void';
      return (selection.name === '1') === diff > 0 ? 'won' : 'lost';
    case MARKET_TYPE.doubleChance: {
      const hit = selection.name === '1X' ? diff >= 0 : selection.name === 'X2' ? diff <= 0 : diff !== 0;
      return hit ? 'won' : 'lost';
    }
    case MARKET_TYPE.oddEven:
      return ((home + away) % 2 === 1) === (selection.name === 'Odd') ? 'won' : 'lost';
    case MARKET_TYPE.totals: {
      const line = requireLine(selection);
      const total = home + away;
      return lineOutcome((l) => (selection.name === 'Over' ? total - l : l - total), line);
    }
    case MARKET_TYPE.handicap: {
      const line = requireLine(selection);
      return lineOutcome((l) => (selection.name === '1' ? diff + l : -diff + l), line);
    }
  }
}

function requireLine(selection: Selection): number {
  if (selection.line === null) throw new Error(`selection ${selection.name} needs a line`);
  return selection.line;
}
