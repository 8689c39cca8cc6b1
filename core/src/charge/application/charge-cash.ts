import { filter, lastValueFrom, map, startWith, tap, type Observable } from 'rxjs';
import { moneyRetryText, newMoneyIntent, sendMoneyIntent, type MoneyIntent } from '../../shared/application/money-intent.js';
import type { ViewModelStore } from '../../shared/application/view-model-store.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import { withThousands } from '../../shared/domain/money.js';
import type { DomainError, Result } from '../../shared/domain/result.js';
import { groupChargeAmountText, readChargeAmountText } from '../domain/amount-text.js';
import { validateChargeAccountPassword } from '../domain/deposit.js';
import type { ChargeHistoryFeed } from './charge-history.js';
import { runChargeRequest, showChargeError, type ChargeChange, type ChargeRequestStep, type ChargeScreenState } from './charge-screen.js';
import { CHARGE_POLL_MS, type ChargeContext, type ChargeViewModelDeps } from './charge-support.js';

/**
 * The cash deposit and withdraw pages (spec 2, 5, 8, 9) share these functions: a won amount
 * with quick-adds, the 4-digit account password, one request at a time retried under one key,
 * the bank maintenance clock and the page's own history.
 */

/** The fields both cash pages hold in their store. */
export interface ChargeCashState extends ChargeScreenState {
  readonly amountText: string;
  readonly passwordText: string;
  readonly submitting: boolean;
  /** Set while a request that got no answer is retried: '재시도 중입니다… (2/3)'. */
  readonly retryText: string | null;
  /** The clock, re-read every CHARGE_POLL_MS for the bank maintenance notice. */
  readonly now: number;
}

/** The amount and password intents of a cash page. */
export interface ChargeCashFields {
  setAmount(text: string): void;
  /** Quick buttons add to what is typed (an unreadable field counts as empty). */
  addQuickAmount(amount: number): void;
  clearAmount(): void;
  setPassword(text: string): void;
}

export function chargeCashFields<S extends ChargeCashState>(store: ViewModelStore<S>): ChargeCashFields {
  const setAmountText = (amountText: string): void => store.set((s) => ({ ...s, amountText }));
  return {
    setAmount: (text) => setAmountText(groupChargeAmountText(text)),
    addQuickAmount: (amount) => {
      const read = readChargeAmountText(store.get().amountText);
      const current = read.kind === 'whole' && read.value > 0 ? read.value : 0;
      setAmountText(withThousands(current + amount));
    },
    clearAmount: () => setAmountText(''),
    setPassword: (passwordText) => store.set((s) => ({ ...s, passwordText })),
  };
}

/** The work of a cash page while it is watched: the maintenance clock and the history feed. */
export function chargeCashEffects<S extends ChargeCashState>(
  store: ViewModelStore<S>,
  deps: Pick<ChargeViewModelDeps, 'clock'>,
  history: ChargeHistoryFeed,
): Observable<unknown>[] {
  const memberId$ = store.state$.pipe(
    map((s) => s.ctx),
    filter((c): c is ChargeContext => c !== null),
    map((c) => c.member.id),
  );
  const clock$ = deps.clock.every(CHARGE_POLL_MS).pipe(
    startWith(0),
    tap(() => store.set((s) => ({ ...s, now: deps.clock.now() }))),
  );
  return [clock$, history.effects(memberId$)];
}

/** A validated cash request: the call, the success text, and what else the page records on success. */
export interface ChargeCashRequest<S> {
  /** Sends the request with the member intent's key (the same on each retry of it). */
  readonly send: (intent?: MoneyIntent) => Promise<Result<unknown, ApiError>>;
  readonly doneMessage: string;
  readonly done: ChargeChange<S>;
}

/**
 * The page's submit intent: runs one request at a time (a double click sends once), validated
 * by `prepare` (a refusal is shown as the error alert), then reloads the history.
 */
export function chargeCashSubmit<S extends ChargeCashState>(
  store: ViewModelStore<S>,
  deps: ChargeViewModelDeps,
  history: ChargeHistoryFeed,
  prepare: (ctx: ChargeContext, state: S) => Result<ChargeCashRequest<S>, DomainError>,
): () => void {
  const idle = (s: S): S => ({ ...s, submitting: false, retryText: null });
  return store.exclusive(async () => {
    const state = store.get();
    if (!state.ctx) return;
    const prepared = prepare(state.ctx, state);
    if (!prepared.ok) return showChargeError(store, prepared.error.message);
    const { send, doneMessage, done } = prepared.value;
    await runChargeRequest(store, deps, {
      busy: (s) => ({ ...s, submitting: true, retryText: null }),
      call: () => sendWithRetry(store, deps, send),
      done: () => (s) => {
        const after = typeof done === 'function' ? done(s) : { ...s, ...done };
        return { ...idle(after), amountText: '', alert: { tone: 'success', message: doneMessage } };
      },
      failed: idle,
      refreshMember: true,
    });
    history.refresh();
  });
}

/** One member request: one key, retried on "no answer" with that key (see sendMoneyIntent). */
function sendWithRetry<S extends ChargeCashState>(
  store: ViewModelStore<S>,
  deps: ChargeViewModelDeps,
  send: ChargeCashRequest<S>['send'],
): Promise<Result<unknown, ApiError>> {
  if (!deps.ids) return send();
  const intent = newMoneyIntent(deps.ids);
  return lastValueFrom(
    sendMoneyIntent(() => send(intent), deps.clock).pipe(
      tap((e) => {
        if (e.kind === 'retrying') store.set((s) => ({ ...s, retryText: moneyRetryText(e.attempt, e.of) }));
      }),
      filter((e) => e.kind === 'done'),
      map((e) => e.result),
    ),
  );
}

/** Checks the 4-digit password with the server (POST /member/check-deposit-pw); null when refused here. */
export async function checkChargePassword<S extends ChargeCashState>(
  store: ViewModelStore<S>,
  deps: ChargeViewModelDeps,
  step: Omit<ChargeRequestStep<S, string>, 'call'>,
): Promise<Result<string, ApiError> | null> {
  const { ctx, passwordText } = store.get();
  if (!ctx) return null;
  const password = validateChargeAccountPassword(passwordText);
  if (!password.ok) {
    showChargeError(store, password.error.message);
    return null;
  }
  const request = { userId: ctx.member.userId, bankAccountPssword: password.value };
  return runChargeRequest(store, deps, { ...step, call: () => deps.gateway.checkAccountPassword(request) });
}
