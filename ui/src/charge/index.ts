// Charge: won deposit and withdrawal (pages and dialogs), USD deposit and withdrawal, money conversion, and the dialog renderers.
export { DepositPage, DepositDialog, type DepositPageProps, type DepositDialogProps, type DepositScreenModel } from './DepositScreen.js';
export {
  WithdrawPage,
  WithdrawDialog,
  type WithdrawPageProps,
  type WithdrawDialogProps,
  type WithdrawScreenModel,
} from './WithdrawScreen.js';
export { DepositForm, type DepositFormActions, type DepositFormProps } from './DepositForm.js';
export { WithdrawForm, type WithdrawFormActions, type WithdrawFormProps } from './WithdrawForm.js';
export {
  MoneyConversionDialog,
  MoneyConversionForm,
  MONEY_CONVERSION_WIDTH,
  type MoneyConversionActions,
  type MoneyConversionDialogProps,
  type MoneyConversionFormProps,
  type MoneyConversionScreenModel,
} from './MoneyConversionDialog.js';
export {
  UsdDepositDialog,
  UsdDepositForm,
  USD_DIALOG_WIDTH,
  type UsdDepositActions,
  type UsdDepositDialogProps,
  type UsdDepositScreenModel,
} from './UsdDepositDialog.js';
export {
  UsdWithdrawDialog,
  UsdWithdrawForm,
  type UsdWithdrawActions,
  type UsdWithdrawDialogProps,
  type UsdWithdrawFormProps,
  type UsdWithdrawScreenModel,
} from './UsdWithdrawDialog.js';
export { MONEY_TEXTS } from './money-texts.js';
export { CHARGE_DIALOG_KINDS, chargeDialogs, type ChargeDialogDeps, type ChargeDialogKind } from './dialogs.js';
