// The slip's submit pipeline: the spec's checks, one limits reload when they were missing, then the send and its outcome.
import { EMPTY, from, map, switchMap, type Observable } from 'rxjs';
import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import { betSlipActiveEntries } from '../domain/bet-slip.js';
import type { BetSlipError } from '../domain/bet-slip.types.js';
import type { BetLimitSetting } from '../domain/limits.js';
import { betSlipLockedCount } from '../domain/live-odds.js';
import { placedBetStake } from '../domain/stake.js';
import { validateBetSubmit, type BetMaxBetBoundary } from '../domain/submit-validation.js';
import { finishBetSlipSubmit } from './bet-slip.finish.js';
import type { BetSlipContext, BetSlipGateway } from './bet-slip.ports.js';
import { sendBetSlipIntent, type BetSlipRetryDeps } from './bet-slip.submit.js';
import { betSlipLimitsOf, betSlipTotalOdds, type BetSlipInternalState } from './bet-slip.view.js';

/** What the submit needs from the slip view model that owns it. */
export interface BetSlipSubmitHost {
  readonly store: ViewModelStore<BetSlipInternalState>;
  readonly gateway: BetSlipGateway;
  readonly retry?: BetSlipRetryDeps;
  /** The max-bet reading until the session's settings name the operator's. */
  readonly boundary: BetMaxBetBoundary;
  /** A bet was placed: the session reloads the balances. */
  readonly onPlaced?: () => void;
}

/** The limits follow the member and the level: a new level has other limit rows (spec 6). */
export const betSlipLimitsKey = (c: BetSlipContext): string | null =>
  c.loggedIn && c.userId ? `${c.role}:${c.userId}:${c.limitsKey ?? ''}` : null;

/** The member's limit rows, or null when they cannot be read now (the submit asks again). */
export async function loadBetSlipLimits(gateway: BetSlipGateway, userId: string): Promise<readonly BetLimitSetting[] | null> {
  try {
    const r = await gateway.loadLimitSettings(userId);
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

/** The spec's submit checks, in its order, on the slip as it is now. */
export function checkBetSlipSubmit(s: BetSlipInternalState, boundary: BetMaxBetBoundary): ReturnType<typeof validateBetSubmit> {
  const check = {
    loggedIn: s.context.loggedIn && s.context.memberId !== null,
    entryCount: betSlipActiveEntries(s.slip).length,
    // Spec 9: the typed stake is placed rounded down to 10 won (the field keeps what was typed).
    amount: placedBetStake(s.stake),
    totalOdds: betSlipTotalOdds(s.slip),
    limits: betSlipLimitsOf(s),
    lockedPicks: betSlipLockedCount(s.slip, s.live),
    cash: s.context.cash,
  };
  return validateBetSubmit(check, s.context.maxBetBoundary ?? boundary);
}

/**
 * One submit. Validation runs synchronously, so a refused submit completes at once and
 * never blocks the next press; only the server call (and a limits reload) keeps the caller's
 * exhaustMap busy.
 */
export function runBetSlipSubmit(host: BetSlipSubmitHost): Observable<void> {
  const { store } = host;
  const update = (fn: (s: BetSlipInternalState) => BetSlipInternalState) => store.set(fn);
  const refuse = (error: BetSlipError): Observable<void> => {
    update((s) => ({ ...s, phase: { status: 'error', error } }));
    return EMPTY;
  };
  const check = checkBetSlipSubmit(store.get(), host.boundary);
  const userId = store.get().context.userId;
  if (!check.ok && check.error.kind === 'limitsUnavailable' && userId) {
    // Settings failed to load at login: try once more before refusing.
    update((s) => ({ ...s, phase: { status: 'submitting' }, notice: null }));
    return from(loadBetSlipLimits(host.gateway, userId)).pipe(
      switchMap((settings) => {
        update((s) => ({ ...s, limitSettings: settings ?? s.limitSettings, phase: { status: 'idle' } }));
        const again = checkBetSlipSubmit(store.get(), host.boundary);
        return again.ok || again.error.kind !== 'limitsUnavailable' ? runBetSlipSubmit(host) : refuse(again.error);
      }),
    );
  }
  if (!check.ok) return refuse(check.error);
  const amount = check.value;
  const sent = store.get();
  update((s) => ({ ...s, phase: { status: 'submitting' }, notice: null }));
  const input = { slip: sent.slip, context: sent.context, amount, virtualGame: sent.virtualGame, placedRounds: sent.placedRounds };
  return sendBetSlipIntent(host.gateway, input, host.retry).pipe(
    map((event) => {
      if (event.kind === 'retrying') return update((s) => ({ ...s, phase: { status: 'submitting', retryText: event.text } }));
      const outcome = event.outcome;
      update((s) => finishBetSlipSubmit(s, sent.slip, amount, outcome));
      if (outcome.kind === 'answered' && outcome.result.ok) host.onPlaced?.();
    }),
  );
}
