import type { Observable } from 'rxjs';
import { withThousands } from '../../shared/domain/money.js';
import { groupChargeAmountText } from '../domain/amount-text.js';
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
import { ChargeScreenViewModel } from './charge-screen.js';
import type { ChargeContext, ChargeViewModelDeps } from './charge-support.js';

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
  readonly alert: ChargeAlert | null;
}

interface UsdDepositForm {
  readonly network: UsdNetwork;
  readonly token: UsdToken | '';
  readonly amountText: string;
  readonly busy: 'submitting' | 'cancelling' | null;
  readonly alert: ChargeAlert | null;
}

const INITIAL: UsdDepositForm = { ...USD_DEPOSIT_RESET, busy: null, alert: null };

/** The USD deposit dialog (spec 2, 4, 5, 8). */
export class UsdDepositViewModel extends ChargeScreenViewModel<UsdDepositForm, UsdDepositView> {
  private readonly send = this.intent(() => this.submitOnce());
  private readonly cancelLatestRequest = this.intent(() => this.cancelLatestOnce());

  constructor(deps: ChargeViewModelDeps) {
    super(deps, INITIAL);
  }

  /** Spec 4: changing the network empties the token. */
  setNetwork(network: UsdNetwork): void {
    if (network !== this.form.value.network) this.form.patch({ network, token: '' });
  }

  setToken(token: UsdToken): void {
    this.form.patch({ token });
  }

  setAmount(text: string): void {
    this.form.patch({ amountText: groupChargeAmountText(text) });
  }

  addQuickAmount(amount: number): void {
    const digits = this.form.value.amountText.replace(/,/g, '');
    const current = /^\d+$/.test(digits) ? Number(digits) : 0;
    this.form.patch({ amountText: withThousands(current + amount) });
  }

  /** The clear button puts the amount back to 0. */
  clearAmount(): void {
    this.form.patch({ amountText: USD_DEPOSIT_RESET.amountText });
  }

  submit(): void {
    this.send();
  }

  /** trx only: cancels the most recent deposit request. */
  cancelLatest(): void {
    if (this.form.value.network === 'trx') this.cancelLatestRequest();
  }

  /** Spec 4: closing resets network eth, token empty, amount 0. */
  close(): void {
    this.form.patch({ ...USD_DEPOSIT_RESET, alert: null });
  }

  protected view$(): Observable<UsdDepositView> {
    return this.formView(toUsdDepositView);
  }

  private async submitOnce(): Promise<void> {
    const ctx = this.ctx.current;
    if (!ctx) return;
    const { network, token, amountText } = this.form.value;
    const checked = validateUsdDeposit({ network, token, amountText, tetherMaintenance: ctx.settings.tetherMaintenanceFlag });
    if (!checked.ok) return this.showError(checked.error.message);
    await this.runRequest({
      busy: { busy: 'submitting' },
      call: () => this.deps.gateway.requestUsdDeposit(checked.value),
      done: () => ({ busy: null, alert: { tone: 'success', message: M.usdDepositDone } }),
      failed: { busy: null },
      fallback: M.usdDepositFailed,
    });
  }

  private async cancelLatestOnce(): Promise<void> {
    await this.runRequest({
      busy: { busy: 'cancelling' },
      call: () => this.deps.gateway.cancelLatestUsdDeposit(),
      done: (text) => ({ busy: null, alert: { tone: 'info', message: text.trim() !== '' ? text : M.usdDepositCancelled } }),
      failed: { busy: null },
    });
  }
}

function toUsdDepositView(form: UsdDepositForm, ctx: ChargeContext | null): UsdDepositView {
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
    alert: form.alert,
  };
}
