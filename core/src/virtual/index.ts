export { VIRTUAL_MESSAGES } from './domain/virtual.messages.js';
export { VIRTUAL_DEFAULT_GAME, VIRTUAL_GAME_KINDS, virtualGameApiName, virtualGameLabel } from './domain/virtual-games.js';
export {
  VIRTUAL_RESULT_COUNT,
  virtualBettingOpen,
  virtualMarkets,
  virtualPlayProgress,
  virtualRoundInLeague,
  virtualSecondsToStart,
  virtualStreamOf,
} from './domain/virtual-round.js';
export type { VirtualBoard, VirtualLeague, VirtualPick, VirtualResult, VirtualRound, VirtualStream } from './domain/virtual-round.js';
export { virtualSlipEntry } from './domain/virtual-slip-entry.js';
export { VirtualGateway } from './application/virtual.gateway.js';
export type { VirtualSlipPort } from './application/virtual.gateway.js';
export { createApiVirtualGateway, virtualBoardOf } from './application/api-virtual-gateway.js';
export { VIRTUAL_POLL_MS, VIRTUAL_TICK_MS, VirtualBoardViewModel } from './application/virtual-board.view-model.js';
export type {
  VirtualBoardView,
  VirtualBoardViewModelDeps,
  VirtualRankingView,
  VirtualStageView,
} from './application/virtual-board.view-model.js';
export {
  POINTS_FOR_DRAW,
  POINTS_FOR_WIN,
  teamStandings,
  VIRTUAL_RANKING_GROUPS,
  VIRTUAL_STANDINGS_ROUNDS,
} from './domain/team-standings.js';
export type { SettledMatch, TeamStanding, VirtualRanking, VirtualRankingGroupId } from './domain/team-standings.js';
export { VIRTUAL_RESULT_SHOW_MS } from './application/virtual-board.view.js';
