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
import { DEPOSIT_HISTORY_PAGE_SIZE } from '../domain/records.js';
import { checkChargePassword, type ChargeCashRequest, type ChargeCashState } from './charge-cash.js';
import { ChargeCashPage } from './charge-cash-page.js';
import type { ChargeAlert } from './charge-context.js';
import type { ChargeHistoryView } from './charge-history.js';
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
 * The intents it shares with the withdraw page are ChargeCashPage's; all its state is in its store.
 */
export class DepositViewModel extends ChargeCashPage<DepositState, DepositView> {
  private readonly reveal: () => void;

  constructor(deps: ChargeViewModelDeps) {
    super(deps, {
      initial: {
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
      },
      depositMode: 0,
      pageSize: DEPOSIT_HISTORY_PAGE_SIZE,
      toView: toDepositView,
      // A new member snapshot says whether a request is waiting.
      onContext: (state) => ({ ...state, justRequested: false }),
    });
    const store = this.store;
    this.reveal = store.exclusive(() => this.revealOnce());
    store.latest(
      () => deps.gateway.loadDepositBonusRates(),
      (rates) => {
        if (rates.ok) store.set({ bonusRates: rates.value });
      },
    )();
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

  protected prepareRequest(ctx: ChargeContext, state: DepositState): Result<ChargeCashRequest<DepositState>, DomainError> {
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
