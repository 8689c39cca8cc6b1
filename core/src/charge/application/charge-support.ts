import { BehaviorSubject, combineLatest, map, tap, type Observable } from 'rxjs';
import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import { fail, type Result } from '../../shared/domain/result.js';
import type { IdGenerator } from '../../shared/ports/id-generator.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { ConversionMinimumPolicy } from '../domain/conversion.js';
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
  /** Money conversion dialog only; defaults to 'display-only'. */
  readonly conversionMinimumPolicy?: ConversionMinimumPolicy;
}

export interface ChargeContext {
  readonly member: ChargeMember;
  readonly settings: ChargeSettings;
}

/** Keeps the latest member and settings so intents read them synchronously. */
export class ChargeContextHolder {
  private readonly subject = new BehaviorSubject<ChargeContext | null>(null);
  readonly context$: Observable<ChargeContext | null> = this.subject.asObservable();

  get current(): ChargeContext | null {
    return this.subject.value;
  }

  /** Subscribe (as a view-model effect) to keep the holder current. */
  track(member$: Observable<ChargeMember>, settings$: Observable<ChargeSettings>): Observable<ChargeContext> {
    return combineLatest([member$, settings$]).pipe(
      map(([member, settings]) => ({ member, settings })),
      tap((ctx) => this.subject.next(ctx)),
    );
  }
}

/** A plain-object form state behind a BehaviorSubject; `patch` replaces it with a shallow merge. */
export class ChargeFormStore<S extends object> {
  private readonly subject: BehaviorSubject<S>;
  readonly changes$: Observable<S>;

  constructor(initial: S) {
    this.subject = new BehaviorSubject(initial);
    this.changes$ = this.subject.asObservable();
  }

  get value(): S {
    return this.subject.value;
  }

  patch(changes: Partial<S>): void {
    this.subject.next({ ...this.subject.value, ...changes });
  }
}

/** Runs a gateway call; a rejected promise (which the contract forbids) becomes a transport failure. */
export async function callChargeGateway<T>(call: () => Promise<Result<T, ApiError>>): Promise<Result<T, ApiError>> {
  try {
    return await call();
  } catch {
    return fail(apiError('transport', DEFAULT_PROBLEM_MESSAGE));
  }
}
