export { createRoundsModule, type RoundsModule, type RoundsModuleOptions } from './module.js';
export type { RoundsWiring } from './rounds.ports.js';
