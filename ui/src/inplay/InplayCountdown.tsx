import type { InplayBetView } from '@bet/core/inplay';
import { DialogFrame } from '../design-system/DialogFrame.js';
import { Button } from '../design-system/Button.js';
import { SafeHtml } from '../design-system/SafeHtml.js';
import { Hint, Status, Timer } from './InplayCountdown.styles.js';
import { INPLAY_TEXTS as T } from './texts.js';

/** Spec 9: the countdown widget is 200 px wide. */
export const INPLAY_COUNTDOWN_WIDTH_PX = 200;
/** The odds-change question needs room for two buttons and its sentence. */
const QUESTION_WIDTH_PX = 320;

export interface InplayCountdownProps {
  readonly view: InplayBetView;
  /** Take the changed odds: the countdown starts again. */
  readonly onAccept: () => void;
  /** Refuse the changed odds: the bet stops. */
  readonly onCancel: () => void;
  /** Close a result (only when the view model is used without the slip bridge, which closes it itself). */
  readonly onDismiss: () => void;
}

/**
 * The in-play bet's dialog (spec 4): token, countdown in the timer's colour, the question when
 * the odds moved with auto-change off, posting, and a result. It has no close button: the
 * countdown ends by itself and the question by an answer. Nothing while idle.
 */
export function InplayCountdown({ view, onAccept, onCancel, onDismiss }: InplayCountdownProps) {
  switch (view.status) {
    case 'idle':
      return null;
    case 'confirmingOddsChange':
      return (
        <DialogFrame
          title={T.oddsTitle}
          width={QUESTION_WIDTH_PX}
          actions={
            <>
              <Button type="button" data-testid="inplay-odds-accept" onClick={onAccept} autoFocus>
                {T.accept}
              </Button>
              <Button type="button" $variant="secondary" data-testid="inplay-odds-cancel" onClick={onCancel}>
                {T.cancel}
              </Button>
            </>
          }
        >
          <Status data-testid="inplay-odds-confirm">{view.question}</Status>
        </DialogFrame>
      );
    case 'done':
    case 'failed':
    case 'cancelled':
      return (
        <DialogFrame
          title={T.title}
          width={QUESTION_WIDTH_PX}
          onClose={onDismiss}
          actions={
            <Button type="button" data-testid="inplay-result-ok" onClick={onDismiss}>
              {T.ok}
            </Button>
          }
        >
          <div data-testid="inplay-result" data-status={view.status}>
            <SafeHtml html={view.message} />
          </div>
        </DialogFrame>
      );
    default:
      return (
        <DialogFrame title={T.title} width={view.status === 'countingDown' ? view.widgetSizePx : INPLAY_COUNTDOWN_WIDTH_PX}>
          <div data-testid="inplay-countdown" data-status={view.status}>
            {view.status === 'countingDown' ? (
              <>
                <Timer
                  $colour={view.timerColour}
                  data-testid="inplay-countdown-seconds"
                  data-colour={view.timerColour}
                  role="timer"
                  aria-live="off"
                >
                  {view.remainingSeconds}
                </Timer>
                <Hint>{T.waitNote}</Hint>
              </>
            ) : (
              <Status>{view.status === 'posting' ? T.posting : T.preparing}</Status>
            )}
          </div>
        </DialogFrame>
      );
  }
}
