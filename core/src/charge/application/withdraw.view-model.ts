import { ok, type DomainError, type Result } from '../../shared/domain/result.js';
import { won, type Won } from '../../shared/domain/money.js';
import { isBankMaintenance } from '../domain/bank-maintenance.js';
import { CHARGE_MESSAGES as M, CHARGE_RULE_TEXTS } from '../domain/messages.js';
import { WITHDRAWAL_HISTORY_PAGE_SIZE } from '../domain/records.js';
import { buildWithdrawalPayload, lastWithdrawalAt, validateWithdrawal, WITHDRAWAL_QUICK_AMOUNTS } from '../domain/withdrawal.js';
import { checkChargePassword, type ChargeCashRequest, type ChargeCashState } from './charge-cash.js';
import { ChargeCashPage } from './charge-cash-page.js';
import type { ChargeAlert } from './charge-context.js';
import type { ChargeHistoryView } from './charge-history.js';
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

interface WithdrawState extends ChargeCashState {
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
 * they ask for money, and only to that account. The intents it shares with the deposit page are
 * ChargeCashPage's; all its state is in its store.
 */
export class WithdrawViewModel extends ChargeCashPage<WithdrawState, WithdrawView> {
  private readonly requestAccountStep: () => void;

  constructor(deps: ChargeViewModelDeps) {
    super(deps, {
      initial: {
        ctx: null,
        amountText: '',
        passwordText: '',
        requestingAccount: false,
        accountRequested: false,
        submitting: false,
        retryText: null,
        lastRequestAt: null,
        now: deps.clock.now(),
        alert: null,
      },
      depositMode: 1,
      pageSize: WITHDRAWAL_HISTORY_PAGE_SIZE,
      toView: toWithdrawView,
    });
    this.requestAccountStep = this.store.exclusive(() => this.requestAccountOnce());
  }

  requestAccount(): void {
    this.requestAccountStep();
  }

  protected prepareRequest(ctx: ChargeContext, state: WithdrawState): Result<ChargeCashRequest<WithdrawState>, DomainError> {
    const now = this.deps.clock.now();
    const checked = validateWithdrawal({
      accountRequested: state.accountRequested,
      amountText: state.amountText,
      emoney: ctx.member.emoney,
      lastWithdrawalAt: this.lastRequestAt(state),
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

  private lastRequestAt(state: WithdrawState): number | null {
    const fromHistory = lastWithdrawalAt(this.history.view.rows.map((r) => r.record));
    const mine = state.lastRequestAt;
    if (fromHistory === null) return mine;
    return mine === null ? fromHistory : Math.max(fromHistory, mine);
  }

  private async requestAccountOnce(): Promise<void> {
    await checkChargePassword(this.store, this.deps, {
      busy: { requestingAccount: true },
      done: () => ({ requestingAccount: false, accountRequested: true, passwordText: '' }),
      failed: { requestingAccount: false, accountRequested: false },
    });
  }
}

function toWithdrawView(state: WithdrawState, history: ChargeHistoryView): WithdrawView {
  const ctx = state.ctx;
  return {
    status: ctx === null ? 'loading' : state.submitting ? 'submitting' : 'editing',
    retryText: state.retryText,
    bankMaintenance: isBankMaintenance(state.now),
    emoney: ctx?.member.emoney ?? won(0),
    amountText: state.amountText,
    quickAmounts: WITHDRAWAL_QUICK_AMOUNTS,
    passwordText: state.passwordText,
    requestingAccount: state.requestingAccount,
    accountRequested: state.accountRequested,
    account: state.accountRequested && ctx !== null ? { holder: ctx.member.accountHolder, number: ctx.member.bankAccountNumber } : null,
    rules: CHARGE_RULE_TEXTS.withdrawal,
    history,
    alert: state.alert,
  };
}
