export { sha256, SHA256_BLOCK_BYTES, sha256Hex, toHex, utf8Bytes } from './domain/sha256.js';
export { hmacSha256 } from './domain/hmac-sha256.js';
export { FairStream } from './domain/fair-stream.js';
export {
  drawBall,
  drawLadder,
  drawMinigame,
  drawOddEven,
  fairRoundKey,
  ladderFinish,
  MINIGAME_DRAW_KINDS,
} from './domain/minigame-draws.js';
export type { BallResult, LadderResult, MinigameDrawKind, MinigameDrawResult, OddEvenResult } from './domain/minigame-draws.js';
export {
  describeRouletteResult,
  drawRoulette,
  isRouletteDrawKind,
  ROULETTE_FAIR_GAME_IDS,
  ROULETTE_FAIR_GAMES,
  rouletteKindOfDraw,
  rouletteKindOfGameId,
} from './domain/roulette-draw.js';
export type { RouletteDrawKind, RouletteDrawResult } from './domain/roulette-draw.js';
export { drawFair } from './domain/fair-draws.js';
export type { FairDrawKind, FairDrawResult } from './domain/fair-draws.js';
export { checkFairRound, describeFairResult, describeMinigameResult, parseFairRoundKey, sameJson } from './domain/fair-verification.js';
export type { FairCheck, FairCheckInput } from './domain/fair-verification.js';
export { FAIR_ROUNDS_PER_PAGE, FAIRNESS_MESSAGES, FAIRNESS_TEXTS } from './domain/fairness.messages.js';
export { FairnessGateway } from './application/fairness.gateway.js';
export type { FairGame, FairRound, FairRoundsPage } from './application/fairness.gateway.js';
export { createApiFairnessGateway } from './application/api-fairness-gateway.js';
export { FairnessViewModel } from './application/fairness.view-model.js';
export type { FairCheckView, FairForm, FairnessView } from './application/fairness.view-model.js';
