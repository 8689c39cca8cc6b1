import { useId } from 'react';
import { CHARGE_MESSAGES, type UsdWithdrawView, type UsdWithdrawViewModel } from '@bet/core/charge';
import { DialogFrame } from '../design-system/DialogFrame.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { Button } from '../design-system/Button.js';
import { useShellMode } from '../design-system/viewport-context.js';
import { AmountInput, Field, Form, Input, Label } from '../design-system/form.styles.js';
import { Warning } from '../design-system/parts.styles.js';
import { WarningFigure } from './money.styles.js';
import { MONEY_TEXTS } from './money-texts.js';
import { UsdCoinFields, type UsdCoinActions } from './UsdCoinFields.js';
import { useChargeView } from './use-charge-view.js';
import { USD_DIALOG_WIDTH } from './UsdDepositDialog.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = MONEY_TEXTS.usdWithdraw;
const CONFIRM_WIDTH = 360;

/** The intents of the USD withdrawal form (UsdWithdrawViewModel has them all). */
export interface UsdWithdrawActions extends UsdCoinActions {
  setAmount(text: string): void;
  request(): void;
  confirm(): void;
  cancel(): void;
}

export interface UsdWithdrawFormProps {
  readonly view: UsdWithdrawView;
  readonly actions: UsdWithdrawActions;
  /** The confirmation's warning figure differs for mobile and desktop (spec 2). */
  readonly device: 'desktop' | 'mobile';
}

/**
 * Pure form (spec 2): network, token, amount, the saved address (disabled), the red warning;
 * the request opens a confirmation over the form with confirm and cancel.
 */
export function UsdWithdrawForm({ view, actions, device }: UsdWithdrawFormProps) {
  const ids = { amount: useId(), address: useId() };
  const confirming = view.status === 'confirming' || view.status === 'submitting';
  return (
    <>
      <Form onSubmit={submitHandler(() => actions.request())}>
        {view.tetherMaintenance ? <Warning>{CHARGE_MESSAGES.tetherMaintenance}</Warning> : null}
        <UsdCoinFields choice={view} testIdPrefix="usd-withdraw" networkChoosable actions={actions} />
        <Field>
          <Label htmlFor={ids.amount}>{T.amount}</Label>
          <AmountInput
            id={ids.amount}
            data-testid="usd-withdraw-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={T.amountPlaceholder}
            value={view.amountText}
            onChange={(e) => actions.setAmount(e.target.value)}
          />
        </Field>
        <Field>
          <Label htmlFor={ids.address}>{T.address}</Label>
          <Input id={ids.address} data-testid="usd-withdraw-address" disabled value={view.address} placeholder={T.addressMissing} />
        </Field>
        <Warning data-testid="usd-withdraw-warning">{view.warning}</Warning>
        <Button type="submit" $block data-testid="usd-withdraw-submit" disabled={view.status !== 'editing'}>
          {T.submit}
        </Button>
      </Form>
      {confirming ? (
        <DialogFrame
          title={T.confirmTitle}
          layer="alert"
          width={CONFIRM_WIDTH}
          onClose={() => actions.cancel()}
          actions={
            <>
              <Button
                type="button"
                data-testid="usd-withdraw-confirm"
                disabled={view.status === 'submitting'}
                onClick={() => actions.confirm()}
                autoFocus
              >
                {view.status === 'submitting' ? T.sending : T.confirm}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                data-testid="usd-withdraw-cancel"
                disabled={view.status === 'submitting'}
                onClick={() => actions.cancel()}
              >
                {T.cancel}
              </Button>
            </>
          }
        >
          <WarningFigure $device={device} data-variant={device} data-testid="usd-withdraw-confirm-popup">
            <span aria-hidden="true">{MONEY_TEXTS.warningIcon}</span>
            <figcaption>{view.warning}</figcaption>
          </WarningFigure>
          <p>{view.confirmText}</p>
        </DialogFrame>
      ) : null}
    </>
  );
}

/** UsdWithdrawViewModel as the dialog uses it (the real class satisfies it). */
export type UsdWithdrawScreenModel = Pick<UsdWithdrawViewModel, 'state$' | 'dismissAlert' | 'close'> & UsdWithdrawActions;

export interface UsdWithdrawDialogProps {
  readonly viewModel: UsdWithdrawScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onClose: () => void;
}

/** The USD withdrawal dialog (450 px): validate, confirm in the popup, send; closing forgets the form. */
export function UsdWithdrawDialog({ viewModel, onAlert, onClose }: UsdWithdrawDialogProps) {
  const view = useChargeView(viewModel, onAlert);
  const device = useShellMode();
  if (!view) return null;
  const close = (): void => {
    viewModel.close();
    onClose();
  };
  return (
    <ScreenDialog title={T.title} onClose={close} width={USD_DIALOG_WIDTH} testId="usd-withdraw">
      <UsdWithdrawForm view={view} actions={viewModel} device={device} />
    </ScreenDialog>
  );
}
