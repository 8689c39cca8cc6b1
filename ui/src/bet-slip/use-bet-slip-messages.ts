import type { BetSlipView } from '@bet/core/bet-slip';
import { useForwarded } from '../design-system/use-forwarded.js';
import type { ScreenAlert } from '../design-system/callbacks.js';

/**
 * The one message the view asks to show, notices first: a refused or failed submit, the
 * success texts (title and prematch summary on two lines), or the rejection comment.
 */
export function betSlipMessageOf(view: BetSlipView): string | null {
  if (view.notice !== null) return view.notice;
  switch (view.status) {
    case 'error':
      return view.error.message;
    case 'done':
      return view.success.detail ? `${view.success.title}\n${view.success.detail}` : view.success.title;
    case 'rejected':
      return view.message;
    default:
      return null;
  }
}

const isLoginRequired = (v: BetSlipView): boolean => v.notice === null && v.status === 'error' && v.error.kind === 'loginRequired';
const isRejection = (v: BetSlipView): boolean => v.notice === null && v.status === 'rejected';

export interface BetSlipMessageTarget {
  dismiss(): void;
}

/**
 * Hands the slip's messages to the shell: a guest's submit opens the login dialog (or alerts
 * '로그인 후 이용해주세요.' when no handler is given), anything else goes to the alert dialog.
 * The message is then cleared in the view model, except a rejection, whose struck-through
 * odds stay on screen until the member's next action.
 */
export function useBetSlipMessages(
  view: BetSlipView | null,
  viewModel: BetSlipMessageTarget,
  onAlert: ScreenAlert | undefined,
  onLoginRequired?: () => void,
): void {
  // Without onAlert another component (BetSlipAlerts) forwards the messages.
  const message = view && onAlert ? betSlipMessageOf(view) : null;
  useForwarded(message, (text) => {
    if (view && isLoginRequired(view) && onLoginRequired) onLoginRequired();
    else onAlert?.(text);
    if (!view || !isRejection(view)) viewModel.dismiss();
  });
}
