import { ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { won, type Won } from '../../shared/domain/money.js';
import { isBankMaintenance } from '../domain/bank-maintenance.js';
import { CHARGE_MESSAGES as M, CHARGE_RULE_TEXTS } from '../domain/messages.js';
import { WITHDRAWAL_HISTORY_PAGE_SIZE } from '../domain/records.js';
import { buildWithdrawalPayload, lastWithdrawalAt, validateWithdrawal, WITHDRAWAL_QUICK_AMOUNTS } from '../domain/withdrawal.js';
import type { ChargeAlert } from './charge-context.js';
import type { ChargeHistoryView } from './charge-history.js';
import { ChargeCashPageViewModel, type ChargeCashForm, type ChargeCashRequest } from './charge-screen.js';
import type { ChargeContext, ChargeViewModelDeps } from './charge-support.js';

export interface WithdrawView {
  readonly status: 'loading' | 'editing' | 'submitting';
  /** While a request that got no answer is retried: '재시도 중입니다… (2/3)'. */
  readonly retryText: string | null;
  readonly bankMaintenance: boolean;
  readonly emoney: Won;
  readonly amountText: string;
  readonly quickAmounts: readonly Won[];
  readonly passwordText: string;
  readonly requestingAccount: boolean;
  /** The "withdrawal account request" step is done; the registered account is then shown. */
  readonly accountRequested: boolean;
  readonly account: { readonly holder: string; readonly number: string } | null;
  readonly rules: readonly string[];
  readonly history: ChargeHistoryView;
  readonly alert: ChargeAlert | null;
}

interface WithdrawForm extends ChargeCashForm {
  readonly requestingAccount: boolean;
  /** The "withdrawal account request" step is done; the registered account is then shown. */
  readonly accountRequested: boolean;
  /** When this screen last sent a request, in case the history has not caught up yet. */
  readonly lastRequestAt: number | null;
}

/**
 * The cash withdraw page (spec 2, 5, 8, 9). The "withdrawal account request" step is read as:
 * the member re-enters the 4-digit deposit/withdraw password, the server checks it
 * (POST /member/check-deposit-pw), and the member's registered account is shown; only then may
 * they ask for money, and only to that account.
 */
export class WithdrawViewModel extends ChargeCashPageViewModel<WithdrawForm, WithdrawView> {
  private readonly requestAccountStep = this.intent(() => this.requestAccountOnce());

  constructor(deps: ChargeViewModelDeps) {
    const initial: WithdrawForm = {
      amountText: '',
      passwordText: '',
      requestingAccount: false,
      accountRequested: false,
      submitting: false,
      lastRequestAt: null,
      now: deps.clock.now(),
      alert: null,
    };
    super(deps, initial, { depositMode: 1, pageSize: WITHDRAWAL_HISTORY_PAGE_SIZE });
  }

  requestAccount(): void {
    this.requestAccountStep();
  }

  protected prepareRequest(ctx: ChargeContext): Result<ChargeCashRequest<WithdrawForm>, DomainError> {
    const now = this.deps.clock.now();
    const checked = validateWithdrawal({
      accountRequested: this.form.value.accountRequested,
      amountText: this.form.value.amountText,
      emoney: ctx.member.emoney,
      lastWithdrawalAt: this.lastRequestAt(),
      now,
    });
    if (!checked.ok) return checked;
    const payload = buildWithdrawalPayload({ memberId: ctx.member.id, depositName: ctx.member.accountHolder, amount: checked.value, now });
    return ok({
      send: (intent) => this.deps.gateway.requestWithdrawal(payload, intent),
      doneMessage: M.withdrawalDone,
      done: { lastRequestAt: now },
    });
  }

  private lastRequestAt(): number | null {
    const fromHistory = lastWithdrawalAt(this.history.view.rows.map((r) => r.record));
    const mine = this.form.value.lastRequestAt;
    if (fromHistory === null) return mine;
    return mine === null ? fromHistory : Math.max(fromHistory, mine);
  }

  private async requestAccountOnce(): Promise<void> {
    await this.checkPassword({
      busy: { requestingAccount: true },
      done: () => ({ requestingAccount: false, accountRequested: true, passwordText: '' }),
      failed: { requestingAccount: false, accountRequested: false },
    });
  }

  protected toView(form: WithdrawForm, history: ChargeHistoryView, ctx: ChargeContext | null): WithdrawView {
    return {
      status: ctx === null ? 'loading' : form.submitting ? 'submitting' : 'editing',
      retryText: form.retryText ?? null,
      bankMaintenance: isBankMaintenance(form.now),
      emoney: ctx?.member.emoney ?? won(0),
      amountText: form.amountText,
      quickAmounts: WITHDRAWAL_QUICK_AMOUNTS,
      passwordText: form.passwordText,
      requestingAccount: form.requestingAccount,
      accountRequested: form.accountRequested,
      account: form.accountRequested && ctx !== null ? { holder: ctx.member.accountHolder, number: ctx.member.bankAccountNumber } : null,
      rules: CHARGE_RULE_TEXTS.withdrawal,
      history,
      alert: form.alert,
    };
  }
}
