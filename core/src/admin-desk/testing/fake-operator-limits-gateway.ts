import type { ApiError } from '../../shared/domain/api-error.js';
import { fail, ok, type Result } from '../../shared/domain/result.js';
import type {
  OperatorBankingLevel,
  OperatorBettingLimit,
  OperatorBonusOffer,
  OperatorDepositBonusRate,
  OperatorLimitsGateway,
  OperatorLiveBetDelay,
} from '../application/operator-limits.gateway.js';

type Call = keyof OperatorLimitsGateway;

/** The operator's limits and rates in memory (the seed's values), with scripted failures. */
export class FakeOperatorLimitsGateway implements OperatorLimitsGateway {
  limits: OperatorBettingLimit[] = [1, 2].flatMap((gameType) =>
    [1, 2, 3, 4, 5].map((level) => ({ gameType, level, maxBetUnits: 100 * level, maxWinUnits: 500 * level })),
  );
  delays: OperatorLiveBetDelay[] = [
    { sportId: 0, seconds: 3 },
    { sportId: 6046, seconds: 5 },
  ];
  accounts: OperatorBankingLevel[] = [1, 2].map((level) => ({
    userType: 'A',
    level,
    bankName: '신한은행',
    bankAccountNumber: `110-01-00000${level}`,
    accountHolder: '(주)벳',
  }));
  rate = 1500;
  bonus: OperatorBonusOffer[] = [
    { folders: 3, priceHundredths: 103 },
    { folders: 5, priceHundredths: 105 },
  ];
  depositBonus: OperatorDepositBonusRate[] = [
    { pointType: 1, percent: 5 },
    { pointType: 2, percent: 5 },
    { pointType: 4, percent: 10 },
  ];
  /** The next call of that name fails with this error (once). */
  failNext: Partial<Record<Call, ApiError>> = {};
  readonly calls: string[] = [];

  async bettingLimits() {
    return this.answer('bettingLimits', () => [...this.limits]);
  }
  async saveBettingLimit(limit: OperatorBettingLimit) {
    this.calls.push(`saveBettingLimit ${JSON.stringify(limit)}`);
    return this.answer('saveBettingLimit', () => {
      this.limits = this.limits.map((l) => (l.gameType === limit.gameType && l.level === limit.level ? limit : l));
    });
  }
  async liveBetDelays() {
    return this.answer('liveBetDelays', () => [...this.delays]);
  }
  async saveLiveBetDelay(delay: OperatorLiveBetDelay) {
    this.calls.push(`saveLiveBetDelay ${JSON.stringify(delay)}`);
    return this.answer('saveLiveBetDelay', () => {
      this.delays = this.delays.map((d) => (d.sportId === delay.sportId ? delay : d));
    });
  }
  async bankingLevels() {
    return this.answer('bankingLevels', () => [...this.accounts]);
  }
  async saveBankingLevel(account: OperatorBankingLevel) {
    this.calls.push(`saveBankingLevel ${JSON.stringify(account)}`);
    return this.answer('saveBankingLevel', () => {
      this.accounts = this.accounts.map((a) => (a.userType === account.userType && a.level === account.level ? account : a));
    });
  }
  async exchangeRate() {
    return this.answer('exchangeRate', () => this.rate);
  }
  async saveExchangeRate(wonPerUsd: number) {
    this.calls.push(`saveExchangeRate ${wonPerUsd}`);
    return this.answer('saveExchangeRate', () => void (this.rate = wonPerUsd));
  }

  async bonusOffers() {
    return this.answer('bonusOffers', () => [...this.bonus]);
  }
  async saveBonusOffer(offer: OperatorBonusOffer) {
    this.calls.push(`saveBonusOffer ${JSON.stringify(offer)}`);
    return this.answer('saveBonusOffer', () => {
      this.bonus = this.bonus.map((b) => (b.folders === offer.folders ? offer : b));
    });
  }

  async depositBonusRates() {
    return this.answer('depositBonusRates', () => [...this.depositBonus]);
  }
  async saveDepositBonusRate(rate: OperatorDepositBonusRate) {
    this.calls.push(`saveDepositBonusRate ${JSON.stringify(rate)}`);
    return this.answer('saveDepositBonusRate', () => {
      this.depositBonus = this.depositBonus.map((b) => (b.pointType === rate.pointType ? rate : b));
    });
  }

  private answer<T>(name: Call, value: () => T): Result<T, ApiError> {
    const failure = this.failNext[name];
    delete this.failNext[name];
    return failure ? fail(failure) : ok(value());
  }
}
