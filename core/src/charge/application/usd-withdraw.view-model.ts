import { combineLatest, defer, exhaustMap, ignoreElements, map, merge, shareReplay, Subject, type Observable } from 'rxjs';
import { DEFAULT_PROBLEM_MESSAGE } from '../../shared/domain/api-error.js';
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
import { callChargeGateway, ChargeContextHolder, ChargeFormStore, serverMessageOr, type ChargeContext, type ChargeViewModelDeps } from './charge-support.js';

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
export class UsdWithdrawViewModel {
  private readonly ctx = new ChargeContextHolder();
  private readonly form = new ChargeFormStore<UsdWithdrawForm>(INITIAL);
  private readonly confirm$ = new Subject<void>();
  readonly state$: Observable<UsdWithdrawView>;

  constructor(private readonly deps: ChargeViewModelDeps) {
    this.state$ = defer(() =>
      merge(
        combineLatest([this.form.changes$, this.ctx.context$]).pipe(map(([form, ctx]) => this.toView(form, ctx))),
        merge(
          this.ctx.track(deps.member$, deps.settings$),
          this.confirm$.pipe(exhaustMap(() => defer(() => this.sendOnce()))),
        ).pipe(ignoreElements()),
      ),
    ).pipe(shareReplay({ bufferSize: 1, refCount: true }));
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
      checked.ok
        ? { phase: 'confirming', pending: checked.value }
        : { alert: { tone: 'error', message: checked.error.message } },
    );
  }

  /** The popup's confirm button: sends once however often it is pressed. */
  confirm(): void {
    this.confirm$.next();
  }

  /** The popup's cancel button. */
  cancel(): void {
    if (this.form.value.phase === 'confirming') this.form.patch({ phase: 'editing', pending: null });
  }

  /** Closing the dialog forgets what was typed. */
  close(): void {
    this.form.patch({ ...INITIAL });
  }

  dismissAlert(): void {
    this.form.patch({ alert: null });
  }

  private async sendOnce(): Promise<void> {
    const { pending, phase } = this.form.value;
    if (phase !== 'confirming' || pending === null) return;
    this.form.patch({ phase: 'submitting' });
    const result = await callChargeGateway(() => this.deps.gateway.requestUsdWithdrawal(pending));
    if (result.ok) {
      this.form.patch({ ...INITIAL, alert: { tone: 'success', message: M.withdrawalDone } });
      this.deps.refreshMember?.();
    } else {
      this.form.patch({
        phase: 'editing',
        pending: null,
        alert: { tone: 'error', message: serverMessageOr(result.error, DEFAULT_PROBLEM_MESSAGE) },
      });
    }
  }

  private toView(form: UsdWithdrawForm, ctx: ChargeContext | null): UsdWithdrawView {
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
}
