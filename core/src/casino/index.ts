export { CASINO_MESSAGES } from './domain/casino.messages.js';
export { CASINO_ALL_PROVIDERS, normalizeCasinoSearch, providersOfCategory, visibleCasinoGames } from './domain/casino-lobby.js';
export type { CasinoCategory, CasinoLobbyGame, CasinoLobbyProvider, CasinoProviderTab } from './domain/casino-lobby.js';
export {
  CASH_TO_CASINO_MINIMUM,
  CASINO_TO_CASH_MINIMUM,
  CASINO_TRANSFER_MESSAGES,
  casinoTransferPayload,
  casinoTransferSource,
  checkCasinoTransfer,
  walletAfterTransfer,
} from './domain/casino-transfer.js';
export type { CasinoTransferDirection, CasinoTransferPayload, CasinoWallet } from './domain/casino-transfer.js';
export { CASINO_PROVIDER_NAMES, casinoProviderName } from './domain/casino-providers.js';
export { CasinoGateway, GameWindowPort } from './application/casino.gateway.js';
export type { CasinoLobbyData, GameWindow } from './application/casino.gateway.js';
export { createApiCasinoGateway } from './application/api-casino-gateway.js';
export { CasinoLobbyViewModel } from './application/casino-lobby.view-model.js';
export type { CasinoAlert, CasinoLobbyView, CasinoLobbyViewModelDeps, CasinoMember } from './application/casino-lobby.view-model.js';
