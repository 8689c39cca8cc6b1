import { defer, map, startWith, switchMap, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import type { ApiError } from '../../shared/domain/api-error.js';
import { formatUsdt, microUsdt, won, withThousands } from '../../shared/domain/money.js';
import type { Result } from '../../shared/domain/result.js';
import { groupChargeAmountText } from '../domain/amount-text.js';
import {
  addConversionQuickAmount,
  CONVERSION_QUICK_AMOUNTS,
  conversionResult,
  maxConversionText,
  readConversionAmount,
  validateConversion,
  type AcceptedConversion,
  type ConversionBalances,
  type ConversionMode,
} from '../domain/conversion.js';
import { DEFAULT_EXCHANGE_RATE, exchangeRateFromWonPerUsd, formatExchangeRate, type ExchangeRate } from '../domain/exchange-rate.js';
import { CHARGE_MESSAGES as M } from '../domain/messages.js';
import { buildPointToCashPayload } from '../domain/wallet-transfer.js';
import type { ChargeAlert } from './charge-context.js';
import { chargeScreenState$, chargeStoreView$, runChargeRequest, showChargeError, type ChargeScreenState } from './charge-screen.js';
import { callChargeGateway, CHARGE_POLL_MS, type ChargeContext, type ChargeViewModelDeps } from './charge-support.js';

export interface MoneyConversionView {
  readonly status: 'loading' | 'editing' | 'submitting';
  readonly mode: ConversionMode;
  readonly balances: ConversionBalances;
  readonly usdtText: string;
  readonly emoneyText: string;
  readonly pointText: string;
  /** Spec 2: minimum 10,000 won / 1 USD, shown (enforced only while the site's policy is 'enforced'). */
  readonly minimumNote: string;
  readonly rate: ExchangeRate;
  readonly rateText: string;
  /** False while the dialog still uses the default rate of 1,500. */
  readonly rateLoaded: boolean;
  readonly amountText: string;
  /** Quick-add values in the unit typed in this mode, with that unit's label. */
  readonly quickAmounts: readonly number[];
  readonly quickUnit: 'USD' | '원' | 'P';
  /** What the member would receive, floored exactly as the server credits it; null if unreadable. */
  readonly receiveText: string | null;
  readonly alert: ChargeAlert | null;
}

interface ConversionState extends ChargeScreenState {
  readonly mode: ConversionMode;
  readonly amountText: string;
  readonly rate: ExchangeRate;
  readonly rateLoaded: boolean;
  readonly submitting: boolean;
}

const NO_BALANCES: ConversionBalances = { usdt: 0, emoney: 0, point: 0 };
const QUICK_UNITS = { 1: 'USD', 2: '원', 3: 'P' } as const;

/** The money conversion dialog (spec 2): USD to won, won to USD, points to won, with the live rate. */
export class MoneyConversionViewModel {
  private readonly store = createViewModelStore<ConversionState>({
    ctx: null,
    mode: 1,
    amountText: '',
    rate: DEFAULT_EXCHANGE_RATE,
    rateLoaded: false,
    submitting: false,
    alert: null,
  });
  readonly state$: Observable<MoneyConversionView>;
  private readonly send = this.store.exclusive(() => this.submitOnce());

  constructor(private readonly deps: ChargeViewModelDeps) {
    // The rate is read when the member opens the dialog, then polled while it is watched; the
    // poll's reads go out as background polls (no activity for the session's idle limit).
    const rates$ = deps.clock.every(CHARGE_POLL_MS).pipe(
      map(() => true),
      startWith(false),
      switchMap((byPoll) => defer(() => this.loadRate(byPoll))),
    );
    this.state$ = chargeScreenState$(this.store, deps, chargeStoreView$(this.store, toMoneyConversionView), [rates$]);
  }

  /** Switching mode clears the amount (spec 2). */
  setMode(mode: ConversionMode): void {
    if (mode !== this.store.get().mode) this.store.set({ mode, amountText: '' });
  }

  setAmount(text: string): void {
    this.store.set({ amountText: groupChargeAmountText(text, this.store.get().mode === 1) });
  }

  addQuickAmount(amount: number): void {
    const { mode, amountText } = this.store.get();
    this.store.set({ amountText: addConversionQuickAmount(mode, amountText, amount) });
  }

  /** MAX: the full source balance. */
  fillMax(): void {
    this.store.set({ amountText: maxConversionText(this.store.get().mode, this.balances()) });
  }

  submit(): void {
    this.send();
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  /** Ends the rate poll and the intents; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private balances(): ConversionBalances {
    const m = this.store.get().ctx?.member;
    return m ? { usdt: m.usdt, emoney: m.emoney, point: m.point } : NO_BALANCES;
  }

  private async loadRate(byPoll: boolean): Promise<void> {
    const result = await callChargeGateway(() => this.deps.gateway.loadExchangeRate(byPoll));
    const rate = result.ok ? exchangeRateFromWonPerUsd(result.value) : null;
    // A failed or nonsensical answer keeps the rate already shown (the default before the first).
    if (rate !== null) this.store.set({ rate, rateLoaded: true });
  }

  private async submitOnce(): Promise<void> {
    const { ctx, mode, amountText, rate } = this.store.get();
    if (!ctx) return;
    const checked = validateConversion({
      mode,
      amountText,
      rate,
      balances: this.balances(),
      minimumPolicy: ctx.settings.conversionMinimumPolicy,
    });
    if (!checked.ok) return showChargeError(this.store, checked.error.message);
    const [done, failed] = mode === 3 ? [M.pointConversionDone, M.pointConversionFailed] : [M.moneyConversionDone, M.moneyConversionFailed];
    await runChargeRequest(this.store, this.deps, {
      busy: { submitting: true },
      call: () => this.convert(checked.value, ctx),
      done: () => ({ submitting: false, amountText: '', alert: { tone: 'success', message: done } }),
      failed: { submitting: false },
      fallback: failed,
      refreshMember: true,
    });
  }

  private convert(accepted: AcceptedConversion, ctx: ChargeContext): Promise<Result<void, ApiError>> {
    const { gateway } = this.deps;
    if (accepted.mode === 1) return gateway.convertUsdToWon({ amount: microUsdt(accepted.amount) });
    if (accepted.mode === 2) return gateway.convertWonToUsd({ amount: won(accepted.amount) });
    return gateway.convertPointsToCash(
      buildPointToCashPayload({ memberId: ctx.member.id, point: accepted.amount, userUpdatedAt: ctx.member.updatedAt }),
    );
  }
}

function toMoneyConversionView(form: ConversionState): MoneyConversionView {
  const ctx = form.ctx;
  const balances = ctx ? { usdt: ctx.member.usdt, emoney: ctx.member.emoney, point: ctx.member.point } : NO_BALANCES;
  const read = readConversionAmount(form.mode, form.amountText);
  const receive = read.kind === 'ok' ? conversionResult(form.mode, read.value, form.rate) : null;
  return {
    status: ctx === null ? 'loading' : form.submitting ? 'submitting' : 'editing',
    mode: form.mode,
    balances,
    usdtText: formatUsdt(balances.usdt),
    emoneyText: withThousands(balances.emoney),
    pointText: withThousands(balances.point),
    minimumNote: M.conversionMinimumNote,
    rate: form.rate,
    rateText: formatExchangeRate(form.rate),
    rateLoaded: form.rateLoaded,
    amountText: form.amountText,
    quickAmounts: CONVERSION_QUICK_AMOUNTS[form.mode],
    quickUnit: QUICK_UNITS[form.mode],
    receiveText: receive === null ? null : form.mode === 2 ? formatUsdt(receive) : withThousands(receive),
    alert: form.alert,
  };
}
