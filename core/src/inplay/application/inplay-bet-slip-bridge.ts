import type { Observable } from 'rxjs';
import type { BetSlipInplayRequest, BetSlipPlaceCancelled, BetSlipPlaced } from '../../bet-slip/application/bet-slip.ports.js';
import { buildInplayBetPayload, type InplayBetPayload } from '../../bet-slip/domain/payloads.js';
import { apiError, type ApiError } from '../../shared/domain/api-error.js';
import { domainError, fail, ok, type Result } from '../../shared/domain/result.js';
import type { Clock } from '../../shared/ports/clock.js';
import { INPLAY_MESSAGES } from '../domain/inplay.messages.js';
import type { InplayBetAnswer } from '../domain/inplay-flow-effect.js';
import type { LiveBetDelayPolicy, LiveBetDelaySettings } from '../domain/live-bet-delay.js';
import { InplayBetViewModel } from './inplay-bet.view-model.js';
import type { InplayBetView } from './inplay-bet.view.js';
import type { InplayGateway } from './inplay-gateway.js';

export interface InplayBetSlipBridgeDeps {
  readonly clock: Clock;
  /** Usually `createApiInplayGateway(api)`. */
  readonly gateway: InplayGateway<InplayBetPayload>;
  /** Current live-bet delays (e.g. from `loadApiLiveBetDelaySettings`), read on every press. */
  readonly delaySettings: () => LiveBetDelaySettings;
  readonly delayPolicy?: LiveBetDelayPolicy;
  /** The member accepted changed odds in the countdown dialog (the slip may show the new odds). */
  readonly acceptChangedOdds?: () => void;
  /** Live odds changes of the slip's picks (e.g. the slip stream). */
  readonly oddsChanged$?: Observable<unknown>;
}

export type InplayBetSlipResult = Result<BetSlipPlaced, ApiError | BetSlipPlaceCancelled>;

export interface InplayBetSlipBridge {
  /** The countdown dialog and odds-change confirmation: the ui renders its `state$`, sends accept/cancel. */
  readonly viewModel: InplayBetViewModel<InplayBetPayload>;
  /** The bet slip's in-play hook: pass `{ placeInplayBet }` to `createApiBetSlipGateway`. */
  placeInplayBet(request: BetSlipInplayRequest): Promise<InplayBetSlipResult>;
  dispose(): void;
}

interface PendingBet {
  readonly request: BetSlipInplayRequest;
  readonly resolve: (result: InplayBetSlipResult) => void;
  /** The last failure a server call gave, so the slip sees the real ApiError (status, body). */
  lastError: ApiError | null;
  slipId: number | null;
}

const slipIdOf = (answer: InplayBetAnswer): number | null =>
  'slipId' in answer && typeof answer.slipId === 'number' ? answer.slipId : null;

function resultOf(view: InplayBetView, bet: PendingBet): InplayBetSlipResult | null {
  switch (view.status) {
    case 'done':
      return ok(bet.slipId === null ? {} : { slipId: bet.slipId });
    case 'cancelled':
      return fail(domainError('cancelled', view.message));
    case 'failed':
      // No recorded error: the odds moved again after the retry, or a call threw.
      return fail(bet.lastError ?? apiError('http', view.message, { code: 'inplayFailed' }));
    default:
      return null;
  }
}

/**
 * Connects the BetSlipViewModel to the InplayBetViewModel. The slip validates and calls its
 * gateway's `placeInplayBet(request)`; this bridge then presses the in-play bet button for that
 * request (token, countdown, odds-change confirmation, post with retry on result '10') and
 * resolves when the flow ends: done -> placed (with the slip id), cancelled by the member ->
 * the slip's 'cancelled' error (slip kept, no alert), failed -> the server's ApiError.
 * The flow's own result dialog is dismissed at once: the slip shows the outcome, so the member
 * reads it once. The body is built at post time from the request's entries; when odds moved, the
 * change flag (not new prices) tells the server to take the current odds.
 * One bet at a time: a second request while one runs answers '베팅 진행중입니다.'.
 */
export function createInplayBetSlipBridge(deps: InplayBetSlipBridgeDeps): InplayBetSlipBridge {
  let pending: PendingBet | null = null;
  let disposed = false;

  /** Records what the calls answered for the bet they were made for. */
  const recording: InplayGateway<InplayBetPayload> = {
    async getBettingToken(userId, sportId) {
      const bet = pending;
      const r = await deps.gateway.getBettingToken(userId, sportId);
      if (!r.ok && bet) bet.lastError = r.error;
      return r;
    },
    async placeInplayBet(payload, token) {
      const bet = pending;
      const r = await deps.gateway.placeInplayBet(payload, token);
      if (bet) {
        if (r.ok) bet.slipId = slipIdOf(r.value);
        else bet.lastError = r.error;
      }
      return r;
    },
  };

  const current = (): BetSlipInplayRequest => {
    if (!pending) throw new Error('no in-play bet under way');
    return pending.request;
  };

  const viewModel = new InplayBetViewModel<InplayBetPayload>({
    clock: deps.clock,
    gateway: recording,
    userId: () => current().userId,
    // The delay follows the sport of the slip's (first) pick; in-play combinations share a fixture.
    sportId: () => current().entries[0]?.sportId ?? 0,
    delaySettings: deps.delaySettings,
    ...(deps.delayPolicy === undefined ? {} : { delayPolicy: deps.delayPolicy }),
    autoChange: () => current().autoChangeOdds,
    buildPayload: (changeFlag, timing) => {
      const r = current();
      return buildInplayBetPayload({ memberId: r.memberId, amount: r.amount, entries: r.entries, changeFlag, ...timing });
    },
    ...(deps.acceptChangedOdds === undefined ? {} : { acceptChangedOdds: deps.acceptChangedOdds }),
    ...(deps.oddsChanged$ === undefined ? {} : { oddsChanged$: deps.oddsChanged$ }),
  });

  let locked = false;
  const sub = viewModel.state$.subscribe((view) => {
    locked = view.buttonLocked;
    const bet = pending;
    const result = bet ? resultOf(view, bet) : null;
    if (!bet || !result) return;
    pending = null;
    bet.resolve(result);
    viewModel.dismiss();
  });

  return {
    viewModel,
    placeInplayBet(request) {
      if (disposed) return Promise.resolve(fail(domainError('cancelled', INPLAY_MESSAGES.cancelled)));
      if (pending || locked) return Promise.resolve(fail(apiError('http', INPLAY_MESSAGES.inProgress, { code: 'inplayBusy' })));
      return new Promise<InplayBetSlipResult>((resolve) => {
        pending = { request, resolve, lastError: null, slipId: null };
        try {
          viewModel.pressBet();
        } catch {
          // e.g. the delay settings could not be read: nothing was sent.
          pending = null;
          resolve(fail(apiError('http', INPLAY_MESSAGES.failureDefault, { code: 'inplayFailed' })));
        }
      });
    },
    dispose() {
      disposed = true;
      const bet = pending;
      pending = null;
      bet?.resolve(fail(domainError('cancelled', INPLAY_MESSAGES.cancelled)));
      sub.unsubscribe();
      viewModel.dispose();
    },
  };
}
