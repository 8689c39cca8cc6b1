import type { ResponsiblePlayDto } from '../../api/contracts/responsible-play.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Won } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';
import type { ExclusionDuration } from '../domain/exclusions.js';
import type { LimitKind, LimitPeriod } from '../domain/limits.js';
import { portToken } from '../../shared/ports/port-token.js';

/** What the my page screen reads: limits, pending changes, the period sums, the exclusion in force. */
export type ResponsiblePlayState = ResponsiblePlayDto;

/** Server calls of the responsible-play page (ours: the spec names none). The member is the session's. */
export interface ResponsiblePlayGateway {
  load(): Promise<Result<ResponsiblePlayState, ApiError>>;
  /** Lower (at once) or raise/remove (pending 24 hours); resolves with the server's text. */
  setLimit(kind: LimitKind, period: LimitPeriod, amount: Won | null): Promise<Result<{ message: string; applied: boolean }, ApiError>>;
  confirmLimit(kind: LimitKind, period: LimitPeriod): Promise<Result<string, ApiError>>;
  cancelLimitChange(kind: LimitKind, period: LimitPeriod): Promise<Result<string, ApiError>>;
  startExclusion(duration: ExclusionDuration): Promise<Result<string, ApiError>>;
}
export const ResponsiblePlayGateway = portToken<ResponsiblePlayGateway>('ResponsiblePlayGateway');
