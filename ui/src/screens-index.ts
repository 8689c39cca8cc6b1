// Screens of the site: pure-props contents (testable) and thin containers reading view models.
export type { ScreenAlert, ScreenConfirm } from './common/callbacks.js';
export { ScreenDialog, type ScreenDialogProps } from './common/ScreenDialog.js';
export { Pager, pageWindow, type PagerProps } from './common/Pager.js';

export { BetSlipPanel, type BetSlipPanelProps, type BetSlipScreenModel } from './bet-slip/BetSlipPanel.js';
export { BetSlipAlerts, type BetSlipAlertsProps } from './bet-slip/BetSlipAlerts.js';
export { BetSlipDialog, BET_SLIP_DIALOG_MAX_WIDTH, BET_SLIP_DIALOG_MIN_WIDTH, type BetSlipDialogProps } from './bet-slip/BetSlipDialog.js';
export { BetSlipContent, type BetSlipActions, type BetSlipContentProps } from './bet-slip/BetSlipContent.js';

export { PrematchList, type PrematchListProps, type PrematchScreenModel, type PrematchSlipTarget } from './prematch/PrematchList.js';
export { PrematchListContent, type PrematchListContentProps, type PrematchStyle } from './prematch/PrematchListContent.js';

export { BetResult, betResultPath, type BetResultProps, type BetHistoryScreenModel } from './bet-result/BetResult.js';
export { BetHistoryList, type BetHistoryActions, type BetHistoryListProps } from './bet-result/BetHistoryList.js';

export {
  DepositPage,
  DepositDialog,
  type DepositPageProps,
  type DepositDialogProps,
  type DepositScreenModel,
} from './charge/DepositScreen.js';
export {
  WithdrawPage,
  WithdrawDialog,
  type WithdrawPageProps,
  type WithdrawDialogProps,
  type WithdrawScreenModel,
} from './charge/WithdrawScreen.js';
export { DepositForm, type DepositFormActions, type DepositFormProps } from './charge/DepositForm.js';
export { WithdrawForm, type WithdrawFormActions, type WithdrawFormProps } from './charge/WithdrawForm.js';
