import { combineLatest, endWith, ignoreElements, map, merge, shareReplay, takeUntil, tap, type Observable } from 'rxjs';
import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import type { ChargeAlert } from './charge-context.js';
import { callChargeGateway, type ChargeContext, type ChargeViewModelDeps } from './charge-support.js';

/**
 * The small functions every charge screen is composed of (issue 8). Each view model keeps all
 * its state in one `createViewModelStore` whose state extends `ChargeScreenState`, and builds its
 * `state$` with `chargeScreenState$`; the two cash pages share their intents through the one
 * base `ChargeCashPage` (charge-cash-page.ts says why).
 */

/** What every charge screen's store holds beside its own fields. */
export interface ChargeScreenState {
  /** The latest member and settings; null until both arrived. */
  readonly ctx: ChargeContext | null;
  /** The message for the alert dialog. */
  readonly alert: ChargeAlert | null;
}

/** A change of a screen's state: a patch, or a function from the state now to the next. */
export type ChargeChange<S> = Partial<S> | ((state: S) => S);

const applyChange = <S>(state: S, change: ChargeChange<S>): S => (typeof change === 'function' ? change(state) : { ...state, ...change });

/**
 * The screen's `state$`: `view$`, with the screen's work running while someone watches it
 * (the member and settings tracked into the store, then `onContext`; polls; triggered
 * intents). It is shared and ends, work included, when the store is disposed.
 */
export function chargeScreenState$<S extends ChargeScreenState, V>(
  store: ViewModelStore<S>,
  deps: Pick<ChargeViewModelDeps, 'member$' | 'settings$'>,
  view$: Observable<V>,
  effects: readonly Observable<unknown>[] = [],
  onContext: (state: S) => S = (state) => state,
): Observable<V> {
  const ended$ = store.state$.pipe(ignoreElements(), endWith(null));
  const context$ = combineLatest([deps.member$, deps.settings$]).pipe(
    tap(([member, settings]) => store.set((s) => onContext({ ...s, ctx: { member, settings } }))),
  );
  return merge(view$, merge(context$, ...effects).pipe(ignoreElements(), takeUntil(ended$))).pipe(
    takeUntil(ended$),
    shareReplay({ bufferSize: 1, refCount: true }),
  );
}

/** A view made from the store alone. */
export const chargeStoreView$ = <S, V>(store: ViewModelStore<S>, toView: (state: S) => V): Observable<V> => store.state$.pipe(map(toView));

/** Shows `message` as the error alert. */
export function showChargeError<S extends ChargeScreenState>(store: ViewModelStore<S>, message: string): void {
  store.set((s) => ({ ...s, alert: { tone: 'error', message } }));
}

/** One server call of a charge screen; see `runChargeRequest`. */
export interface ChargeRequestStep<S, T> {
  /** Applied before the call: the busy flag. */
  readonly busy: ChargeChange<S>;
  readonly call: () => Promise<Result<T, ApiError>>;
  /** Applied on success: busy flag off, fields to clear, the success alert. */
  readonly done: (value: T) => ChargeChange<S>;
  /** Applied on failure beside the error alert: busy flag off. */
  readonly failed: ChargeChange<S>;
  /** The error alert when the server sent no text of its own; the spec's default when omitted. */
  readonly fallback?: string;
  /** After a success, ask the session to reload the member (balances or isChargeData changed). */
  readonly refreshMember?: boolean;
}

/**
 * Runs one server call; a rejection counts as a transport failure, and a failure shows the
 * server's text (spec 8). Resolves with the call's result.
 */
export async function runChargeRequest<S extends ChargeScreenState, T>(
  store: ViewModelStore<S>,
  deps: Pick<ChargeViewModelDeps, 'refreshMember'>,
  step: ChargeRequestStep<S, T>,
): Promise<Result<T, ApiError>> {
  store.set(step.busy);
  const result = await callChargeGateway(step.call);
  if (result.ok) {
    store.set(step.done(result.value));
    if (step.refreshMember) deps.refreshMember?.();
  } else {
    const alert: ChargeAlert = { tone: 'error', message: failureMessage(result.error, step.fallback) };
    store.set((s) => ({ ...applyChange(s, step.failed), alert }));
  }
  return result;
}
