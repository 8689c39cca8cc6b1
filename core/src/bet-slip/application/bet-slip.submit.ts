import { apiError, DEFAULT_PROBLEM_MESSAGE, type ApiError } from '../../shared/domain/api-error.js';
import type { Won } from '../../shared/domain/money.js';
import { fail, type Result } from '../../shared/domain/result.js';
import { betSlipActiveEntries } from '../domain/bet-slip.js';
import type { BetSlipError, BetSlipState } from '../domain/bet-slip.types.js';
import type { VirtualGameKind } from '../domain/game-detail-type.js';
import {
  buildMiniGameBetPayload,
  buildPrematchBetPayload,
  buildVirtualBetPayload,
  miniGameRoundKey,
} from '../domain/payloads.js';
import { isBetSlipMiniGameEntry } from '../domain/fixture-rules.js';
import type { BetSlipContext, BetSlipGateway, BetSlipPlaceCancelled, BetSlipPlaced } from './bet-slip.ports.js';
import { betSlipTotalOdds } from './bet-slip.view.js';

export type BetSlipSendOutcome =
  | { readonly kind: 'refused'; readonly error: BetSlipError }
  | { readonly kind: 'answered'; readonly result: BetSlipSendResult };

export interface BetSlipSendInput {
  readonly slip: BetSlipState;
  readonly context: BetSlipContext;
  readonly amount: Won;
  readonly virtualGame: VirtualGameKind;
  readonly placedRounds: ReadonlySet<string>;
}

/** Picks the call for the slip's game path, builds its body and sends it. Never rejects. */
export async function sendBetSlip(gateway: BetSlipGateway, input: BetSlipSendInput): Promise<BetSlipSendOutcome> {
  const { slip, context, amount } = input;
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
        return answered(await gateway.placeVirtualBet(buildVirtualBetPayload({ ...base, game: input.virtualGame })));
      case 'minigame': {
        const payload = buildMiniGameBetPayload(base, input.placedRounds);
        if (!payload.ok) return { kind: 'refused', error: payload.error };
        return answered(await gateway.placeMiniGameBet(payload.value));
      }
      default:
        return answered(
          await gateway.placePrematchBet(
            buildPrematchBetPayload({ ...base, style: slip.gamePath, changeFlag: slip.autoChangeOdds }),
          ),
        );
    }
  } catch {
    // A gateway should answer with a Result; a throw is treated as "no answer".
    return answered(fail(apiError('transport', DEFAULT_PROBLEM_MESSAGE)));
  }
}

type BetSlipSendResult = Result<BetSlipPlaced, ApiError | BetSlipPlaceCancelled>;
const answered = (result: BetSlipSendResult): BetSlipSendOutcome => ({ kind: 'answered', result });

/** Round keys of the mini-game picks a successful bet used up. */
export const placedRoundKeys = (slip: BetSlipState): string[] =>
  betSlipActiveEntries(slip).filter(isBetSlipMiniGameEntry).map((e) => miniGameRoundKey(e.gameId, e.round));
