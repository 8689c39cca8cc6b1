import { useViewOf } from '../design-system/use-view-of.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import type { BetSlipScreenModel } from './BetSlipPanel.js';
import { useBetSlipMessages } from './use-bet-slip-messages.js';

export interface BetSlipAlertsProps {
  readonly viewModel: BetSlipScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onLoginRequired?: () => void;
}

/**
 * Draws nothing: hands the slip's messages to the shell's alert dialog. Mounted once in the
 * layout, because a pick clicked in a list can be refused (the bonus rules) while the slip is
 * not on screen (the mobile slip is a closed dialog); the panel and the dialog then get no
 * `onAlert`, so no message is shown twice.
 */
export function BetSlipAlerts({ viewModel, onAlert, onLoginRequired }: BetSlipAlertsProps) {
  const view = useViewOf(viewModel);
  useBetSlipMessages(view, viewModel, onAlert, onLoginRequired);
  return null;
}
