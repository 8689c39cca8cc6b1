import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { HoldemGame, HoldemMember } from '../domain/holdem-launch.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Server calls of /holdem (spec 7 "Games"). */
export interface HoldemGateway {
  /** GET /realpoker/user/create?userId&nickname or GET /revolution/user/create: the answer's code (1 = created). */
  createAccount(game: HoldemGame, member: HoldemMember): Promise<Result<number, ApiError>>;
  /** GET /realpoker/game/link?userId or GET /revolution/game/link?userId[&agentCode]: the game's URL. */
  link(game: HoldemGame, member: HoldemMember): Promise<Result<string, ApiError>>;
}
export const HoldemGateway = portToken<HoldemGateway>('HoldemGateway');
