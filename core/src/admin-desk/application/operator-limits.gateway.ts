import type {
  AdminBankingLevelRowDto,
  AdminBettingLimitDto,
  AdminBonusOfferDto,
  AdminLiveBetDelayDto,
} from '../../api/contracts/admin-limits.js';
import type { DepositBonusRateDto } from '../../api/contracts/admin-usdt.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { portToken } from '../../shared/ports/port-token.js';

/** Max bet and max winnings of a game type and level, in units of 10,000 won. */
export type OperatorBettingLimit = AdminBettingLimitDto;
/** A sport's live-bet delay (sport 0: every other sport). */
export type OperatorLiveBetDelay = AdminLiveBetDelayDto;
/** A folder bonus: the qualifying picks it needs and its price in hundredths. */
export type OperatorBonusOffer = AdminBonusOfferDto;
/** A rated deposit bonus choice (spec 3 pointType) and its whole percent. */
export type OperatorDepositBonusRate = DepositBonusRateDto;
/** The deposit account shown to a user type's level (blank texts: none yet). */
export type OperatorBankingLevel = AdminBankingLevelRowDto;

type Answer<T = void> = Promise<Result<T, ApiError>>;

/** The operator's limits and rates (contracts/admin-limits.ts; admins only). */
export interface OperatorLimitsGateway {
  /** GET /admin/betting-limits */
  bettingLimits(): Answer<readonly OperatorBettingLimit[]>;
  /** PUT /admin/betting-limits */
  saveBettingLimit(limit: OperatorBettingLimit): Answer;
  /** GET /admin/live-bet-delays */
  liveBetDelays(): Answer<readonly OperatorLiveBetDelay[]>;
  /** PUT /admin/live-bet-delays */
  saveLiveBetDelay(delay: OperatorLiveBetDelay): Answer;
  /** GET /admin/banking-levels */
  bankingLevels(): Answer<readonly OperatorBankingLevel[]>;
  /** PUT /admin/banking-levels */
  saveBankingLevel(account: OperatorBankingLevel): Answer;
  /** GET /admin/exchange-rate: won per USD */
  exchangeRate(): Answer<number>;
  /** PUT /admin/exchange-rate */
  saveExchangeRate(wonPerUsd: number): Answer;
  /** GET /admin/bonus-offers */
  bonusOffers(): Answer<readonly OperatorBonusOffer[]>;
  /** PUT /admin/bonus-offers */
  saveBonusOffer(offer: OperatorBonusOffer): Answer;
  /** GET /admin/deposit-bonus-rates */
  depositBonusRates(): Answer<readonly OperatorDepositBonusRate[]>;
  /** PUT /admin/deposit-bonus-rates */
  saveDepositBonusRate(rate: OperatorDepositBonusRate): Answer;
}
export const OperatorLimitsGateway = portToken<OperatorLimitsGateway>('OperatorLimitsGateway');
