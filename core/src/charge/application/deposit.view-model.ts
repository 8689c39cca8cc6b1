import { combineLatest, defer, exhaustMap, filter, ignoreElements, map, merge, shareReplay, startWith, Subject, tap, type Observable } from 'rxjs';
import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
import { withThousands, type Won } from '../../shared/domain/money.js';
import { groupChargeAmountText, readChargeAmountText } from '../domain/amount-text.js';
import { isBankMaintenance } from '../domain/bank-maintenance.js';
import { BONUS_OPTIONS, bonusOption, type BonusOption } from '../domain/bonus-options.js';
import { buildDepositPayload, DEPOSIT_QUICK_AMOUNTS, effectiveBonusPointType, validateChargeAccountPassword, validateDeposit } from '../domain/deposit.js';
import { CHARGE_MESSAGES as M, CHARGE_RULE_TEXTS } from '../domain/messages.js';
import { DEPOSIT_HISTORY_PAGE_SIZE, type ChargeRecord } from '../domain/records.js';
import type { ChargeAlert } from './charge-context.js';
import { ChargeHistoryFeed, type ChargeHistoryView } from './charge-history.js';
import { callChargeGateway, CHARGE_POLL_MS, ChargeContextHolder, ChargeFormStore, serverMessageOr, type ChargeContext, type ChargeViewModelDeps } from './charge-support.js';

export interface DepositView {
  /** 'pending-request': a request is waiting, the form's submit is replaced by a notice. */
  readonly status: 'loading' | 'editing' | 'submitting' | 'pending-request';
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

interface DepositForm {
  readonly amountText: string;
  readonly pointType: number;
  readonly passwordText: string;
  readonly accountText: string | null;
  readonly revealing: boolean;
  readonly submitting: boolean;
  /** Set after a successful request until the next member snapshot says what the server thinks. */
  readonly justRequested: boolean;
  readonly now: number;
  readonly alert: ChargeAlert | null;
}

/** The cash deposit page (spec 2, 5, 8): request form, bonus choice, account reveal, history. */
export class DepositViewModel {
  private readonly ctx = new ChargeContextHolder();
  private readonly form: ChargeFormStore<DepositForm>;
  private readonly history: ChargeHistoryFeed;
  private readonly submit$ = new Subject<void>();
  private readonly reveal$ = new Subject<void>();
  readonly state$: Observable<DepositView>;

  constructor(private readonly deps: ChargeViewModelDeps) {
    this.form = new ChargeFormStore<DepositForm>({
      amountText: '',
      pointType: 0,
      passwordText: '',
      accountText: null,
      revealing: false,
      submitting: false,
      justRequested: false,
      now: deps.clock.now(),
      alert: null,
    });
    this.history = new ChargeHistoryFeed({
      gateway: deps.gateway,
      clock: deps.clock,
      depositMode: 0,
      pageSize: DEPOSIT_HISTORY_PAGE_SIZE,
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

  /** Quick buttons add to what is typed (an unreadable field counts as empty). */
  addQuickAmount(amount: number): void {
    const read = readChargeAmountText(this.form.value.amountText);
    const current = read.kind === 'whole' && read.value > 0 ? read.value : 0;
    this.form.patch({ amountText: withThousands(current + amount) });
  }

  clearAmount(): void {
    this.form.patch({ amountText: '' });
  }

  /** Ignored while chargePointFlag fixes the bonus. */
  selectBonus(pointType: number): void {
    if (this.ctx.current?.settings.chargePointFlag) return;
    this.form.patch({ pointType });
  }

  setPassword(text: string): void {
    this.form.patch({ passwordText: text });
  }

  /** Checks the 4-digit password with the server; on success shows and copies the account. */
  revealAccount(): void {
    this.reveal$.next();
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
      this.ctx.track(this.deps.member$, this.deps.settings$).pipe(tap(() => this.form.patch({ justRequested: false }))),
      this.deps.clock.every(CHARGE_POLL_MS).pipe(startWith(0), tap(() => this.form.patch({ now: this.deps.clock.now() }))),
      this.history.effects(memberId$),
      this.submit$.pipe(exhaustMap(() => defer(() => this.submitOnce()))),
      this.reveal$.pipe(exhaustMap(() => defer(() => this.revealOnce()))),
    );
  }

  private async submitOnce(): Promise<void> {
    const ctx = this.ctx.current;
    if (!ctx) return;
    const form = this.form.value;
    const checked = validateDeposit({
      amountText: form.amountText,
      pointType: form.pointType,
      chargePointFlag: ctx.settings.chargePointFlag,
      isChargeData: ctx.member.isChargeData || form.justRequested,
      now: this.deps.clock.now(),
    });
    if (!checked.ok) {
      this.form.patch({ alert: { tone: 'error', message: checked.error.message } });
      return;
    }
    const payload = buildDepositPayload({
      memberId: ctx.member.id,
      depositName: ctx.member.accountHolder,
      accountType: ctx.member.depositAccountType ?? 'regular',
      accepted: checked.value,
    });
    this.form.patch({ submitting: true });
    const result = await callChargeGateway(() => this.deps.gateway.requestDeposit(payload));
    if (result.ok) {
      this.form.patch({
        submitting: false,
        amountText: '',
        justRequested: true,
        alert: { tone: 'success', message: M.depositDone },
      });
      this.deps.refreshMember?.();
    } else {
      this.form.patch({ submitting: false, alert: { tone: 'error', message: serverMessageOr(result.error, DEFAULT_PROBLEM_MESSAGE) } });
    }
    this.history.refresh();
  }

  private async revealOnce(): Promise<void> {
    const ctx = this.ctx.current;
    if (!ctx) return;
    const password = validateChargeAccountPassword(this.form.value.passwordText);
    if (!password.ok) {
      this.form.patch({ alert: { tone: 'error', message: password.error.message } });
      return;
    }
    this.form.patch({ revealing: true });
    const request = { userId: ctx.member.userId, bankAccountPssword: password.value };
    const result = await callChargeGateway(() => this.deps.gateway.checkAccountPassword(request));
    if (!result.ok) {
      this.form.patch({
        revealing: false,
        accountText: null,
        alert: { tone: 'error', message: serverMessageOr(result.error, DEFAULT_PROBLEM_MESSAGE) },
      });
      return;
    }
    this.form.patch({ revealing: false, accountText: result.value });
    const copied = await this.copy(result.value);
    if (copied) this.form.patch({ alert: { tone: 'success', message: M.depositAccountCopied } });
  }

  private async copy(text: string): Promise<boolean> {
    try {
      return (await this.deps.clipboard?.copy(text)) ?? false;
    } catch {
      return false; // the account is on screen anyway
    }
  }

  private toView(form: DepositForm, history: ChargeHistoryView, ctx: ChargeContext | null): DepositView {
    const fixed = ctx?.settings.chargePointFlag ?? false;
    const pointType = effectiveBonusPointType(form.pointType, fixed);
    const pending = (ctx?.member.isChargeData ?? false) || form.justRequested;
    return {
      status: ctx === null ? 'loading' : form.submitting ? 'submitting' : pending ? 'pending-request' : 'editing',
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
