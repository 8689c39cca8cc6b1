/** The games' chunk (screens.tsx loads it on the first visit to one): casino and slot, mini-games, virtual games, hold'em, fairness. */
export { CasinoRoute } from './casino-route.js';
export { MinigameRoute } from './minigame-route.js';
export { VirtualRoute } from './virtual-route.js';
export { HoldemRoute } from './holdem-route.js';
export { FairnessRoute } from './fairness-route.js';
