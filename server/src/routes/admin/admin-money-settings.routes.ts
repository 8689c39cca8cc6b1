import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminBankingLevelCall,
  adminBankingLevelsCall,
  adminExchangeRateCall,
  adminSaveExchangeRateCall,
  adminDepositBonusRatesCall,
  adminSaveDepositBonusRateCall,
} from '@bet/core/api';
import { OPERATOR_LIMITS_MESSAGES as M } from '@bet/core/admin-desk';
import type { AppDeps } from '../../app-types.js';
import { serve } from '../../http/contract-route.js';
import { valueOf } from '../../http/refusals.js';
import { memberOf, notice } from '../route-kit.js';
import { allDepositBonusRates } from '../charge/deposit-bonus-rates-store.js';
import { changeDepositBonusRate } from './deposit-bonus-rates.js';
import { bankingLevelsForDesk, changeBankingLevel, changeExchangeRate, exchangeRateInForce, type OperatorActor } from './operator-money.js';

/**
 * Admin: the deposit account of each level, the exchange rate and the deposit bonus rates
 * (contracts in admin.ts, admin-limits.ts and admin-usdt.ts). HTTP only: the rules in operator-money.ts, the SQL in its stores.
 */
export async function adminMoneySettingsRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db } = deps;
  const actorOf = (request: FastifyRequest): OperatorActor => ({ adminId: memberOf(request).id, ip: request.ip, now: deps.clock.now() });

  serve(api, adminBankingLevelsCall, {}, async () => bankingLevelsForDesk(deps));
  serve(api, adminBankingLevelCall, {}, async (request) => {
    valueOf(await changeBankingLevel(deps, request.body, actorOf(request)));
    return notice(M.accountSaved);
  });

  serve(api, adminExchangeRateCall, {}, async () => ({ wonPerUsd: await exchangeRateInForce(deps) }));
  serve(api, adminSaveExchangeRateCall, {}, async (request) => {
    valueOf(await changeExchangeRate(deps, request.body.wonPerUsd, actorOf(request)));
    return notice(M.rateSaved);
  });

  serve(api, adminDepositBonusRatesCall, {}, async () => allDepositBonusRates(db));
  serve(api, adminSaveDepositBonusRateCall, {}, async (request) => {
    valueOf(await changeDepositBonusRate(db, request.body, actorOf(request)));
    return notice(M.depositBonusSaved);
  });
}
