import { invoke } from '../contract/index.js';
import {
  cancelLimitChangeCall,
  confirmLimitCall,
  responsiblePlayCall,
  setLimitCall,
  startExclusionCall,
} from '../contracts/responsible-play.js';
import type { LimitKind, LimitPeriod } from '../../responsible-play/domain/limits.js';
import type { ExclusionDuration } from '../../responsible-play/domain/exclusions.js';
import type { Won } from '../../shared/domain/money.js';
import type { ApiCaller } from './call.js';

/** Responsible play (issue 13; ours, the spec names no calls), from the calls' contracts. */
export const createResponsiblePlayApi = (call: ApiCaller) => ({
  /** GET /responsible-play: limits, pending changes, sums and the exclusion in force. */
  state: () => invoke(call, responsiblePlayCall, {}),
  /** PUT /responsible-play/limits: null removes (after 24 hours). */
  setLimit: (kind: LimitKind, period: LimitPeriod, amount: Won | null) => invoke(call, setLimitCall, { body: { kind, period, amount } }),
  /** POST /responsible-play/limits/confirm: applies a pending raise or removal once due. */
  confirmLimit: (kind: LimitKind, period: LimitPeriod) => invoke(call, confirmLimitCall, { body: { kind, period } }),
  /** POST /responsible-play/limits/cancel: drops a pending raise or removal. */
  cancelLimitChange: (kind: LimitKind, period: LimitPeriod) => invoke(call, cancelLimitChangeCall, { body: { kind, period } }),
  /** POST /responsible-play/exclusion: starts a cool-off or self-exclusion (cannot be undone). */
  startExclusion: (duration: ExclusionDuration) => invoke(call, startExclusionCall, { body: { duration } }),
});
export type ResponsiblePlayApi = ReturnType<typeof createResponsiblePlayApi>;
