import type { FairStream } from './fair-stream.js';

/**
 * The outcome functions of the mini-games: a round's result from its fair stream. The server
 * draws with them and the fairness page recomputes a published round with them, so both run the
 * same code. Results are plain JSON (stored as they are in the round's row).
 */
export type MinigameDrawKind = 'ball' | 'ladder' | 'oddEven';
export const MINIGAME_DRAW_KINDS: readonly MinigameDrawKind[] = ['ball', 'ladder', 'oddEven'];

/** Five distinct normal balls of 1..28 (in draw order), their sum, and a power ball of 0..9. */
export interface BallResult {
  readonly balls: number[];
  readonly power: number;
  readonly sum: number;
}
/** A ladder's start side and rung count (the finish follows from them). */
export interface LadderResult {
  readonly start: 'left' | 'right';
  readonly lines: 3 | 4;
}
/** One number of 1..100. */
export interface OddEvenResult {
  readonly number: number;
}

export type MinigameDrawResult = BallResult | LadderResult | OddEvenResult;

export function drawBall(stream: FairStream): BallResult {
  const balls = stream.distinct(5, 1, 28);
  const power = stream.nextInt(10);
  return { balls, power, sum: balls.reduce((a, b) => a + b, 0) };
}

export const drawLadder = (stream: FairStream): LadderResult => ({
  start: stream.nextInt(2) === 0 ? 'left' : 'right',
  lines: stream.nextInt(2) === 0 ? 3 : 4,
});

export const drawOddEven = (stream: FairStream): OddEvenResult => ({ number: 1 + stream.nextInt(100) });

const DRAWS: Readonly<Record<MinigameDrawKind, (stream: FairStream) => MinigameDrawResult>> = {
  ball: drawBall,
  ladder: drawLadder,
  oddEven: drawOddEven,
};

/** The result of a mini-game of the kind from its stream. */
export const drawMinigame = (kind: MinigameDrawKind, stream: FairStream): MinigameDrawResult => DRAWS[kind](stream);

/** The key the HMAC of a game round is taken over: fixed per round and known to everybody. */
export const fairRoundKey = (gameId: number, roundNo: number): string => `${gameId}:${roundNo}`;

/** A ladder's finish: left+3 even, left+4 odd, right+3 odd, right+4 even. */
export const ladderFinish = (r: LadderResult): 'odd' | 'even' => ((r.start === 'left') === (r.lines === 3) ? 'even' : 'odd');
