import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import type { Won } from '../../shared/domain/money.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import { from, map, type Observable } from 'rxjs';
import {
  isRetryableMoneyFailure,
  moneyRetryText,
  newMoneyIntent,
  sendMoneyIntent,
  type MoneyIntent,
  type MoneyRetryPolicy,
} from '../../shared/application/money-intent.js';
import type { Clock } from '../../shared/ports/clock.js';
import type { IdGenerator } from '../../shared/ports/id-generator.js';
import { betSlipActiveEntries } from '../domain/bet-slip.js';
import type { BetSlipError, BetSlipState } from '../domain/bet-slip.types.js';
import type { VirtualGameKind } from '../domain/game-detail-type.js';
import { buildMiniGameBetPayload, buildPrematchBetPayload, buildVirtualBetPayload, miniGameRoundKey } from '../domain/payloads.js';
import { isBetSlipMiniGameEntry } from '../domain/fixture-rules.js';
import type { BetSlipContext, BetSlipGateway, BetSlipPlaceCancelled, BetSlipPlaced } from './bet-slip.ports.js';
import { betSlipTotalOdds } from './bet-slip.view.js';

export type BetSlipSendOutcome =
  { readonly kind: 'refused'; readonly error: BetSlipError } | { readonly kind: 'answered'; readonly result: BetSlipSendResult };

export interface BetSlipSendInput {
  readonly slip: BetSlipState;
  readonly context: BetSlipContext;
  readonly amount: Won;
  readonly virtualGame: VirtualGameKind;
  readonly placedRounds: ReadonlySet<string>;
  /** The submit's Idempotency-Key, the same on every retry of this submit. */
  readonly intent?: MoneyIntent;
}

/** Picks the call for the slip's game path, builds its body and sends it. Never rejects. */
export async function sendBetSlip(gateway: BetSlipGateway, input: BetSlipSendInput): Promise<BetSlipSendOutcome> {
  const { slip, context, amount, intent } = input;
  const entries = betSlipActiveEntries(slip);
  const memberId = context.memberId ?? 0;
  const base = { memberId, amount, entries };
  try {
    switch (slip.gamePath) {
      case 'inplay':
        return answered(
          await gateway.placeInplayBet({
            ...base,
            userId: context.userId ?? '',
            totalOdds: betSlipTotalOdds(slip),
            autoChangeOdds: slip.autoChangeOdds,
          }),
        );
      case 'bet365':
        return answered(await gateway.placeVirtualBet(buildVirtualBetPayload({ ...base, game: input.virtualGame }), intent));
      case 'minigame': {
        const payload = buildMiniGameBetPayload(base, input.placedRounds);
        if (!payload.ok) return { kind: 'refused', error: payload.error };
        return answered(await gateway.placeMiniGameBet(payload.value, intent));
      }
      default:
        return answered(
          await gateway.placePrematchBet(
            buildPrematchBetPayload({ ...base, style: slip.gamePath, changeFlag: slip.autoChangeOdds }),
            intent,
          ),
        );
    }
  } catch {
    // A gateway should answer with a Result; a throw is treated as "no answer".
    return answered(fail(apiError('transport', DEFAULT_PROBLEM_MESSAGE)));
  }
}

/** What a submit needs to retry: fresh keys and the clock for the waits between attempts. */
export interface BetSlipRetryDeps {
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly policy?: MoneyRetryPolicy;
}

export type BetSlipSendEvent =
  { readonly kind: 'retrying'; readonly text: string } | { readonly kind: 'finished'; readonly outcome: BetSlipSendOutcome };

/**
 * One submit (one member intent): mints its Idempotency-Key once and retries the call with that
 * key while no answer arrives (bounded, with backoff; see sendMoneyIntent), reporting each retry,
 * then the one final outcome. In-play is sent once: its token and countdown belong to one try.
 * Without `retry` the slip is sent once and the adapter keys that one request.
 */
export function sendBetSlipIntent(
  gateway: BetSlipGateway,
  input: BetSlipSendInput,
  retry?: BetSlipRetryDeps,
): Observable<BetSlipSendEvent> {
  if (!retry || input.slip.gamePath === 'inplay') return from(sendBetSlip(gateway, input)).pipe(map((outcome) => finished(outcome)));
  const keyed = { ...input, intent: newMoneyIntent(retry.ids) };
  // A retryable failure travels as the Result's error so sendMoneyIntent retries it; every other
  // outcome (placed, refused here, refused by the server) is final.
  const attempt = async (): Promise<Result<BetSlipSendOutcome, unknown>> => {
    const outcome = await sendBetSlip(gateway, keyed);
    return outcome.kind === 'answered' && !outcome.result.ok && isRetryableMoneyFailure(outcome.result.error)
      ? fail(outcome.result.error)
      : ok(outcome);
  };
  return sendMoneyIntent(attempt, retry.clock, retry.policy).pipe(
    map((event): BetSlipSendEvent => {
      if (event.kind === 'retrying') return { kind: 'retrying', text: moneyRetryText(event.attempt, event.of) };
      const r = event.result;
      return finished(r.ok ? r.value : answered(fail(r.error as ApiError)));
    }),
  );
}

const finished = (outcome: BetSlipSendOutcome): BetSlipSendEvent => ({ kind: 'finished', outcome });

type BetSlipSendResult = Result<BetSlipPlaced, ApiError | BetSlipPlaceCancelled>;
const answered = (result: BetSlipSendResult): BetSlipSendOutcome => ({ kind: 'answered', result });

/** Round keys of the mini-game picks a successful bet used up. */
export const placedRoundKeys = (slip: BetSlipState): string[] =>
  betSlipActiveEntries(slip)
    .filter(isBetSlipMiniGameEntry)
    .map((e) => miniGameRoundKey(e.gameId, e.round));
