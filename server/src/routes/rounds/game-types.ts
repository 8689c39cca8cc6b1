import type { Odds } from '@bet/core/shared';
import type { MinigameDrawKind, FairStream } from '@bet/core/fairness';

/** What a drawn round produced: plain JSON, stored in game_rounds.result. */
export type RoundResult = Record<string, number | string | number[] | string[]>;

export type PickOutcome = 'won' | 'lost' | 'void';

/**
 * One thing a member can pick in a round. Its odds id is `roundId * 1000 + code`, so the last
 * two digits are the code: 1-4 and 18-21 keep core's normal/power ball-sum prefixes meaningful.
 */
export interface PickDef {
  readonly code: number;
  /** English market name (core's label table translates it). */
  readonly marketName: string;
  readonly marketNameKorean: string;
  /** Korean pick name, e.g. '홀'. */
  readonly name: string;
  readonly price: Odds;
  readonly settle: (result: RoundResult) => PickOutcome;
}

export interface RoundSetup {
  /** Public before betting: teams, runners, lines. Derived from the round number only. */
  readonly title: string;
  readonly home?: string;
  readonly away?: string;
  readonly picks: readonly PickDef[];
}

export interface GameDef {
  readonly id: number;
  readonly kind: 'minigame' | 'virtual';
  readonly providerName: string;
  readonly nameKorean: string;
  readonly periodSeconds: number;
  /** Betting closes this long before the draw. */
  readonly closeBeforeSeconds: number;
  readonly minBet: number;
  readonly maxBet: number;
  readonly maxWin: number;
  /** Rounds open for betting at once (the current one and the next ones). */
  readonly roundsAhead: number;
  /** Picks and context of a round, from its number alone (no secret involved). */
  setup(roundNo: number): RoundSetup;
  /** Mini-games: core's outcome function the game draws with (the fairness page recomputes with it). */
  readonly drawKind?: MinigameDrawKind;
  /** The outcome, from the round's fair random stream. */
  draw(stream: FairStream, roundNo: number): RoundResult;
  /** Short Korean description of the result (the slip's win_bet_name). */
  describe(result: RoundResult, roundNo: number): string;
}

export const ROUND_ODDS_FACTOR = 1_000;
export const roundOddsId = (roundId: number, code: number): number => roundId * ROUND_ODDS_FACTOR + code;
export const splitRoundOddsId = (oddsId: number): { roundId: number; code: number } => ({
  roundId: Math.floor(oddsId / ROUND_ODDS_FACTOR),
  code: oddsId % ROUND_ODDS_FACTOR,
});
