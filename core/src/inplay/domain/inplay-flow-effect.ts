import { INPLAY_ODDS_CHANGED_RESULT } from './inplay.constants.js';
import { INPLAY_MESSAGES } from './inplay.messages.js';
import type { InplayFlowState, InplayPostOutcome } from './inplay-flow.js';

/** What the view model must do after a transition: the reducer itself never calls out. */
export type InplayFlowEffect =
  | { readonly kind: 'fetchToken' }
  | { readonly kind: 'post'; readonly token: string; readonly changeFlag: boolean; readonly attempt: number }
  | { readonly kind: 'startCountdown' }
  | { readonly kind: 'stopCountdown' };

/** The effects of the transition prev -> next, in the order to run them. */
export function inplayFlowEffects(prev: InplayFlowState, next: InplayFlowState): InplayFlowEffect[] {
  const effects: InplayFlowEffect[] = [];
  if (prev.status === 'countingDown' && next.status !== 'countingDown') effects.push({ kind: 'stopCountdown' });
  if (next.status === 'fetchingToken' && prev.status !== 'fetchingToken') effects.push({ kind: 'fetchToken' });
  if (next.status === 'countingDown' && prev.status !== 'countingDown') effects.push({ kind: 'startCountdown' });
  if (next.status === 'posting' && (prev.status !== 'posting' || prev.attempt !== next.attempt)) {
    effects.push({ kind: 'post', token: next.token, changeFlag: next.changeFlag, attempt: next.attempt });
  }
  return effects;
}

/** The server's answer to a posted bet. */
export interface InplayBetAnswer {
  /** '10' means the odds changed before the bet was taken. */
  readonly result: string;
  readonly message?: string;
}

/**
 * Classifies the gateway's answer: a 2xx answer with result '10' is an odds change, any other
 * 2xx answer a success; a failure carries the server's text (ApiError.message is already the
 * server text or the default).
 */
export function inplayPostOutcome(
  answer: { readonly ok: true; readonly value: InplayBetAnswer } | { readonly ok: false; readonly error: { readonly message: string } },
): InplayPostOutcome {
  if (!answer.ok) return { kind: 'failure', message: answer.error.message || INPLAY_MESSAGES.failureDefault };
  return answer.value.result === INPLAY_ODDS_CHANGED_RESULT ? { kind: 'oddsChanged' } : { kind: 'success' };
}
