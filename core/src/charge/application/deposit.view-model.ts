import { ok, type DomainError, type Result } from '../../shared/domain/result.js';
import type { Won } from '../../shared/domain/money.js';
import { isBankMaintenance } from '../domain/bank-maintenance.js';
import { BONUS_OPTIONS, bonusOption, type BonusOption } from '../domain/bonus-options.js';
import { buildDepositPayload, DEPOSIT_QUICK_AMOUNTS, effectiveBonusPointType, validateDeposit } from '../domain/deposit.js';
import { CHARGE_MESSAGES as M, CHARGE_RULE_TEXTS } from '../domain/messages.js';
import { DEPOSIT_HISTORY_PAGE_SIZE } from '../domain/records.js';
import type { ChargeAlert } from './charge-context.js';
import type { ChargeHistoryView } from './charge-history.js';
import { ChargeCashPageViewModel, type ChargeCashForm, type ChargeCashRequest } from './charge-screen.js';
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

interface DepositForm extends ChargeCashForm {
  readonly pointType: number;
  readonly accountText: string | null;
  readonly revealing: boolean;
  /** Set after a successful request until the next member snapshot says what the server thinks. */
  readonly justRequested: boolean;
}

/** The cash deposit page (spec 2, 5, 8): request form, bonus choice, account reveal, history. */
export class DepositViewModel extends ChargeCashPageViewModel<DepositForm, DepositView> {
  private readonly reveal = this.intent(() => this.revealOnce());

  constructor(deps: ChargeViewModelDeps) {
    const initial: DepositForm = {
      amountText: '',
      pointType: 0,
      passwordText: '',
      accountText: null,
      revealing: false,
      submitting: false,
      justRequested: false,
      now: deps.clock.now(),
      alert: null,
    };
    super(deps, initial, { depositMode: 0, pageSize: DEPOSIT_HISTORY_PAGE_SIZE });
  }

  /** Ignored while chargePointFlag fixes the bonus. */
  selectBonus(pointType: number): void {
    if (this.ctx.current?.settings.chargePointFlag) return;
    this.form.patch({ pointType });
  }

  /** Checks the 4-digit password with the server; on success shows and copies the account. */
  revealAccount(): void {
    this.reveal();
  }

  protected override onContext(): void {
    this.form.patch({ justRequested: false });
  }

  protected prepareRequest(ctx: ChargeContext): Result<ChargeCashRequest<DepositForm>, DomainError> {
    const form = this.form.value;
    const checked = validateDeposit({
      amountText: form.amountText,
      pointType: form.pointType,
      chargePointFlag: ctx.settings.chargePointFlag,
      isChargeData: ctx.member.isChargeData || form.justRequested,
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
    const result = await this.checkPassword({
      busy: { revealing: true },
      done: (accountText) => ({ revealing: false, accountText }),
      failed: { revealing: false, accountText: null },
    });
    if (result?.ok && (await this.copy(result.value))) this.setAlert({ tone: 'success', message: M.depositAccountCopied });
  }

  private async copy(text: string): Promise<boolean> {
    try {
      return (await this.deps.clipboard?.copy(text)) ?? false;
    } catch {
      return false; // the account is on screen anyway
    }
  }

  protected toView(form: DepositForm, history: ChargeHistoryView, ctx: ChargeContext | null): DepositView {
    const fixed = ctx?.settings.chargePointFlag ?? false;
    const pointType = effectiveBonusPointType(form.pointType, fixed);
    const pending = (ctx?.member.isChargeData ?? false) || form.justRequested;
    return {
      status: ctx === null ? 'loading' : form.submitting ? 'submitting' : pending ? 'pending-request' : 'editing',
      retryText: form.retryText ?? null,
      bankMaintenance: isBankMaintenance(form.now),
      amountText: form.amountText,
      quickAmounts: DEPOSIT_QUICK_AMOUNTS,
      pointType,
      bonusOptions: BONUS_OPTIONS,
      selectedBonus: bonusOption(pointType),
      bonusSelectDisabled: fixed,
      depositName: ctx?.member.accountHolder ?? '',
      passwordText: form.passwordText,
      revealingAccount: form.revealing,
      accountText: form.accountText,
      pendingNotice: pending ? M.depositPending : null,
      rules: CHARGE_RULE_TEXTS.deposit,
      history,
      alert: form.alert,
    };
  }
}
