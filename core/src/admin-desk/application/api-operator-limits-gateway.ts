import type { ApiClient } from '../../api/api-client.js';
import { invoke } from '../../api/contract/index.js';
import { adminBankingLevelCall } from '../../api/contracts/admin.js';
import {
  adminBankingLevelsCall,
  adminBettingLimitsCall,
  adminBonusOffersCall,
  adminSaveBonusOfferCall,
  adminExchangeRateCall,
  adminLiveBetDelaysCall,
  adminSaveBettingLimitCall,
  adminSaveExchangeRateCall,
  adminSaveLiveBetDelayCall,
} from '../../api/contracts/admin-limits.js';
import { adminDepositBonusRatesCall, adminSaveDepositBonusRateCall } from '../../api/contracts/admin-usdt.js';
import { ok } from '../../shared/domain/result.js';
import type { OperatorLimitsGateway } from './operator-limits.gateway.js';

/** The OperatorLimitsGateway over the client's shared caller and the contracts of admin-limits.ts. */
export function createApiOperatorLimitsGateway(api: Pick<ApiClient, 'call'>): OperatorLimitsGateway {
  const { call } = api;
  return {
    bettingLimits: () => invoke(call, adminBettingLimitsCall, {}),
    saveBettingLimit: (limit) => invoke(call, adminSaveBettingLimitCall, { body: limit }),
    liveBetDelays: () => invoke(call, adminLiveBetDelaysCall, {}),
    saveLiveBetDelay: (delay) => invoke(call, adminSaveLiveBetDelayCall, { body: delay }),
    bankingLevels: () => invoke(call, adminBankingLevelsCall, {}),
    saveBankingLevel: (account) => invoke(call, adminBankingLevelCall, { body: account }),
    exchangeRate: async () => {
      const r = await invoke(call, adminExchangeRateCall, {});
      return r.ok ? ok(r.value.wonPerUsd) : r;
    },
    saveExchangeRate: (wonPerUsd) => invoke(call, adminSaveExchangeRateCall, { body: { wonPerUsd } }),
    bonusOffers: () => invoke(call, adminBonusOffersCall, {}),
    saveBonusOffer: (offer) => invoke(call, adminSaveBonusOfferCall, { body: offer }),
    depositBonusRates: () => invoke(call, adminDepositBonusRatesCall, {}),
    saveDepositBonusRate: (rate) => invoke(call, adminSaveDepositBonusRateCall, { body: rate }),
  };
}
