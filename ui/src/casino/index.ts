// Casino and slot lobbies: /casino and /slot (provider tabs, search, tiles, launch, wallet transfer).
export { CasinoLobbyPage, type CasinoLobbyPageProps, type CasinoLobbyScreenModel } from './CasinoLobbyPage.js';
export { CasinoLobby, type CasinoLobbyActions, type CasinoLobbyProps } from './CasinoLobby.js';
export { CASINO_TEXTS } from './texts.js';
