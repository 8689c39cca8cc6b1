// The bet slip: the PC panel, the mobile dialog, its alerts, and its dialog renderers.
export { BetSlipPanel, type BetSlipPanelProps, type BetSlipScreenModel } from './BetSlipPanel.js';
export { BetSlipAlerts, type BetSlipAlertsProps } from './BetSlipAlerts.js';
export { BetSlipDialog, BET_SLIP_DIALOG_MAX_WIDTH, BET_SLIP_DIALOG_MIN_WIDTH, type BetSlipDialogProps } from './BetSlipDialog.js';
export { BetSlipContent, type BetSlipActions, type BetSlipContentProps } from './BetSlipContent.js';
export { BET_SLIP_DIALOG_KINDS, betSlipDialogs, type BetSlipDialogDeps, type BetSlipDialogKind } from './dialogs.js';
