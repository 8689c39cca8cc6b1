import type { FairGameDto, FairRoundDto } from '../../api/contracts/fairness.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

/** A game whose rounds can be verified, with the outcome function it draws with. */
export type FairGame = FairGameDto;
/** A drawn round as published: commitment, revealed seed, result. */
export type FairRound = FairRoundDto;

export interface FairRoundsPage {
  readonly total: number;
  readonly list: readonly FairRound[];
}

/** Server calls of the fairness page (public). */
export interface FairnessGateway {
  /** GET /fairness/games. */
  games(): Promise<Result<readonly FairGame[], ApiError>>;
  /** GET /fairness/rounds?gameId&page&perpage: drawn rounds, newest first. */
  rounds(gameId: number, page: number, perpage: number): Promise<Result<FairRoundsPage, ApiError>>;
}
export const FairnessGateway = portToken<FairnessGateway>('FairnessGateway');
