export { createCasinoModule, type CasinoModuleOptions } from './module.js';
export type { CasinoProviderPort, CasinoLobby, CasinoGame } from './casino-provider.port.js';
export { signCallback } from './casino-signature.js';
