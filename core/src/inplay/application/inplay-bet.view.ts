import { INPLAY_COUNTDOWN_WIDGET_PX } from '../domain/inplay.constants.js';
import { INPLAY_MESSAGES } from '../domain/inplay.messages.js';
import { isInplayBusy, type InplayFlowState } from '../domain/inplay-flow.js';
import { inplayRemainingSeconds, timerColour, type TimerColour } from '../domain/timer-colour.js';

interface InplayBetViewBase {
  /** The bet button is locked while a bet is under way. */
  readonly buttonLocked: boolean;
  /** A message to show once, answering the last intent ('베팅 진행중입니다.'), else null. */
  readonly notice: string | null;
}

/** What the in-play bet button and its countdown dialog show. */
export type InplayBetView = InplayBetViewBase &
  (
    | { readonly status: 'idle' | 'fetchingToken' | 'posting' }
    | {
        readonly status: 'countingDown';
        readonly remainingSeconds: number;
        readonly totalSeconds: number;
        readonly timerColour: TimerColour;
        readonly widgetSizePx: number;
      }
    | { readonly status: 'confirmingOddsChange'; readonly question: string }
    | { readonly status: 'done' | 'failed' | 'cancelled'; readonly message: string }
  );

export function inplayBetView(state: InplayFlowState): InplayBetView {
  const base: InplayBetViewBase = { buttonLocked: isInplayBusy(state), notice: state.notice ?? null };
  switch (state.status) {
    case 'countingDown': {
      const remainingSeconds = inplayRemainingSeconds(state.remainingMs);
      return {
        ...base,
        status: 'countingDown',
        remainingSeconds,
        totalSeconds: inplayRemainingSeconds(state.delayMs),
        timerColour: timerColour(remainingSeconds),
        widgetSizePx: INPLAY_COUNTDOWN_WIDGET_PX,
      };
    }
    case 'confirmingOddsChange':
      return { ...base, status: 'confirmingOddsChange', question: INPLAY_MESSAGES.confirmOddsChange };
    case 'done':
    case 'failed':
    case 'cancelled':
      return { ...base, status: state.status, message: state.message };
    default:
      return { ...base, status: state.status };
  }
}
