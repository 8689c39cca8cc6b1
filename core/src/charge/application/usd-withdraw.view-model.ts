import type { Observable } from 'rxjs';
import { createViewModelStore } from '../../shared/application/view-model-store.js';
import { parseUsdt } from '../../shared/domain/money.js';
import { groupChargeAmountText } from '../domain/amount-text.js';
import { CHARGE_MESSAGES as M } from '../domain/messages.js';
import {
  isUsdTokenOn,
  USD_NETWORKS,
  usdTokensFor,
  validateUsdWithdrawal,
  type UsdNetwork,
  type UsdToken,
  type UsdWithdrawalPayload,
} from '../domain/usd.js';
import type { ChargeAlert } from './charge-context.js';
import { chargeScreenState$, chargeStoreView$, runChargeRequest, type ChargeScreenState } from './charge-screen.js';
import type { ChargeViewModelDeps } from './charge-support.js';

export interface UsdWithdrawView {
  /** 'confirming': the confirmation popup is open over the form. */
  readonly status: 'loading' | 'editing' | 'confirming' | 'submitting';
  readonly networks: readonly UsdNetwork[];
  readonly network: UsdNetwork | '';
  readonly tokens: readonly UsdToken[];
  readonly token: UsdToken | '';
  readonly amountText: string;
  /** Pre-filled from the saved blockchainUrl; the field is not editable (spec 2). */
  readonly address: string;
  readonly warning: string;
  readonly confirmText: string;
  readonly tetherMaintenance: boolean;
  readonly alert: ChargeAlert | null;
}

interface UsdWithdrawState extends ChargeScreenState {
  readonly network: UsdNetwork | '';
  readonly token: UsdToken | '';
  readonly amountText: string;
  readonly phase: 'editing' | 'confirming' | 'submitting';
  /** The validated request waiting for the member's confirmation. */
  readonly pending: UsdWithdrawalPayload | null;
}

/** What the form holds when empty (the member and settings stay). */
const EMPTY_FORM = { network: '', token: '', amountText: '', phase: 'editing', pending: null, alert: null } as const;

/** The USD withdrawal dialog (spec 2, 4, 5): validate, confirm in a popup, send; all its state is in its store. */
export class UsdWithdrawViewModel {
  private readonly store = createViewModelStore<UsdWithdrawState>({ ...EMPTY_FORM, ctx: null });
  readonly state$: Observable<UsdWithdrawView>;
  private readonly send = this.store.exclusive(() => this.sendOnce());

  constructor(private readonly deps: ChargeViewModelDeps) {
    this.state$ = chargeScreenState$(this.store, deps, chargeStoreView$(this.store, toUsdWithdrawView));
  }

  /** A token the new network does not offer (USDC on trx) is cleared. */
  setNetwork(network: UsdNetwork): void {
    const { token } = this.store.get();
    this.store.set({ network, token: token !== '' && isUsdTokenOn(network, token) ? token : '' });
  }

  setToken(token: UsdToken): void {
    this.store.set({ token });
  }

  setAmount(text: string): void {
    this.store.set({ amountText: groupChargeAmountText(text, true) });
  }

  /** Validates, then opens the confirmation popup. */
  request(): void {
    const { ctx, phase, network, token, amountText } = this.store.get();
    if (!ctx || phase !== 'editing') return;
    const amount = parseUsdt(amountText.replace(/,/g, '')) ?? Number.NaN;
    const checked = validateUsdWithdrawal({
      network,
      token,
      address: ctx.member.blockchainUrl ?? '',
      amount,
      tetherMaintenance: ctx.settings.tetherMaintenanceFlag,
    });
    this.store.set(
      checked.ok ? { phase: 'confirming', pending: checked.value } : { alert: { tone: 'error', message: checked.error.message } },
    );
  }

  /** The popup's confirm button: sends once however often it is pressed. */
  confirm(): void {
    this.send();
  }

  /** The popup's cancel button. */
  cancel(): void {
    if (this.store.get().phase === 'confirming') this.store.set({ phase: 'editing', pending: null });
  }

  /** Closing the dialog forgets what was typed. */
  close(): void {
    this.store.set(EMPTY_FORM);
  }

  dismissAlert(): void {
    this.store.set({ alert: null });
  }

  /** Ends the intents; `state$` completes. */
  dispose(): void {
    this.store.dispose();
  }

  private async sendOnce(): Promise<void> {
    const { pending, phase } = this.store.get();
    if (phase !== 'confirming' || pending === null) return;
    await runChargeRequest(this.store, this.deps, {
      busy: { phase: 'submitting' },
      call: () => this.deps.gateway.requestUsdWithdrawal(pending),
      done: () => ({ ...EMPTY_FORM, alert: { tone: 'success', message: M.withdrawalDone } }),
      failed: { phase: 'editing', pending: null },
      refreshMember: true,
    });
  }
}

function toUsdWithdrawView(form: UsdWithdrawState): UsdWithdrawView {
  const ctx = form.ctx;
  return {
    status: ctx === null ? 'loading' : form.phase,
    networks: USD_NETWORKS,
    network: form.network,
    tokens: form.network === '' ? [] : usdTokensFor(form.network),
    token: form.token,
    amountText: form.amountText,
    address: ctx?.member.blockchainUrl ?? '',
    warning: M.usdWithdrawalWarning,
    confirmText: M.usdWithdrawalConfirm,
    tetherMaintenance: ctx?.settings.tetherMaintenanceFlag ?? false,
    alert: form.alert,
  };
}
