import { INPLAY_MAX_ODDS_CHANGE_RETRIES } from './inplay.constants.js';
import { INPLAY_MESSAGES } from './inplay.messages.js';

/**
 * States of one in-play bet, from the press of the bet button to its end (spec section 4).
 * `notice` answers the event that produced the state (e.g. a second press: '베팅 진행중입니다.');
 * the next event clears it.
 */
interface Notice {
  readonly notice?: string;
}

/** What a bet carries from its press to its post. */
interface Carried {
  readonly delayMs: number;
  /** Sent with the bet: true once the member (or auto-change) took changed odds. */
  readonly changeFlag: boolean;
  /** Which post of this press comes next: 1, then 2 after result '10' (see INPLAY_MAX_ODDS_CHANGE_RETRIES). */
  readonly attempt: number;
}

/** What every state after the token keeps: the token, the countdown length, the change flag, the attempt. */
interface Armed extends Notice, Carried {
  readonly token: string;
}

export type InplayFlowState =
  | (Notice & { readonly status: 'idle' })
  | (Notice &
      Carried & {
        readonly status: 'fetchingToken';
        /** Odds moved (auto-change off) before the token came: ask as soon as it comes. */
        readonly oddsChangePending: boolean;
      })
  | (Armed & { readonly status: 'countingDown'; readonly remainingMs: number })
  | (Armed & { readonly status: 'confirmingOddsChange' })
  | (Armed & { readonly status: 'posting' })
  | (Notice & { readonly status: 'done' | 'failed' | 'cancelled'; readonly message: string });

export type InplayFlowStatus = InplayFlowState['status'];

/** What the server said about a posted bet, already classified (see inplayPostOutcome). */
export type InplayPostOutcome =
  { readonly kind: 'success' } | { readonly kind: 'oddsChanged' } | { readonly kind: 'failure'; readonly message: string };

export type InplayFlowEvent =
  /** The bet button; `delayMs` is the live-bet delay for this bet's sport. */
  | { readonly type: 'pressBet'; readonly delayMs: number }
  | { readonly type: 'tokenReceived'; readonly token: string }
  | { readonly type: 'tokenFailed'; readonly message: string }
  | { readonly type: 'tick'; readonly elapsedMs: number }
  /** The slip's live odds moved; `autoChange` is the slip's auto-change-of-odds setting. */
  | { readonly type: 'oddsChanged'; readonly autoChange: boolean }
  | { readonly type: 'accept' }
  | { readonly type: 'cancel' }
  | { readonly type: 'postResult'; readonly outcome: InplayPostOutcome }
  /** The member closed the result: back to idle. */
  | { readonly type: 'dismiss' };

export const INPLAY_IDLE: InplayFlowState = { status: 'idle' };

type S<K extends InplayFlowStatus> = Extract<InplayFlowState, { status: K }>;

/** Statuses in which the bet button is locked. */
const BUSY: ReadonlySet<InplayFlowStatus> = new Set(['fetchingToken', 'countingDown', 'confirmingOddsChange', 'posting']);

export const isInplayBusy = (state: InplayFlowState): boolean => BUSY.has(state.status);

/** Settings are server data: the countdown length is whole, non-negative milliseconds. */
const wholeMs = (ms: number): number => (Number.isFinite(ms) && ms > 0 ? Math.floor(ms) : 0);

function withoutNotice(state: InplayFlowState): InplayFlowState {
  if (state.notice === undefined) return state;
  const { notice: _cleared, ...rest } = state;
  return rest as InplayFlowState;
}

/** Starts the countdown. Posting happens only from a tick, so even a 0 ms delay posts on the next tick. */
const countdown = (token: string, { delayMs, changeFlag, attempt }: Carried): S<'countingDown'> => ({
  status: 'countingDown',
  token,
  delayMs,
  remainingMs: delayMs,
  changeFlag,
  attempt,
});

/**
 * Takes the new odds and counts the whole delay down again on a NEW token. The server takes a
 * bet only on prices older than its token (the delay is there so that nobody bets on a price
 * the moment it moves), so a price that moved after the token needs another token and wait.
 */
const renewToken = ({ delayMs, attempt }: Carried): S<'fetchingToken'> => ({
  status: 'fetchingToken',
  delayMs,
  changeFlag: true,
  attempt,
  oddsChangePending: false,
});

const ended = (status: 'done' | 'failed' | 'cancelled', message: string): InplayFlowState => ({ status, message });

function onTick(s: S<'countingDown'>, elapsedMs: number): InplayFlowState {
  const remainingMs = Math.max(0, s.remainingMs - wholeMs(elapsedMs));
  if (remainingMs > 0) return { ...s, remainingMs };
  return { status: 'posting', token: s.token, delayMs: s.delayMs, changeFlag: s.changeFlag, attempt: s.attempt };
}

function onOddsChanged(s: InplayFlowState, autoChange: boolean): InplayFlowState {
  if (s.status === 'fetchingToken') return autoChange ? { ...s, changeFlag: true } : { ...s, oddsChangePending: true };
  if (s.status !== 'countingDown') return s;
  // Auto-change on: the slip already shows the new odds; their delay starts again (as an accept).
  if (autoChange) return renewToken(s);
  return { status: 'confirmingOddsChange', token: s.token, delayMs: s.delayMs, changeFlag: s.changeFlag, attempt: s.attempt };
}

function onPostResult(s: S<'posting'>, outcome: Extract<InplayFlowEvent, { type: 'postResult' }>['outcome']): InplayFlowState {
  switch (outcome.kind) {
    case 'success':
      return ended('done', INPLAY_MESSAGES.success);
    case 'failure':
      return ended('failed', outcome.message);
    case 'oddsChanged':
      // Result '10': post once more with the change flag, taking the new odds (spec section 4),
      // after the delay on a new token.
      return s.attempt <= INPLAY_MAX_ODDS_CHANGE_RETRIES
        ? renewToken({ ...s, attempt: s.attempt + 1 })
        : ended('failed', INPLAY_MESSAGES.oddsChangedAgain);
  }
}

/**
 * The in-play betting flow: idle -> fetchingToken -> countingDown -> (confirmingOddsChange ->
 * fetchingToken -> countingDown) -> posting -> (result '10': fetchingToken -> countingDown ->
 * posting) -> done | failed, or cancelled. Pure; an event that does not apply to
 * the current state leaves it as it is (a late token after a cancel, a tick while confirming).
 */
export function inplayFlow(state: InplayFlowState, event: InplayFlowEvent): InplayFlowState {
  const s = withoutNotice(state);
  switch (event.type) {
    case 'pressBet':
      if (isInplayBusy(s)) return { ...s, notice: INPLAY_MESSAGES.inProgress };
      return { status: 'fetchingToken', delayMs: wholeMs(event.delayMs), changeFlag: false, attempt: 1, oddsChangePending: false };
    case 'tokenReceived':
      if (s.status !== 'fetchingToken') return s;
      return s.oddsChangePending
        ? { status: 'confirmingOddsChange', token: event.token, delayMs: s.delayMs, changeFlag: s.changeFlag, attempt: s.attempt }
        : countdown(event.token, s);
    case 'tokenFailed':
      return s.status === 'fetchingToken' ? ended('failed', event.message) : s;
    case 'tick':
      return s.status === 'countingDown' ? onTick(s, event.elapsedMs) : s;
    case 'oddsChanged':
      return onOddsChanged(s, event.autoChange);
    case 'accept':
      // Spec 4: accept replaces the odds and restarts the countdown (on a new token, see renewToken).
      return s.status === 'confirmingOddsChange' ? renewToken(s) : s;
    case 'cancel':
      // A posted bet cannot be called back: cancel applies only before the post.
      return isInplayBusy(s) && s.status !== 'posting' ? ended('cancelled', INPLAY_MESSAGES.cancelled) : s;
    case 'postResult':
      return s.status === 'posting' ? onPostResult(s, event.outcome) : s;
    case 'dismiss':
      return isInplayBusy(s) ? s : INPLAY_IDLE;
  }
}
