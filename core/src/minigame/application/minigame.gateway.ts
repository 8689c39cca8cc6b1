import type { Observable } from 'rxjs';
import type { BetSlipMiniGameEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { MinigameGame } from '../domain/minigame-catalogue.js';
import type { MinigameBoard } from '../domain/minigame-round.js';
import { portToken } from '../../shared/ports/port-token.js';

/**
 * Server calls of the mini-game pages (spec 7 "Mini-games"). `background`: the board's poll sent
 * the call, not the member (X-Background-Poll: no activity for the session's idle limit).
 */
export interface MinigameGateway {
  /** GET /settingMinigame: every game with its maintenance switch. */
  games(): Promise<Result<readonly MinigameGame[], ApiError>>;
  /** GET /settingMinigame/{id}: null when the game is missing (404). */
  game(gameId: number): Promise<Result<MinigameGame | null, ApiError>>;
  /** GET /minigame/rounds?gameId: the open rounds and the last 10 results. */
  board(gameId: number, background?: boolean): Promise<Result<MinigameBoard, ApiError>>;
  /** The round ids (board round ids) the member has bet on in this game, from the member's recent mini-game slips. */
  betRounds(memberUserId: string, gameId: number, background?: boolean): Promise<Result<readonly number[], ApiError>>;
}
export const MinigameGateway = portToken<MinigameGateway>('MinigameGateway');

/** The member as the mini-game board reads it; null for a visitor. */
export interface MinigameMember {
  readonly userId: string;
}

/**
 * The bet slip as the board uses it (the app passes core's feature link over BetSlipViewModel):
 * picks go in as mini-game entries; the board marks the picks in the slip and learns when a bet
 * was placed (then it reloads the rounds the member has used).
 */
export interface MinigameSlipPort {
  addBet(entry: BetSlipMiniGameEntry): void;
  readonly selectedOddsIds$: Observable<readonly number[]>;
  readonly placed$: Observable<unknown>;
}
