import type { BetSlipView } from '@bet/core/bet-slip';
import type { Observable } from 'rxjs';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { BetSlipContent, type BetSlipActions } from './BetSlipContent.js';
import { useBetSlipMessages } from './use-bet-slip-messages.js';

/** The part of BetSlipViewModel the slip screens use (the real class satisfies it). */
export interface BetSlipScreenModel extends BetSlipActions {
  readonly state$: Observable<BetSlipView>;
  dismiss(): void;
}

export interface BetSlipPanelProps {
  readonly viewModel: BetSlipScreenModel;
  /**
   * Shows a message in the shell's alert dialog. Leave it out when `BetSlipAlerts` is mounted
   * (the app does: the slip's alerts must show while neither panel nor dialog is on screen).
   */
  readonly onAlert?: ScreenAlert;
  /** Opens the login dialog when a guest presses the bet button. */
  readonly onLoginRequired?: () => void;
}

/** The PC bet slip in the right column. */
export function BetSlipPanel({ viewModel, onAlert, onLoginRequired }: BetSlipPanelProps) {
  const view = useViewOf(viewModel);
  useBetSlipMessages(view, viewModel, onAlert, onLoginRequired);
  return view ? <BetSlipContent view={view} actions={viewModel} /> : null;
}
