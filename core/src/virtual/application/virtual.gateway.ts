import type { Observable } from 'rxjs';
import type { VirtualGameKind } from '../../bet-slip/domain/game-detail-type.js';
import type { BetSlipEntry } from '../../bet-slip/domain/bet-slip.types.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { VirtualBoard } from '../domain/virtual-round.js';
import type { VirtualRanking } from '../domain/team-standings.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Server calls of the /bet365 pages (spec 7 "Virtual"). */
export interface VirtualGateway {
  /**
   * GET /vet3/{game}: streams, leagues, the open rounds and the last results. `background`: the
   * board's poll, not the member (X-Background-Poll: no activity for the session's idle limit).
   */
  board(game: VirtualGameKind, background?: boolean): Promise<Result<VirtualBoard, ApiError>>;
  /** GET /vet3/soccer/ranking: the virtual soccer team ranking (spec 9), read when a soccer result lands. */
  ranking(background?: boolean): Promise<Result<VirtualRanking, ApiError>>;
}
export const VirtualGateway = portToken<VirtualGateway>('VirtualGateway');

/** The bet slip as the board uses it: picks go in, the board marks the picks in the slip. */
export interface VirtualSlipPort {
  addBet(entry: BetSlipEntry): void;
  readonly selectedOddsIds$: Observable<readonly number[]>;
}
