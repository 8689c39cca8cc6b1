import { nothingDecoder } from '../contracts/common.js';
import {
  CASINO_TRANSFER_CODE,
  exchangeRateDecoder,
  type CashToUsdBodyDto,
  type CasinoTransferInput,
  type PointToEmoneyBodyDto,
  type UsdToCashBodyDto,
} from '../contracts/money.js';
import type { MoneyIntent } from '../../shared/application/money-intent.js';
import { intentKey, type ApiCaller } from './call.js';

/** Balance conversions (spec section 7 "Points/money"); every one but the rate moves money. */
export const createMoneyApi = (call: ApiCaller) => ({
  pointToCash: (body: PointToEmoneyBodyDto) =>
    call({ method: 'POST', path: '/emoney/pointToEmoney', body, moneyMoving: true, decoder: nothingDecoder }),
  /** Cash to casino wallet (code 4). */
  cashToCasino: (input: CasinoTransferInput) =>
    call({
      method: 'POST',
      path: '/emoney/emoney-to-opera',
      body: { ...input, code: CASINO_TRANSFER_CODE.toCasino },
      moneyMoving: true,
      decoder: nothingDecoder,
    }),
  /** Casino wallet to cash (code 3). */
  casinoToCash: (input: CasinoTransferInput) =>
    call({
      method: 'POST',
      path: '/emoney/opera-to-emoney',
      body: { ...input, code: CASINO_TRANSFER_CODE.toCash },
      moneyMoving: true,
      decoder: nothingDecoder,
    }),
  /** POST /dewit/decrease: spends USD (micro-units) for held money (conversion mode 1). */
  usdToCash: (body: UsdToCashBodyDto, intent?: MoneyIntent) =>
    call({ ...intentKey(intent), method: 'POST', path: '/dewit/decrease', body, moneyMoving: true, decoder: nothingDecoder }),
  /** POST /dewit/increase: spends held money (won) for USD (conversion mode 2). */
  cashToUsd: (body: CashToUsdBodyDto, intent?: MoneyIntent) =>
    call({ ...intentKey(intent), method: 'POST', path: '/dewit/increase', body, moneyMoving: true, decoder: nothingDecoder }),
  /** GET /charge/exchangeRates: won per USD. */
  exchangeRate: () => call({ method: 'GET', path: '/charge/exchangeRates', decoder: exchangeRateDecoder }),
});
export type MoneyApi = ReturnType<typeof createMoneyApi>;
