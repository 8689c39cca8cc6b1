export { HOLDEM_GAME_NAMES, HOLDEM_MESSAGES } from './domain/holdem.messages.js';
export { HOLDEM_GAMES, planHoldemLaunch } from './domain/holdem-launch.js';
export type { HoldemGame, HoldemLaunchPlan, HoldemMaintenance, HoldemMember } from './domain/holdem-launch.js';
export { HoldemGateway } from './application/holdem.gateway.js';
export { createApiHoldemGateway } from './application/api-holdem-gateway.js';
export { HoldemViewModel } from './application/holdem.view-model.js';
export type { HoldemCardView, HoldemView, HoldemViewModelDeps } from './application/holdem.view-model.js';
