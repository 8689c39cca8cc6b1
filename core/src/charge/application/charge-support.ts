import type { Observable } from 'rxjs';
import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import { fail, type Result } from '../../shared/domain/result.js';
import type { IdGenerator } from '../../shared/ports/id-generator.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { ChargeClipboard, ChargeMember, ChargeSettings } from './charge-context.js';
import type { ChargeGateway } from './charge-gateway.js';

/** Spec 9: lists and rates are polled every five seconds while a screen is open. */
export const CHARGE_POLL_MS = 5_000;

/** What every charge view model is built from. */
export interface ChargeViewModelDeps {
  readonly gateway: ChargeGateway;
  readonly clock: Clock;
  /**
   * Fresh Idempotency-Keys, one per deposit or withdrawal request; with it a request that got
   * no answer is retried with its own key (the screen says '재시도 중입니다… (2/3)').
   */
  readonly ids?: IdGenerator;
  /** The logged-in member; must replay its latest value (a BehaviorSubject or shareReplay). */
  readonly member$: Observable<ChargeMember>;
  /** Site settings; must replay its latest value too. */
  readonly settings$: Observable<ChargeSettings>;
  /** Copies the revealed deposit account; without it the account is shown but not copied. */
  readonly clipboard?: ChargeClipboard;
  /** Asks the session to reload the member now, after a request changed balances or isChargeData. */
  readonly refreshMember?: () => void;
}

export interface ChargeContext {
  readonly member: ChargeMember;
  readonly settings: ChargeSettings;
}

/** Runs a gateway call; a rejected promise (which the contract forbids) becomes a transport failure. */
export async function callChargeGateway<T>(call: () => Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> {
  try {
    return await call();
  } catch {
    return fail(apiError('transport', DEFAULT_PROBLEM_MESSAGE));
  }
}
