// Public surface of the charge feature: deposits, withdrawals, USD, conversions.
export {
  CHARGE_BONUS_LABELS,
  CHARGE_BONUS_RULES,
  CHARGE_BONUS_TITLE,
  CHARGE_MESSAGES,
  CHARGE_RECORD_LABELS,
  CHARGE_RULE_TEXTS,
} from './domain/messages.js';
export { groupChargeAmountText, readChargeAmountText } from './domain/amount-text.js';
export type { ChargeAmountText } from './domain/amount-text.js';
export { BANK_MAINTENANCE_END_MINUTE, BANK_MAINTENANCE_START_MINUTE, isBankMaintenance } from './domain/bank-maintenance.js';
export {
  BONUS_OPTIONS,
  bonusOption,
  bonusOptionsWith,
  bonusPoints,
  DEFAULT_DEPOSIT_BONUS_RATES,
  depositBonusRatesOf,
  isBonusPointType,
  isRatedBonusPointType,
  NO_POINT_BONUS,
} from './domain/bonus-options.js';
export type { BonusOption, BonusPointType, DepositBonusRates, RatedBonusPointType } from './domain/bonus-options.js';
export {
  buildDepositPayload,
  CHARGE_ACCOUNT_PASSWORD_PATTERN,
  DEPOSIT_MINIMUM,
  DEPOSIT_QUICK_AMOUNTS,
  DEPOSIT_STEP,
  effectiveBonusPointType,
  validateChargeAccountPassword,
  validateDeposit,
  CHARGE_ACCOUNT_PASSWORD_LENGTH,
} from './domain/deposit.js';
export type {
  AcceptedDeposit,
  ChargeAccountPasswordRefusal,
  DepositAccountType,
  DepositInput,
  DepositPayload,
  DepositRefusal,
  DepositRefusalKind,
} from './domain/deposit.js';
export {
  buildWithdrawalPayload,
  lastWithdrawalAt,
  validateWithdrawal,
  WITHDRAWAL_COOLDOWN_MS,
  WITHDRAWAL_MAXIMUM,
  WITHDRAWAL_MINIMUM,
  WITHDRAWAL_QUICK_AMOUNTS,
  WITHDRAWAL_STEP,
} from './domain/withdrawal.js';
export type { WithdrawalInput, WithdrawalPayload, WithdrawalRefusal, WithdrawalRefusalKind } from './domain/withdrawal.js';
export {
  canHideChargeRecord,
  CHARGE_TYPE_USDT,
  CHARGE_TYPE_WON,
  chargeHideRequest,
  chargeHideRequestsForDeleteAll,
  chargePageCount,
  chargeStatusLabel,
  chargeStatusOf,
  chargeTypeLabel,
  DEPOSIT_HISTORY_PAGE_SIZE,
  isCoinChargeRecord,
  WITHDRAWAL_HISTORY_PAGE_SIZE,
} from './domain/records.js';
export type { ChargeHideRequest, ChargeRecord, ChargeStatus } from './domain/records.js';
export {
  isUsdAddressValid,
  isUsdNetwork,
  isUsdTokenOn,
  USD_ADDRESS_LENGTHS,
  USD_DEPOSIT_QUICK_AMOUNTS,
  USD_DEPOSIT_RESET,
  USD_NETWORKS,
  usdTokensFor,
  validateUsdDeposit,
  validateUsdWithdrawal,
} from './domain/usd.js';
export type {
  UsdDepositInput,
  UsdDepositRefusal,
  UsdDepositRequest,
  UsdNetwork,
  UsdToken,
  UsdWithdrawalInput,
  UsdWithdrawalPayload,
  UsdWithdrawalRefusal,
} from './domain/usd.js';
export { tetherDepositLink } from './domain/tether-deposit-link.js';
export {
  DEFAULT_EXCHANGE_RATE,
  exchangeRateFromWonPerUsd,
  formatExchangeRate,
  microUsdtForWon,
  wonForMicroUsdt,
} from './domain/exchange-rate.js';
export type { ExchangeRate } from './domain/exchange-rate.js';
export {
  addConversionQuickAmount,
  checkConversionMinimum,
  CONVERSION_MINIMUM_MICRO_USDT,
  CONVERSION_MINIMUM_WON,
  CONVERSION_MODE_POINTS_TO_WON,
  CONVERSION_MODE_USD_TO_WON,
  CONVERSION_MODE_WON_TO_USD,
  CONVERSION_QUICK_AMOUNTS,
  conversionMinimumPolicyOf,
  conversionResult,
  conversionSourceBalance,
  DEFAULT_CONVERSION_MINIMUM_POLICY,
  formatConversionAmount,
  maxConversionText,
  POINT_CONVERSION_MINIMUM,
  readConversionAmount,
  validateConversion,
} from './domain/conversion.js';
export type {
  AcceptedConversion,
  ConversionAmountText,
  ConversionBalances,
  ConversionInput,
  ConversionMinimumPolicy,
  ConversionMode,
  ConversionRefusal,
} from './domain/conversion.js';
export {
  buildCasinoTransferPayload,
  buildPointToCashPayload,
  CASH_TO_CASINO_MINIMUM,
  CASINO_TO_CASH_MINIMUM,
  CASINO_TRANSFER_CODES,
  validateCasinoTransfer,
} from './domain/wallet-transfer.js';
export type {
  CasinoTransferDirection,
  CasinoTransferInput,
  CasinoTransferPayload,
  CasinoTransferRefusal,
  PointToCashPayload,
} from './domain/wallet-transfer.js';
export { ChargeClipboard } from './application/charge-context.js';
export type { ChargeAlert, ChargeMember, ChargeSettings } from './application/charge-context.js';
export { ChargeGateway } from './application/charge-gateway.js';
export type { ChargeHistoryPage, ChargeHistoryQuery } from './application/charge-gateway.js';
export { CHARGE_POLL_MS, type ChargeViewModelDeps, type ChargeContext } from './application/charge-support.js';
export { CHARGE_DELETE_ALL_FETCH_SIZE, type ChargeHistoryRow, type ChargeHistoryView } from './application/charge-history.js';
export { DepositViewModel } from './application/deposit.view-model.js';
export type { DepositView } from './application/deposit.view-model.js';
export { WithdrawViewModel } from './application/withdraw.view-model.js';
export type { WithdrawView } from './application/withdraw.view-model.js';
export { MoneyConversionViewModel } from './application/money-conversion.view-model.js';
export type { MoneyConversionView } from './application/money-conversion.view-model.js';
export { UsdWithdrawViewModel } from './application/usd-withdraw.view-model.js';
export type { UsdWithdrawView } from './application/usd-withdraw.view-model.js';
export { UsdDepositViewModel } from './application/usd-deposit.view-model.js';
export type { UsdDepositView } from './application/usd-deposit.view-model.js';
export { createApiChargeGateway } from './application/api-charge-gateway.js';
export { CHARGE_API_MESSAGES } from './domain/charge-api.messages.js';
