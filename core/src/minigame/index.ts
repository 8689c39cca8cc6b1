export { MINIGAME_MESSAGES } from './domain/minigame.messages.js';
export {
  isMinigameBoardProvider,
  MINIGAME_BOARD_PROVIDERS,
  minigameAccess,
  minigameBoardProviderLabel,
  minigameDefaultGame,
  minigameGamesOf,
} from './domain/minigame-catalogue.js';
export type { MinigameAccess, MinigameBoardProvider, MinigameGame } from './domain/minigame-catalogue.js';
export {
  MINIGAME_RESULT_COUNT,
  minigameBettingOpen,
  minigameCountdownText,
  minigameCountdownTone,
  minigameCurrentRound,
  minigameDayRound,
  minigameMarkets,
  minigameMarketTitle,
  minigameSecondsToClose,
} from './domain/minigame-round.js';
export type {
  MinigameBoard,
  MinigameCountdownTone,
  MinigameMarket,
  MinigamePick,
  MinigameResult,
  MinigameRound,
} from './domain/minigame-round.js';
export { minigameSlipEntry } from './domain/minigame-slip-entry.js';
export type { MinigameSlipGame } from './domain/minigame-slip-entry.js';
export { MinigameGateway } from './application/minigame.gateway.js';
export type { MinigameMember, MinigameSlipPort } from './application/minigame.gateway.js';
export { createApiMinigameGateway, minigameBoardOf } from './application/api-minigame-gateway.js';
export { MINIGAME_POLL_MS, MINIGAME_TICK_MS, MinigameBoardViewModel } from './application/minigame-board.view-model.js';
export type { MinigameBoardView, MinigameBoardViewModelDeps } from './application/minigame-board.view-model.js';
