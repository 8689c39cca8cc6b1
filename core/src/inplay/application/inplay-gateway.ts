import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { InplayBetAnswer } from '../domain/inplay-flow-effect.js';
import { portToken } from '../../shared/ports/port-token.js';

/**
 * The server calls of in-play betting (spec section 7). `P` is the bet payload, built by the
 * bet slip; this feature passes it through untouched.
 */
export interface InplayGateway<P = unknown> {
  /** GET /sports-inplay/get-betting-token/{userId}?sports={sportId}: a one-bet token. */
  getBettingToken(userId: string, sportId: number): Promise<Result<string, ApiError>>;
  /**
   * POST /sports-inplay/betting with header X-Betting-Token: places the bet. A 2xx answer with
   * `result` '10' means the odds changed before the bet was taken; other 2xx answers are success.
   */
  placeInplayBet(payload: P, token: string): Promise<Result<InplayBetAnswer, ApiError>>;
}
export const InplayGateway = portToken<InplayGateway>('InplayGateway');
