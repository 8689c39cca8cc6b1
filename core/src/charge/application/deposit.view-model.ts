import { ok, type DomainError, type Result } from '../../shared/domain/result.js';
import type { Won } from '../../shared/domain/money.js';
import { isBankMaintenance } from '../domain/bank-maintenance.js';
import {
  bonusOption,
  bonusOptionsWith,
  DEFAULT_DEPOSIT_BONUS_RATES,
  type BonusOption,
  type DepositBonusRates,
} from '../domain/bonus-options.js';
import { buildDepositPayload, DEPOSIT_QUICK_AMOUNTS, effectiveBonusPointType, validateDeposit } from '../domain/deposit.js';
import { CHARGE_MESSAGES as M, CHARGE_RULE_TEXTS } from '../domain/messages.js';
import { DEPOSIT_HISTORY_PAGE_SIZE, type ChargeRecord } from '../domain/records.js';
import { combineLatest, map, type Observable } from 'rxjs';
import { createViewModelStore, type ViewModelStore } from '../../shared/application/view-model-store.js';
import {
  chargeCashEffects,
  chargeCashFields,
  chargeCashSubmit,
  checkChargePassword,
  type ChargeCashFields,
  type ChargeCashRequest,
  type ChargeCashState,
} from './charge-cash.js';
import type { ChargeAlert } from './charge-context.js';
import { ChargeHistoryFeed, type ChargeHistoryView } from './charge-history.js';
import { chargeScreenState$ } from './charge-screen.js';
import type { ChargeContext, ChargeViewModelDeps } from './charge-support.js';

export interface DepositView {
  /** 'pending-request': a request is waiting, the form's submit is replaced by a notice. */
  readonly status: 'loading' | 'editing' | 'submitting' | 'pending-request';
  /** While a request that got no answer is retried: '재시도 중입니다… (2/3)'. */
  readonly retryText: string | null;
  readonly bankMaintenance: boolean;
  readonly amountText: string;
  readonly quickAmounts: readonly Won[];
  readonly pointType: number;
  readonly bonusOptions: readonly BonusOption[];
  readonly selectedBonus: BonusOption;
  readonly bonusSelectDisabled: boolean;
  readonly depositName: string;
  readonly passwordText: string;
  readonly revealingAccount: boolean;
  /** The site's account, shown once the 4-digit password was accepted. */
  readonly accountText: string | null;
  readonly pendingNotice: string | null;
  readonly rules: readonly string[];
  readonly history: ChargeHistoryView;
  readonly alert: ChargeAlert | null;
}

interface DepositState extends ChargeCashState {
  readonly pointType: number;
  readonly accountText: string | null;
  readonly revealing: boolean;
  /** Set after a successful request until the next member snapshot says what the server thinks. */
  readonly justRequested: boolean;
  /** The operator's bonus rates (spec 3's until the server's arrive; a failed read keeps them). */
  readonly bonusRates: DepositBonusRates;
}

/**
 * The cash deposit page (spec 2, 5, 8): request form, bonus choice, account reveal, history.
 * Composed of the cash-page functions (charge-cash.ts); all its state is in its store.
 */
export class DepositViewModel {
  readonly state$: Observable<DepositView>;
  private readonly store: ViewModelStore<DepositState>;
  private readonly history: ChargeHistoryFeed;
  private readonly fields: ChargeCashFields;
  private readonly sendRequest: () => void;
  private readonly reveal: () => void;

  constructor(private readonly deps: ChargeViewModelDeps) {
    this.store = createViewModelStore<DepositState>({
      ctx: null,
      amountText: '',
      pointType: 0,
      passwordText: '',
      accountText: null,
      revealing: false,
      submitting: false,
      retryText: null,
      justRequested: false,
      bonusRates: DEFAULT_DEPOSIT_BONUS_RATES,
      now: deps.clock.now(),
      alert: null,
    });
    const store = this.store;
    this.history = new ChargeHistoryFeed({
      gateway: deps.gateway,
      clock: deps.clock,
      depositMode: 0,
      pageSize: DEPOSIT_HISTORY_PAGE_SIZE,
      notify: (alert) => store.set({ alert }),
    });
    this.fields = chargeCashFields(store);
    this.sendRequest = chargeCashSubmit(store, deps, this.history, (ctx, state) => this.prepareRequest(ctx, state));
    this.reveal = store.exclusive(() => this.revealOnce());
    store.latest(
      () => deps.gateway.loadDepositBonusRates(),
      (rates) => {
        if (rates.ok) store.set({ bonusRates: rates.value });
      },
    )();
    this.state$ = chargeScreenState$(
      store,
      deps,
      combineLatest([store.state$, this.history.view$]).pipe(map(([state, history]) => toDepositView(state, history))),
      chargeCashEffects(store, deps, this.history),
      // A new member snapshot says whether a request is waiting.
      (state) => ({ ...state, justRequested: false }),
    );
  }

  setAmount(text: string): void {
    this.fields.setAmount(text);
  }

  /** Quick buttons add to what is typed (an unreadable field counts as empty). */
  addQuickAmount(amount: number): void {
    this.fields.addQuickAmount(amount);
  }

  clearAmount(): void {
    this.fields.clearAmount();
  }

  setPassword(text: string): void {
    this.fields.setPassword(text);
  }

  submit(): void {
    this.sendRequest();
  }

  setPage(page: number): void {
    this.history.setPage(page);
  }

  hideRecord(record: ChargeRecord): void {
    this.history.hide(record);
  }

  deleteAll(): void {
    this.history.deleteAll();
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  /** Ignored while chargePointFlag fixes the bonus. */
  selectBonus(pointType: number): void {
    if (this.store.get().ctx?.settings.chargePointFlag) return;
    this.store.set({ pointType });
  }

  /** Checks the 4-digit password with the server; on success shows and copies the account. */
  revealAccount(): void {
    this.reveal();
  }

  /** Ends the history, the clock and the intents; `state$` completes. */
  dispose(): void {
    this.history.dispose();
    this.store.dispose();
  }

  private prepareRequest(ctx: ChargeContext, state: DepositState): Result<ChargeCashRequest<DepositState>, DomainError> {
    const checked = validateDeposit({
      amountText: state.amountText,
      pointType: state.pointType,
      chargePointFlag: ctx.settings.chargePointFlag,
      isChargeData: ctx.member.isChargeData || state.justRequested,
      now: this.deps.clock.now(),
    });
    if (!checked.ok) return checked;
    const payload = buildDepositPayload({
      memberId: ctx.member.id,
      depositName: ctx.member.accountHolder,
      accountType: ctx.member.depositAccountType ?? 'regular',
      accepted: checked.value,
    });
    return ok({
      send: (intent) => this.deps.gateway.requestDeposit(payload, intent),
      doneMessage: M.depositDone,
      done: { justRequested: true },
    });
  }

  private async revealOnce(): Promise<void> {
    const result = await checkChargePassword(this.store, this.deps, {
      busy: { revealing: true },
      done: (accountText) => ({ revealing: false, accountText }),
      failed: { revealing: false, accountText: null },
    });
    if (result?.ok && (await this.copy(result.value))) this.store.set({ alert: { tone: 'success', message: M.depositAccountCopied } });
  }

  private async copy(text: string): Promise<boolean> {
    try {
      return (await this.deps.clipboard?.copy(text)) ?? false;
    } catch {
      return false; // the account is on screen anyway
    }
  }
}

function toDepositView(state: DepositState, history: ChargeHistoryView): DepositView {
  const ctx = state.ctx;
  const fixed = ctx?.settings.chargePointFlag ?? false;
  const pointType = effectiveBonusPointType(state.pointType, fixed);
  const pending = (ctx?.member.isChargeData ?? false) || state.justRequested;
  const options = bonusOptionsWith(state.bonusRates);
  return {
    status: ctx === null ? 'loading' : state.submitting ? 'submitting' : pending ? 'pending-request' : 'editing',
    retryText: state.retryText,
    bankMaintenance: isBankMaintenance(state.now),
    amountText: state.amountText,
    quickAmounts: DEPOSIT_QUICK_AMOUNTS,
    pointType,
    bonusOptions: options,
    selectedBonus: bonusOption(pointType, options),
    bonusSelectDisabled: fixed,
    depositName: ctx?.member.accountHolder ?? '',
    passwordText: state.passwordText,
    revealingAccount: state.revealing,
    accountText: state.accountText,
    pendingNotice: pending ? M.depositPending : null,
    rules: CHARGE_RULE_TEXTS.deposit,
    history,
    alert: state.alert,
  };
}
