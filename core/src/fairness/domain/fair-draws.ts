import type { FairStream } from './fair-stream.js';
import { drawMinigame, type MinigameDrawKind, type MinigameDrawResult } from './minigame-draws.js';
import { drawRoulette, isRouletteDrawKind, rouletteKindOfDraw, type RouletteDrawKind, type RouletteDrawResult } from './roulette-draw.js';

/** Every outcome function the fairness page can recompute: the mini-games' and the two wheels'. */
export type FairDrawKind = MinigameDrawKind | RouletteDrawKind;
export type FairDrawResult = MinigameDrawResult | RouletteDrawResult;

/** The outcome of a game of the kind from its stream (the server draws with the same function). */
export const drawFair = (kind: FairDrawKind, stream: FairStream): FairDrawResult =>
  isRouletteDrawKind(kind) ? drawRoulette(rouletteKindOfDraw(kind), stream) : drawMinigame(kind, stream);
