import type { RealityCheckDto } from '../../api/contracts/reality-check.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { RealityCheckSettings } from '../domain/reality-check.js';

export type RealityCheckSummary = RealityCheckDto;

/** Server calls of the reality checks. */
export interface RealityCheckGateway {
  /** GET /mypage/reality-check: settings, login time, stakes, wins and net since login. */
  summary(): Promise<Result<RealityCheckSummary, ApiError>>;
  /** PUT /mypage/reality-check. */
  save(settings: RealityCheckSettings): Promise<Result<RealityCheckSummary, ApiError>>;
}
export const RealityCheckGateway = Symbol.for('RealityCheckGateway');
