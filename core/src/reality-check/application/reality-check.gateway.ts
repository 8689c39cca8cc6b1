import type { RealityCheckDto, RealityCheckStopReason } from '../../api/contracts/reality-check.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { RealityCheckSettings } from '../domain/reality-check.js';
import { portToken } from '../../shared/ports/port-token.js';

export type RealityCheckSummary = RealityCheckDto;

/** Server calls of the reality checks. */
export interface RealityCheckGateway {
  /**
   * GET /mypage/reality-check: settings, login time, stakes, wins and net since login.
   * `background`: the check's timer asked, not the member (sent as X-Background-Poll).
   */
  summary(background?: boolean): Promise<Result<RealityCheckSummary, ApiError>>;
  /** PUT /mypage/reality-check. */
  save(settings: RealityCheckSettings): Promise<Result<RealityCheckSummary, ApiError>>;
  /** POST /mypage/reality-check/stop: the member ended play here (the operator's back office counts it). */
  stopped(reason: RealityCheckStopReason): Promise<Result<{ readonly stops: number }, ApiError>>;
}
export const RealityCheckGateway = portToken<RealityCheckGateway>('RealityCheckGateway');
