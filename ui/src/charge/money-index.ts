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
export { MONEY_TEXTS } from './texts.js';
