import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { BetSlipContent } from './BetSlipContent.js';
import type { BetSlipPanelProps } from './BetSlipPanel.js';
import { BET_SLIP_TEXTS as T } from './texts.js';
import { useBetSlipMessages } from './use-bet-slip-messages.js';

export interface BetSlipDialogProps extends BetSlipPanelProps {
  readonly onClose: () => void;
}

/** Spec 9: the mobile slip dialog is at most 70 % of the screen wide and at least 300 px. */
export const BET_SLIP_DIALOG_MAX_WIDTH = '70%';
export const BET_SLIP_DIALOG_MIN_WIDTH = '300px';

/** The mobile bet slip (opened from the footer's betting button). */
export function BetSlipDialog({ viewModel, onAlert, onLoginRequired, onClose }: BetSlipDialogProps) {
  const view = useViewOf(viewModel);
  useBetSlipMessages(view, viewModel, onAlert, onLoginRequired);
  if (!view) return null;
  return (
    <ScreenDialog
      title={`${T.title} ${T.count(view.count)}`}
      onClose={onClose}
      width="100%"
      maxWidth={BET_SLIP_DIALOG_MAX_WIDTH}
      minWidth={BET_SLIP_DIALOG_MIN_WIDTH}
      testId="bet-slip-dialog"
    >
      <BetSlipContent view={view} actions={viewModel} hideHeader />
    </ScreenDialog>
  );
}
