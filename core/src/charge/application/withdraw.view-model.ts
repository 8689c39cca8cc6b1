import { combineLatest, defer, exhaustMap, filter, ignoreElements, map, merge, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { withThousands, won, type Won } from '../../shared/domain/money.js';
import { groupChargeAmountText, readChargeAmountText } from '../domain/amount-text.js';
import { isBankMaintenance } from '../domain/bank-maintenance.js';
import { validateChargeAccountPassword } from '../domain/deposit.js';
import { CHARGE_MESSAGES as M, CHARGE_RULE_TEXTS } from '../domain/messages.js';
import { WITHDRAWAL_HISTORY_PAGE_SIZE, type ChargeRecord } from '../domain/records.js';
import { buildWithdrawalPayload, lastWithdrawalAt, validateWithdrawal, WITHDRAWAL_QUICK_AMOUNTS } from '../domain/withdrawal.js';
import type { ChargeAlert } from './charge-context.js';
import { ChargeHistoryFeed, type ChargeHistoryView } from './charge-history.js';
import { callChargeGateway, CHARGE_POLL_MS, ChargeContextHolder, ChargeFormStore, serverMessageOr, type ChargeContext, type ChargeViewModelDeps } from './charge-support.js';

export interface WithdrawView {
  readonly status: 'loading' | 'editing' | 'submitting';
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

interface WithdrawForm {
  readonly amountText: string;
  readonly passwordText: string;
  readonly requestingAccount: boolean;
  readonly accountRequested: boolean;
  readonly submitting: boolean;
  /** When this screen last sent a request, in case the history has not caught up yet. */
  readonly lastRequestAt: number | null;
  readonly now: number;
  readonly alert: ChargeAlert | null;
}

/**
 * The cash withdraw page (spec 2, 5, 8, 9). The "withdrawal account request" step is read as:
 * the member re-enters the 4-digit deposit/withdraw password, the server checks it
 * (POST /member/check-deposit-pw), and the member's registered account is shown; only then may
 * they ask for money, and only to that account.
 */
export class WithdrawViewModel {
  private readonly ctx = new ChargeContextHolder();
  private readonly form: ChargeFormStore<WithdrawForm>;
  private readonly history: ChargeHistoryFeed;
  private readonly submit$ = new Subject<void>();
  private readonly requestAccount$ = new Subject<void>();
  readonly state$: Observable<WithdrawView>;

  constructor(private readonly deps: ChargeViewModelDeps) {
    this.form = new ChargeFormStore<WithdrawForm>({
      amountText: '',
      passwordText: '',
      requestingAccount: false,
      accountRequested: false,
      submitting: false,
      lastRequestAt: null,
      now: deps.clock.now(),
      alert: null,
    });
    this.history = new ChargeHistoryFeed({
      gateway: deps.gateway,
      clock: deps.clock,
      depositMode: 1,
      pageSize: WITHDRAWAL_HISTORY_PAGE_SIZE,
      notify: (alert) => this.form.patch({ alert }),
    });
    this.state$ = defer(() =>
      merge(
        combineLatest([this.form.changes$, this.history.view$, this.ctx.context$]).pipe(
          map(([form, history, ctx]) => this.toView(form, history, ctx)),
        ),
        this.effects().pipe(ignoreElements()),
      ),
    ).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  }

  setAmount(text: string): void {
    this.form.patch({ amountText: groupChargeAmountText(text) });
  }

  addQuickAmount(amount: number): void {
    const read = readChargeAmountText(this.form.value.amountText);
    const current = read.kind === 'whole' && read.value > 0 ? read.value : 0;
    this.form.patch({ amountText: withThousands(current + amount) });
  }

  clearAmount(): void {
    this.form.patch({ amountText: '' });
  }

  setPassword(text: string): void {
    this.form.patch({ passwordText: text });
  }

  requestAccount(): void {
    this.requestAccount$.next();
  }

  submit(): void {
    this.submit$.next();
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
    this.form.patch({ alert: null });
  }

  private effects(): Observable<unknown> {
    const memberId$ = this.ctx.context$.pipe(
      filter((c): c is ChargeContext => c !== null),
      map((c) => c.member.id),
    );
    return merge(
      this.ctx.track(this.deps.member$, this.deps.settings$),
      this.deps.clock.every(CHARGE_POLL_MS).pipe(startWith(0), tap(() => this.form.patch({ now: this.deps.clock.now() }))),
      this.history.effects(memberId$),
      this.submit$.pipe(exhaustMap(() => defer(() => this.submitOnce()))),
      this.requestAccount$.pipe(exhaustMap(() => defer(() => this.requestAccountOnce()))),
    );
  }

  private lastRequestAt(): number | null {
    const fromHistory = lastWithdrawalAt(this.history.view.rows.map((r) => r.record));
    const mine = this.form.value.lastRequestAt;
    if (fromHistory === null) return mine;
    return mine === null ? fromHistory : Math.max(fromHistory, mine);
  }

  private async submitOnce(): Promise<void> {
    const ctx = this.ctx.current;
    if (!ctx) return;
    const now = this.deps.clock.now();
    const checked = validateWithdrawal({
      accountRequested: this.form.value.accountRequested,
      amountText: this.form.value.amountText,
      emoney: ctx.member.emoney,
      lastWithdrawalAt: this.lastRequestAt(),
      now,
    });
    if (!checked.ok) {
      this.form.patch({ alert: { tone: 'error', message: checked.error.message } });
      return;
    }
    const payload = buildWithdrawalPayload({ memberId: ctx.member.id, depositName: ctx.member.accountHolder, amount: checked.value, now });
    this.form.patch({ submitting: true });
    const result = await callChargeGateway(() => this.deps.gateway.requestWithdrawal(payload));
    if (result.ok) {
      this.form.patch({ submitting: false, amountText: '', lastRequestAt: now, alert: { tone: 'success', message: M.withdrawalDone } });
      this.deps.refreshMember?.();
    } else {
      this.form.patch({ submitting: false, alert: { tone: 'error', message: serverMessageOr(result.error, DEFAULT_PROBLEM_MESSAGE) } });
    }
    this.history.refresh();
  }

  private async requestAccountOnce(): Promise<void> {
    const ctx = this.ctx.current;
    if (!ctx) return;
    const password = validateChargeAccountPassword(this.form.value.passwordText);
    if (!password.ok) {
      this.form.patch({ alert: { tone: 'error', message: password.error.message } });
      return;
    }
    this.form.patch({ requestingAccount: true });
    const request = { userId: ctx.member.userId, bankAccountPssword: password.value };
    const result = await callChargeGateway(() => this.deps.gateway.checkAccountPassword(request));
    this.form.patch(
      result.ok
        ? { requestingAccount: false, accountRequested: true, passwordText: '' }
        : {
            requestingAccount: false,
            accountRequested: false,
            alert: { tone: 'error', message: serverMessageOr(result.error, DEFAULT_PROBLEM_MESSAGE) },
          },
    );
  }

  private toView(form: WithdrawForm, history: ChargeHistoryView, ctx: ChargeContext | null): WithdrawView {
    return {
      status: ctx === null ? 'loading' : form.submitting ? 'submitting' : 'editing',
      bankMaintenance: isBankMaintenance(form.now),
      emoney: ctx?.member.emoney ?? won(0),
      amountText: form.amountText,
      quickAmounts: WITHDRAWAL_QUICK_AMOUNTS,
      passwordText: form.passwordText,
      requestingAccount: form.requestingAccount,
      accountRequested: form.accountRequested,
      account:
        form.accountRequested && ctx !== null
          ? { holder: ctx.member.accountHolder, number: ctx.member.bankAccountNumber }
          : null,
      rules: CHARGE_RULE_TEXTS.withdrawal,
      history,
      alert: form.alert,
    };
  }
}
