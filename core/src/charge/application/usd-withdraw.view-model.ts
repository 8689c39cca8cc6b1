import type { Observable } from 'rxjs';
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
import { ChargeScreenViewModel } from './charge-screen.js';
import type { ChargeContext, ChargeViewModelDeps } from './charge-support.js';

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

interface UsdWithdrawForm {
  readonly network: UsdNetwork | '';
  readonly token: UsdToken | '';
  readonly amountText: string;
  readonly phase: 'editing' | 'confirming' | 'submitting';
  /** The validated request waiting for the member's confirmation. */
  readonly pending: UsdWithdrawalPayload | null;
  readonly alert: ChargeAlert | null;
}

const INITIAL: UsdWithdrawForm = { network: '', token: '', amountText: '', phase: 'editing', pending: null, alert: null };

/** The USD withdrawal dialog (spec 2, 4, 5): validate, confirm in a popup, send. */
export class UsdWithdrawViewModel extends ChargeScreenViewModel<UsdWithdrawForm, UsdWithdrawView> {
  private readonly send = this.intent(() => this.sendOnce());

  constructor(deps: ChargeViewModelDeps) {
    super(deps, INITIAL);
  }

  /** A token the new network does not offer (USDC on trx) is cleared. */
  setNetwork(network: UsdNetwork): void {
    const { token } = this.form.value;
    this.form.patch({ network, token: token !== '' && isUsdTokenOn(network, token) ? token : '' });
  }

  setToken(token: UsdToken): void {
    this.form.patch({ token });
  }

  setAmount(text: string): void {
    this.form.patch({ amountText: groupChargeAmountText(text, true) });
  }

  /** Validates, then opens the confirmation popup. */
  request(): void {
    const ctx = this.ctx.current;
    if (!ctx || this.form.value.phase !== 'editing') return;
    const { network, token, amountText } = this.form.value;
    const amount = parseUsdt(amountText.replace(/,/g, '')) ?? Number.NaN;
    const checked = validateUsdWithdrawal({
      network,
      token,
      address: ctx.member.blockchainUrl ?? '',
      amount,
      tetherMaintenance: ctx.settings.tetherMaintenanceFlag,
    });
    this.form.patch(
      checked.ok ? { phase: 'confirming', pending: checked.value } : { alert: { tone: 'error', message: checked.error.message } },
    );
  }

  /** The popup's confirm button: sends once however often it is pressed. */
  confirm(): void {
    this.send();
  }

  /** The popup's cancel button. */
  cancel(): void {
    if (this.form.value.phase === 'confirming') this.form.patch({ phase: 'editing', pending: null });
  }

  /** Closing the dialog forgets what was typed. */
  close(): void {
    this.form.patch({ ...INITIAL });
  }

  protected view$(): Observable<UsdWithdrawView> {
    return this.formView(toUsdWithdrawView);
  }

  private async sendOnce(): Promise<void> {
    const { pending, phase } = this.form.value;
    if (phase !== 'confirming' || pending === null) return;
    await this.runRequest({
      busy: { phase: 'submitting' },
      call: () => this.deps.gateway.requestUsdWithdrawal(pending),
      done: () => ({ ...INITIAL, alert: { tone: 'success', message: M.withdrawalDone } }),
      failed: { phase: 'editing', pending: null },
      refreshMember: true,
    });
  }
}

function toUsdWithdrawView(form: UsdWithdrawForm, ctx: ChargeContext | null): UsdWithdrawView {
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
