import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { CasinoCategory, CasinoLobbyGame, CasinoLobbyProvider } from '../domain/casino-lobby.js';
import type { CasinoTransferPayload } from '../domain/casino-transfer.js';
import { portToken } from '../../shared/ports/port-token.js';

export interface CasinoLobbyData {
  readonly providers: readonly CasinoLobbyProvider[];
  readonly games: readonly CasinoLobbyGame[];
}

/** Server calls of the casino and slot lobbies (spec 2, 4, 7). */
export interface CasinoGateway {
  /** GET /casino/lobby?category. */
  lobby(category: CasinoCategory): Promise<Result<CasinoLobbyData, ApiError>>;
  /** POST /casino/launch: the game URL (the game account is made on the first launch). */
  launch(memberId: number, gameId: string): Promise<Result<string, ApiError>>;
  /** POST /emoney/emoney-to-opera (code 4) or /emoney/opera-to-emoney (code 3). */
  transfer(payload: CasinoTransferPayload): Promise<Result<void, ApiError>>;
}
export const CasinoGateway = portToken<CasinoGateway>('CasinoGateway');

/** A game window opened by the member's click (before the launch answers, so no popup blocker stops it). */
export interface GameWindow {
  /** Loads the game. */
  show(url: string): void;
  /** Closes the window (the launch failed). */
  close(): void;
}

/** Opens game windows (the browser's window.open in the app; a fake in tests). */
export interface GameWindowPort {
  /** A new, empty window, or null when the browser blocked it. */
  open(): GameWindow | null;
}
export const GameWindowPort = portToken<GameWindowPort>('GameWindowPort');
