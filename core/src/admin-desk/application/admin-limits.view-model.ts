import { map, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import type { Result } from '../../shared/domain/result.js';
import { ADMIN_DESK_MESSAGES } from '../domain/admin-desk.messages.js';
import { OPERATOR_LIMITS_MESSAGES as M } from '../domain/operator-limits.messages.js';
import {
  validateBankAccountDraft,
  validateBonusPriceDraft,
  validateDepositBonusDraft,
  validateDelayDraft,
  validateLimitDraft,
  validateRateDraft,
} from '../domain/operator-limits.js';
import { deskActions, deskMessagesView, NO_DESK_MESSAGES, type DeskMessagesModel } from './desk-actions.js';
import type {
  OperatorBankingLevel,
  OperatorBettingLimit,
  OperatorBonusOffer,
  OperatorDepositBonusRate,
  OperatorLimitsGateway,
  OperatorLiveBetDelay,
} from './operator-limits.gateway.js';

export type AdminLimitsTab = 'limits' | 'delays' | 'accounts' | 'rate' | 'bonus' | 'depositBonus';

interface Rows {
  readonly limits: readonly OperatorBettingLimit[];
  readonly delays: readonly OperatorLiveBetDelay[];
  readonly accounts: readonly OperatorBankingLevel[];
  readonly rate: number | null;
  readonly bonus: readonly OperatorBonusOffer[];
  readonly depositBonus: readonly OperatorDepositBonusRate[];
}

interface Model extends DeskMessagesModel, Rows {
  readonly tab: AdminLimitsTab;
  readonly loading: boolean;
  readonly saving: boolean;
  /** Typed texts by `rowKey/field` (a row without drafts shows its saved values). */
  readonly drafts: Readonly<Record<string, string>>;
}

/** A row as the screen draws it: its key and each editable field's text (typed, else saved). */
export interface AdminLimitsRow<R> {
  readonly key: string;
  readonly row: R;
  readonly texts: Readonly<Record<string, string>>;
}

export interface AdminLimitsView {
  readonly tab: AdminLimitsTab;
  readonly loading: boolean;
  readonly saving: boolean;
  readonly limits: readonly AdminLimitsRow<OperatorBettingLimit>[];
  readonly delays: readonly AdminLimitsRow<OperatorLiveBetDelay>[];
  readonly accounts: readonly AdminLimitsRow<OperatorBankingLevel>[];
  readonly rateText: string;
  readonly bonus: readonly AdminLimitsRow<OperatorBonusOffer>[];
  readonly depositBonus: readonly AdminLimitsRow<OperatorDepositBonusRate>[];
  readonly alert: string | null;
}

export const limitKey = (l: OperatorBettingLimit): string => `limit:${l.gameType}:${l.level}`;
export const delayKey = (d: OperatorLiveBetDelay): string => `delay:${d.sportId}`;
export const accountKey = (a: OperatorBankingLevel): string => `account:${a.userType}:${a.level}`;
const RATE_KEY = 'rate';
export const bonusKey = (b: OperatorBonusOffer): string => `bonus:${b.folders}`;
export const depositBonusKey = (b: OperatorDepositBonusRate): string => `depositBonus:${b.pointType}`;
/** A price in hundredths as the operator reads it ('1.03'). */
const priceText = (hundredths: number): string => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

const LIMIT_FIELDS = { maxBet: (l: OperatorBettingLimit) => l.maxBetUnits, maxWin: (l: OperatorBettingLimit) => l.maxWinUnits };
const ACCOUNT_FIELDS = ['bankName', 'bankAccountNumber', 'accountHolder'] as const;

const textsOf = (drafts: Model['drafts'], key: string, saved: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(saved).map(([field, text]) => [field, drafts[`${key}/${field}`] ?? text]));

function toView(s: Model): AdminLimitsView {
  return {
    tab: s.tab,
    loading: s.loading,
    saving: s.saving,
    limits: s.limits.map((row) => {
      const key = limitKey(row);
      const saved = { maxBet: String(LIMIT_FIELDS.maxBet(row)), maxWin: String(LIMIT_FIELDS.maxWin(row)) };
      return { key, row, texts: textsOf(s.drafts, key, saved) };
    }),
    delays: s.delays.map((row) => ({ key: delayKey(row), row, texts: textsOf(s.drafts, delayKey(row), { seconds: String(row.seconds) }) })),
    accounts: s.accounts.map((row) => {
      const key = accountKey(row);
      return { key, row, texts: textsOf(s.drafts, key, Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, row[f]]))) };
    }),
    rateText: s.drafts[`${RATE_KEY}/wonPerUsd`] ?? (s.rate === null ? '' : String(s.rate)),
    bonus: s.bonus.map((row) => ({
      key: bonusKey(row),
      row,
      texts: textsOf(s.drafts, bonusKey(row), { price: priceText(row.priceHundredths) }),
    })),
    depositBonus: s.depositBonus.map((row) => ({
      key: depositBonusKey(row),
      row,
      texts: textsOf(s.drafts, depositBonusKey(row), { percent: String(row.percent) }),
    })),
    alert: deskMessagesView(s).alert,
  };
}

const EMPTY: Rows = { limits: [], delays: [], accounts: [], rate: null, bonus: [], depositBonus: [] };

/**
 * /admin/limits (issue 11): max bet and max winnings per game type and level, live-bet delays
 * per sport, the deposit account of each level, the exchange rate, folder-bonus prices and the
 * deposit bonus rates. One tab at a time is read;
 * a row is typed field by field, checked by core's rules on save, then the tab is read again.
 */
export class AdminLimitsViewModel {
  private readonly store = createViewModelStore<Model>({
    ...NO_DESK_MESSAGES,
    ...EMPTY,
    tab: 'limits',
    loading: true,
    saving: false,
    drafts: {},
  });
  readonly state$: Observable<AdminLimitsView> = this.store.state$.pipe(map(toView));
  private readonly actions = deskActions(this.store);
  private readonly load = this.store.latest(
    async (tab: AdminLimitsTab): Promise<Partial<Model>> => {
      const g = this.deps.gateway;
      const read = async <T>(answer: Promise<Result<T, ApiError>>, patch: (value: T) => Partial<Model>): Promise<Partial<Model>> => {
        const r = await answer;
        return r.ok ? patch(r.value) : { alert: failureMessage(r.error, ADMIN_DESK_MESSAGES.loadFailed) };
      };
      switch (tab) {
        case 'limits':
          return read(g.bettingLimits(), (limits) => ({ limits }));
        case 'delays':
          return read(g.liveBetDelays(), (delays) => ({ delays }));
        case 'accounts':
          return read(g.bankingLevels(), (accounts) => ({ accounts }));
        case 'rate':
          return read(g.exchangeRate(), (rate) => ({ rate }));
        case 'bonus':
          return read(g.bonusOffers(), (bonus) => ({ bonus }));
        case 'depositBonus':
          return read(g.depositBonusRates(), (depositBonus) => ({ depositBonus }));
      }
    },
    (patch) => this.store.set({ ...patch, loading: false }),
  );

  constructor(private readonly deps: { readonly gateway: OperatorLimitsGateway }) {
    this.load('limits');
  }

  selectTab(tab: AdminLimitsTab): void {
    if (tab === this.store.get().tab) return;
    this.store.set({ tab, loading: true, drafts: {} });
    this.load(tab);
  }

  /** Keeps a typed text of a row's field (`key` from the view's row, or 'rate' with field 'wonPerUsd'). */
  edit(key: string, field: string, text: string): void {
    this.store.set((s) => ({ ...s, drafts: { ...s.drafts, [`${key}/${field}`]: text } }));
  }

  readonly saveLimit = this.store.exclusive(async (row: AdminLimitsRow<OperatorBettingLimit>) => {
    const checked = validateLimitDraft({ maxBet: row.texts.maxBet ?? '', maxWin: row.texts.maxWin ?? '' });
    if (!checked.ok) return this.actions.alert(checked.error.message);
    await this.save(row.key, this.deps.gateway.saveBettingLimit({ ...row.row, ...checked.value }), M.limitSaved);
  });

  readonly saveDelay = this.store.exclusive(async (row: AdminLimitsRow<OperatorLiveBetDelay>) => {
    const checked = validateDelayDraft(row.texts.seconds ?? '');
    if (!checked.ok) return this.actions.alert(checked.error.message);
    await this.save(row.key, this.deps.gateway.saveLiveBetDelay({ sportId: row.row.sportId, seconds: checked.value }), M.delaySaved);
  });

  readonly saveAccount = this.store.exclusive(async (row: AdminLimitsRow<OperatorBankingLevel>) => {
    const checked = validateBankAccountDraft({
      bankName: row.texts.bankName ?? '',
      bankAccountNumber: row.texts.bankAccountNumber ?? '',
      accountHolder: row.texts.accountHolder ?? '',
    });
    if (!checked.ok) return this.actions.alert(checked.error.message);
    await this.save(row.key, this.deps.gateway.saveBankingLevel({ ...row.row, ...checked.value }), M.accountSaved);
  });

  readonly saveRate = this.store.exclusive(async () => {
    const checked = validateRateDraft(toView(this.store.get()).rateText);
    if (!checked.ok) return this.actions.alert(checked.error.message);
    await this.save(RATE_KEY, this.deps.gateway.saveExchangeRate(checked.value), M.rateSaved);
  });

  readonly saveBonus = this.store.exclusive(async (row: AdminLimitsRow<OperatorBonusOffer>) => {
    const checked = validateBonusPriceDraft(row.texts.price ?? '');
    if (!checked.ok) return this.actions.alert(checked.error.message);
    await this.save(row.key, this.deps.gateway.saveBonusOffer({ folders: row.row.folders, priceHundredths: checked.value }), M.bonusSaved);
  });

  /** A deposit bonus rate (whole percent, 0-100): the next approved won deposit with that choice pays at it. */
  readonly saveDepositBonus = this.store.exclusive(async (row: AdminLimitsRow<OperatorDepositBonusRate>) => {
    const checked = validateDepositBonusDraft(row.texts.percent ?? '');
    if (!checked.ok) return this.actions.alert(checked.error.message);
    await this.save(
      row.key,
      this.deps.gateway.saveDepositBonusRate({ pointType: row.row.pointType, percent: checked.value }),
      M.depositBonusSaved,
    );
  });

  readonly dismissAlert = this.actions.dismissAlert;

  dispose(): void {
    this.store.dispose();
  }

  /** Sends one change; on success the row's drafts go and the tab is read again. */
  private async save(key: string, answer: ReturnType<OperatorLimitsGateway['saveBettingLimit']>, success: string): Promise<void> {
    this.store.set({ saving: true });
    const sent = await this.actions.send(answer, success);
    this.store.set((s) => ({
      ...s,
      saving: false,
      drafts: sent ? Object.fromEntries(Object.entries(s.drafts).filter(([k]) => !k.startsWith(`${key}/`))) : s.drafts,
    }));
    if (sent) this.load(this.store.get().tab);
  }
}
