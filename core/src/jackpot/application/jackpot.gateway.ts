import type { JackpotDto } from '../../api/contracts/jackpot.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

/** The pool as the server read it: whole won, the KST time of the read, the bet share in basis points. */
export type JackpotReading = JackpotDto;

/** Server calls of the jackpot counter. */
export interface JackpotGateway {
  /**
   * GET /jackpot: the pool now (public). `background`: the counter's poll, not a person
   * (X-Background-Poll: a logged-in member's open page does not count as activity).
   */
  read(background?: boolean): Promise<Result<JackpotReading, ApiError>>;
}
export const JackpotGateway = portToken<JackpotGateway>('JackpotGateway');
