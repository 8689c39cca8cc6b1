import {
  combineLatest,
  defer,
  exhaustMap,
  filter,
  ignoreElements,
  lastValueFrom,
  map,
  merge,
  shareReplay,
  startWith,
  Subject,
  tap,
  type Observable,
} from 'rxjs';
import { moneyRetryText, newMoneyIntent, sendMoneyIntent, type MoneyIntent } from '../../shared/application/money-intent.js';
import { failureMessage, type ApiError } from '../../shared/domain/api-error.js';
import { withThousands } from '../../shared/domain/money.js';
import type { DomainError, Result } from '../../shared/domain/result.js';
import { groupChargeAmountText, readChargeAmountText } from '../domain/amount-text.js';
import { validateChargeAccountPassword } from '../domain/deposit.js';
import type { ChargeRecord } from '../domain/records.js';
import type { ChargeAlert } from './charge-context.js';
import { ChargeHistoryFeed, type ChargeHistoryView } from './charge-history.js';
import {
  callChargeGateway,
  CHARGE_POLL_MS,
  ChargeContextHolder,
  ChargeFormStore,
  type ChargeContext,
  type ChargeViewModelDeps,
} from './charge-support.js';

/**
 * `changes` as a patch of the form type F: sound because F extends B, the type that declares
 * those fields, which TS cannot see through the generic.
 */
const patchOf = <F extends B, B>(changes: Partial<B>): Partial<F> => changes as Partial<F>;

/** What every charge form holds besides its own fields: the message for the alert dialog. */
export interface ChargeFormBase {
  readonly alert: ChargeAlert | null;
}

/** One server call of a charge form; see `ChargeScreenViewModel.runRequest`. */
export interface ChargeRequestStep<F, T> {
  /** Patched before the call: the busy flag. */
  readonly busy: Partial<F>;
  readonly call: () => Promise<Result<T, ApiError>>;
  /** Patched on success: busy flag off, fields to clear, the success alert. */
  readonly done: (value: T) => Partial<F>;
  /** Patched on failure beside the error alert: busy flag off. */
  readonly failed: Partial<F>;
  /** The error alert when the server sent no text of its own; the spec's default when omitted. */
  readonly fallback?: string;
  /** After a success, ask the session to reload the member (balances or isChargeData changed). */
  readonly refreshMember?: boolean;
}

/**
 * The plumbing every charge view model shares: the latest member and settings, the form store
 * and its alert, intents that run one at a time (exhaustMap: a double click sends once), server
 * calls whose failure shows the server's text (spec 8), and `state$`, which runs the screen's
 * effects while someone watches it.
 */
export abstract class ChargeScreenViewModel<F extends ChargeFormBase, V> {
  readonly state$: Observable<V>;
  protected readonly ctx = new ChargeContextHolder();
  protected readonly form: ChargeFormStore<F>;
  private readonly intents: Observable<unknown>[] = [];

  protected constructor(
    protected readonly deps: ChargeViewModelDeps,
    initial: F,
  ) {
    this.form = new ChargeFormStore(initial);
    // Deferred: the subclass's streams and intents exist by the time anyone subscribes.
    this.state$ = defer(() =>
      merge(
        this.view$(),
        merge(this.ctx.track(deps.member$, deps.settings$).pipe(tap(() => this.onContext())), ...this.effects(), ...this.intents).pipe(
          ignoreElements(),
        ),
      ),
    ).pipe(shareReplay({ bufferSize: 1, refCount: true }));
  }

  dismissAlert(): void {
    this.setAlert(null);
  }

  /** The view: the form and the context, plus whatever else the screen shows. */
  protected abstract view$(): Observable<V>;

  /** Work that runs while the screen is watched, beside tracking the context and the intents. */
  protected effects(): Observable<unknown>[] {
    return [];
  }

  /** Called on every new member or settings snapshot. */
  protected onContext(): void {}

  /** A view made from the form and the context alone. */
  protected formView(toView: (form: F, ctx: ChargeContext | null) => V): Observable<V> {
    return combineLatest([this.form.changes$, this.ctx.context$]).pipe(map(([form, ctx]) => toView(form, ctx)));
  }

  /** Registers an intent (from a field initialiser); calls while its work runs are dropped. */
  protected intent(work: () => Promise<void>): () => void {
    const trigger = new Subject<void>();
    this.intents.push(trigger.pipe(exhaustMap(() => defer(work))));
    return () => trigger.next();
  }

  protected setAlert(alert: ChargeAlert | null): void {
    this.form.patch(patchOf<F, ChargeFormBase>({ alert }));
  }

  protected showError(message: string): void {
    this.setAlert({ tone: 'error', message });
  }

  /** Runs one server call; a rejection counts as a transport failure. Resolves with its result. */
  protected async runRequest<T>(step: ChargeRequestStep<F, T>): Promise<Result<T, ApiError>> {
    this.form.patch(step.busy);
    const result = await callChargeGateway(step.call);
    if (result.ok) {
      this.form.patch(step.done(result.value));
      if (step.refreshMember) this.deps.refreshMember?.();
    } else {
      const alert: ChargeAlert = { tone: 'error', message: failureMessage(result.error, step.fallback) };
      this.form.patch({ ...step.failed, ...patchOf<F, ChargeFormBase>({ alert }) });
    }
    return result;
  }
}

/** The fields the cash deposit and withdraw forms share. */
export interface ChargeCashForm extends ChargeFormBase {
  readonly amountText: string;
  readonly passwordText: string;
  readonly submitting: boolean;
  /** Set while a request that got no answer is retried: '재시도 중입니다… (2/3)'. */
  readonly retryText?: string | null;
  /** The clock, re-read every CHARGE_POLL_MS for the bank maintenance notice. */
  readonly now: number;
}

/** A validated cash request: the call, the success text, and what else the form records on success. */
export interface ChargeCashRequest<F> {
  /** Sends the request with the member intent's key (the same on each retry of it). */
  readonly send: (intent?: MoneyIntent) => Promise<Result<unknown, ApiError>>;
  readonly doneMessage: string;
  readonly done: Partial<F>;
}

/**
 * The cash deposit and withdraw pages (spec 2, 5, 8, 9): a won amount with quick-adds, the
 * 4-digit account password, one request at a time, the bank maintenance clock and the page's
 * own history, which reloads after every request.
 */
export abstract class ChargeCashPageViewModel<F extends ChargeCashForm, V> extends ChargeScreenViewModel<F, V> {
  protected readonly history: ChargeHistoryFeed;
  private readonly sendRequest = this.intent(() => this.submitOnce());

  protected constructor(deps: ChargeViewModelDeps, initial: F, history: { readonly depositMode: 0 | 1; readonly pageSize: number }) {
    super(deps, initial);
    this.history = new ChargeHistoryFeed({ gateway: deps.gateway, clock: deps.clock, ...history, notify: (alert) => this.setAlert(alert) });
  }

  setAmount(text: string): void {
    this.patchCash({ amountText: groupChargeAmountText(text) });
  }

  /** Quick buttons add to what is typed (an unreadable field counts as empty). */
  addQuickAmount(amount: number): void {
    const read = readChargeAmountText(this.form.value.amountText);
    const current = read.kind === 'whole' && read.value > 0 ? read.value : 0;
    this.patchCash({ amountText: withThousands(current + amount) });
  }

  clearAmount(): void {
    this.patchCash({ amountText: '' });
  }

  setPassword(text: string): void {
    this.patchCash({ passwordText: text });
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

  /** Validates the form for the page's request; a refusal is shown as the error alert. */
  protected abstract prepareRequest(ctx: ChargeContext): Result<ChargeCashRequest<F>, DomainError>;

  protected abstract toView(form: F, history: ChargeHistoryView, ctx: ChargeContext | null): V;

  protected view$(): Observable<V> {
    return combineLatest([this.form.changes$, this.history.view$, this.ctx.context$]).pipe(
      map(([form, history, ctx]) => this.toView(form, history, ctx)),
    );
  }

  protected override effects(): Observable<unknown>[] {
    const memberId$ = this.ctx.context$.pipe(
      filter((c): c is ChargeContext => c !== null),
      map((c) => c.member.id),
    );
    const clock = this.deps.clock;
    return [
      clock.every(CHARGE_POLL_MS).pipe(
        startWith(0),
        tap(() => this.patchCash({ now: clock.now() })),
      ),
      this.history.effects(memberId$),
    ];
  }

  /** Checks the 4-digit password with the server (POST /member/check-deposit-pw); null when refused here. */
  protected async checkPassword(step: Omit<ChargeRequestStep<F, string>, 'call'>): Promise<Result<string, ApiError> | null> {
    const ctx = this.ctx.current;
    if (!ctx) return null;
    const password = validateChargeAccountPassword(this.form.value.passwordText);
    if (!password.ok) {
      this.showError(password.error.message);
      return null;
    }
    const request = { userId: ctx.member.userId, bankAccountPssword: password.value };
    return this.runRequest({ ...step, call: () => this.deps.gateway.checkAccountPassword(request) });
  }

  private async submitOnce(): Promise<void> {
    const ctx = this.ctx.current;
    if (!ctx) return;
    const prepared = this.prepareRequest(ctx);
    if (!prepared.ok) return this.showError(prepared.error.message);
    const { send, doneMessage, done } = prepared.value;
    await this.runRequest({
      busy: patchOf<F, ChargeCashForm>({ submitting: true, retryText: null }),
      call: () => this.sendWithRetry(send),
      done: () => ({
        ...done,
        ...patchOf<F, ChargeCashForm>({
          submitting: false,
          retryText: null,
          amountText: '',
          alert: { tone: 'success', message: doneMessage },
        }),
      }),
      failed: patchOf<F, ChargeCashForm>({ submitting: false, retryText: null }),
      refreshMember: true,
    });
    this.history.refresh();
  }

  /** One member request: one key, retried on "no answer" with that key (see sendMoneyIntent). */
  private sendWithRetry(send: ChargeCashRequest<F>['send']): Promise<Result<unknown, ApiError>> {
    const ids = this.deps.ids;
    if (!ids) return send();
    const intent = newMoneyIntent(ids);
    return lastValueFrom(
      sendMoneyIntent(() => send(intent), this.deps.clock).pipe(
        tap((e) => {
          if (e.kind === 'retrying') this.patchCash({ retryText: moneyRetryText(e.attempt, e.of) });
        }),
        filter((e) => e.kind === 'done'),
        map((e) => e.result),
      ),
    );
  }

  private patchCash(changes: Partial<ChargeCashForm>): void {
    this.form.patch(patchOf<F, ChargeCashForm>(changes));
  }
}
