import { catchError, distinctUntilChanged, from, map, of, switchMap, tap, type Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { withThousands } from '../../shared/domain/money.js';
import { groupChargeAmountText } from '../domain/amount-text.js';
import { tetherDepositLink } from '../domain/tether-deposit-link.js';
import { CHARGE_MESSAGES as M } from '../domain/messages.js';
import {
  USD_DEPOSIT_QUICK_AMOUNTS,
  USD_DEPOSIT_RESET,
  USD_NETWORKS,
  usdTokensFor,
  validateUsdDeposit,
  type UsdNetwork,
  type UsdToken,
} from '../domain/usd.js';
import type { ChargeAlert } from './charge-context.js';
import { chargeScreenState$, chargeStoreView$, runChargeRequest, showChargeError, type ChargeScreenState } from './charge-screen.js';
import type { ChargeViewModelDeps } from './charge-support.js';

export interface UsdDepositView {
  readonly status: 'loading' | 'editing' | 'submitting' | 'cancelling';
  readonly networks: readonly UsdNetwork[];
  readonly network: UsdNetwork;
  readonly tokens: readonly UsdToken[];
  readonly token: UsdToken | '';
  /** Spec 2: only trx asks for an amount (with a clear button and quick-adds)... */
  readonly showAmount: boolean;
  readonly amountText: string;
  readonly quickAmounts: readonly number[];
  /** ...and only trx offers "cancel the most recent request". */
  readonly canCancelLatest: boolean;
  readonly tetherMaintenance: boolean;
  /** The tether deposit link to open in a new window: only an https URL (spec 5), else null and no link. */
  readonly depositLink: string | null;
  readonly alert: ChargeAlert | null;
}

interface UsdDepositState extends ChargeScreenState {
  readonly network: UsdNetwork;
  readonly token: UsdToken | '';
  readonly amountText: string;
  readonly busy: 'submitting' | 'cancelling' | null;
  readonly depositLink: string | null;
}

const INITIAL: UsdDepositState = { ...USD_DEPOSIT_RESET, ctx: null, busy: null, alert: null, depositLink: null };

/** The USD deposit dialog (spec 2, 4, 5, 8); all its state is in its store. */
export class UsdDepositViewModel {
  private readonly store = createViewModelStore<UsdDepositState>(INITIAL);
  readonly state$: Observable<UsdDepositView>;
  private readonly send = this.store.exclusive(() => this.submitOnce());
  private readonly cancelLatestRequest = this.store.exclusive(() => this.cancelLatestOnce());

  constructor(private readonly deps: ChargeViewModelDeps) {
    // The member's tether deposit link, asked for while the dialog is watched (a refusal, e.g.
    // tether maintenance, or a link that is not https shows no link).
    const link$ = deps.member$.pipe(
      map((member) => member.id),
      distinctUntilChanged(),
      switchMap((memberId) => from(deps.gateway.loadTetherDepositUrl(memberId)).pipe(catchError(() => of(null)))),
      tap((answer) => this.store.set({ depositLink: answer?.ok ? tetherDepositLink(answer.value) : null })),
    );
    this.state$ = chargeScreenState$(this.store, deps, chargeStoreView$(this.store, toUsdDepositView), [link$]);
  }

  /** Spec 4: changing the network empties the token. */
  setNetwork(network: UsdNetwork): void {
    if (network !== this.store.get().network) this.store.set({ network, token: '' });
  }

  setToken(token: UsdToken): void {
    this.store.set({ token });
  }

  setAmount(text: string): void {
    this.store.set({ amountText: groupChargeAmountText(text) });
  }

  addQuickAmount(amount: number): void {
    const digits = this.store.get().amountText.replace(/,/g, '');
    const current = /^\d+$/.test(digits) ? Number(digits) : 0;
    this.store.set({ amountText: withThousands(current + amount) });
  }

  /** The clear button puts the amount back to 0. */
  clearAmount(): void {
    this.store.set({ amountText: USD_DEPOSIT_RESET.amountText });
  }

  submit(): void {
    this.send();
  }

  /** trx only: cancels the most recent deposit request. */
  cancelLatest(): void {
    if (this.store.get().network === 'trx') this.cancelLatestRequest();
  }

  /** Spec 4: closing resets network eth, token empty, amount 0. */
  close(): void {
    this.store.set({ ...USD_DEPOSIT_RESET, alert: null });
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  /** Ends the intents; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private async submitOnce(): Promise<void> {
    const { ctx, network, token, amountText } = this.store.get();
    if (!ctx) return;
    const checked = validateUsdDeposit({ network, token, amountText, tetherMaintenance: ctx.settings.tetherMaintenanceFlag });
    if (!checked.ok) return showChargeError(this.store, checked.error.message);
    await runChargeRequest(this.store, this.deps, {
      busy: { busy: 'submitting' },
      call: () => this.deps.gateway.requestUsdDeposit(checked.value),
      done: () => ({ busy: null, alert: { tone: 'success', message: M.usdDepositDone } }),
      failed: { busy: null },
      fallback: M.usdDepositFailed,
    });
  }

  private async cancelLatestOnce(): Promise<void> {
    await runChargeRequest(this.store, this.deps, {
      busy: { busy: 'cancelling' },
      call: () => this.deps.gateway.cancelLatestUsdDeposit(),
      done: (text) => ({ busy: null, alert: { tone: 'info', message: text.trim() !== '' ? text : M.usdDepositCancelled } }),
      failed: { busy: null },
    });
  }
}

function toUsdDepositView(form: UsdDepositState): UsdDepositView {
  const ctx = form.ctx;
  const trx = form.network === 'trx';
  return {
    status: ctx === null ? 'loading' : (form.busy ?? 'editing'),
    networks: USD_NETWORKS,
    network: form.network,
    tokens: usdTokensFor(form.network),
    token: form.token,
    showAmount: trx,
    amountText: form.amountText,
    quickAmounts: USD_DEPOSIT_QUICK_AMOUNTS,
    canCancelLatest: trx,
    tetherMaintenance: ctx?.settings.tetherMaintenanceFlag ?? false,
    depositLink: form.depositLink,
    alert: form.alert,
  };
}
