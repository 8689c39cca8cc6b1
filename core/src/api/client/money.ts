import { invoke, type PollOptions } from '../contract/index.js';
import {
  cashToCasinoCall,
  cashToUsdCall,
  CASINO_TRANSFER_CODE,
  casinoToCashCall,
  exchangeRateCall,
  pointToCashCall,
  usdToCashCall,
  type CashToUsdBodyDto,
  type CasinoTransferInput,
  type PointToEmoneyBodyDto,
  type UsdToCashBodyDto,
} from '../contracts/money.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import type { ApiCaller } from './call.js';

/** Balance conversions (spec section 7 "Points/money"), from the calls' contracts; every one but the rate moves money. */
export const createMoneyApi = (call: ApiCaller) => ({
  pointToCash: (body: PointToEmoneyBodyDto) => invoke(call, pointToCashCall, { body }),
  /** Cash to casino wallet (code 4). */
  cashToCasino: (input: CasinoTransferInput) => invoke(call, cashToCasinoCall, { body: { ...input, code: CASINO_TRANSFER_CODE.toCasino } }),
  /** Casino wallet to cash (code 3). */
  casinoToCash: (input: CasinoTransferInput) => invoke(call, casinoToCashCall, { body: { ...input, code: CASINO_TRANSFER_CODE.toCash } }),
  /** POST /dewit/decrease: spends USD (micro-units) for held money (conversion mode 1). */
  usdToCash: (body: UsdToCashBodyDto, intent?: MoneyIntent) => invoke(call, usdToCashCall, { body }, { intent }),
  /** POST /dewit/increase: spends held money (won) for USD (conversion mode 2). */
  cashToUsd: (body: CashToUsdBodyDto, intent?: MoneyIntent) => invoke(call, cashToUsdCall, { body }, { intent }),
  /** GET /charge/exchangeRates: won per USD. */
  exchangeRate: (poll?: PollOptions) => invoke(call, exchangeRateCall, {}, poll),
});
export type MoneyApi = ReturnType<typeof createMoneyApi>;
