// Mini-games: /minigame and /minigame/{provider} (provider tabs, games, round board, last results, picks into the slip).
export { MinigamePage, minigamePath, type MinigamePageProps, type MinigameScreenModel } from './MinigamePage.js';
export { MinigameBoard, type MinigameBoardActions, type MinigameBoardProps } from './MinigameBoard.js';
export { MINIGAME_TEXTS } from './texts.js';
