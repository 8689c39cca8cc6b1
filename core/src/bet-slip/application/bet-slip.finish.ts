import type { Won } from '../../shared/domain/money.js';
import { betSlipActiveEntries } from '../domain/bet-slip.js';
import { applyBetSlipOddsChange, clearBetSlip } from '../domain/bet-slip.events.js';
import { BET_SLIP_MESSAGES } from '../domain/bet-slip.messages.js';
import type { BetSlipState } from '../domain/bet-slip.types.js';
import { decodeRejectedOdds, oddsMovesFor } from '../domain/rejected-odds.js';
import { betSuccessText } from '../domain/success-text.js';
import { placedRoundKeys, type BetSlipSendOutcome } from './bet-slip.submit.js';
import type { BetSlipInternalState } from './bet-slip.view.js';

const isPrematch = (slip: BetSlipState): boolean => slip.gamePath === 'europe' || slip.gamePath === 'korea';

/**
 * The state after the server answered a submit of `sent`:
 * - placed: the slip is emptied, the stake field too, its mini-game rounds are remembered, and
 *   the success texts are shown;
 * - in-play countdown cancelled: back to idle, slip kept;
 * - rejected with new odds: the slip is kept, the moves are applied as odds-changed events
 *   and listed old beside new under the server's comment (else its message, else a default);
 * - any other failure: the error (server text or the default) is shown, slip kept.
 */
export function finishBetSlipSubmit(
  s: BetSlipInternalState,
  sent: BetSlipState,
  amount: Won,
  outcome: BetSlipSendOutcome,
): BetSlipInternalState {
  if (outcome.kind === 'refused') return { ...s, phase: { status: 'error', error: outcome.error } };
  const result = outcome.result;
  if (result.ok) {
    const success = betSuccessText(betSlipActiveEntries(sent), amount, isPrematch(sent));
    // A mini-game round takes one bet: the placed rounds are refused from now on.
    const placedRounds = new Set([...s.placedRounds, ...placedRoundKeys(sent)]);
    return { ...s, slip: clearBetSlip(s.slip), stake: null, stakeText: '', placedRounds, phase: { status: 'done', success } };
  }
  const error = result.error;
  if (error.kind === 'cancelled') return { ...s, phase: { status: 'idle' } };
  const rejection = 'body' in error ? decodeRejectedOdds(error.body) : null;
  if (!rejection) return { ...s, phase: { status: 'error', error } };
  const moved = rejection.odds;
  const moves = oddsMovesFor(betSlipActiveEntries(sent), moved);
  let slip = s.slip;
  for (const m of moved) {
    const entry = betSlipActiveEntries(slip).find((e) => e.id === m.oddsId);
    if (entry) slip = applyBetSlipOddsChange(slip, m.oddsId, m.price, m.version ?? entry.version).state;
  }
  const message = rejection.comment ?? (error.message || BET_SLIP_MESSAGES.oddsChanged);
  return { ...s, slip, phase: { status: 'rejected', message, moves } };
}
