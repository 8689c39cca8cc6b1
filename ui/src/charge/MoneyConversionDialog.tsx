import { useId } from 'react';
import type { ConversionMode, MoneyConversionView, MoneyConversionViewModel } from '@bet/core/charge';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { Button } from '../design-system/Button.js';
import { AmountInput, Field, Form, Inline, Label } from '../design-system/form.styles.js';
import { Note, QuickRow, SmallButton } from '../design-system/parts.styles.js';
import { Balances, ModeTabs, RateLine, Receive } from './money.styles.js';
import { MONEY_TEXTS } from './money-texts.js';
import { useChargeView } from './use-charge-view.js';
import { submitHandler } from '../design-system/submit-handler.js';

const T = MONEY_TEXTS.conversion;
const MODES: readonly ConversionMode[] = [1, 2, 3];
/** Spec 9: the money conversion dialog is 506 px wide. */
export const MONEY_CONVERSION_WIDTH = '506px';

/** The intents of the conversion form (MoneyConversionViewModel has them all). */
export interface MoneyConversionActions {
  setMode(mode: ConversionMode): void;
  setAmount(text: string): void;
  addQuickAmount(amount: number): void;
  fillMax(): void;
  submit(): void;
}

export interface MoneyConversionFormProps {
  readonly view: MoneyConversionView;
  readonly actions: MoneyConversionActions;
}

/** Pure form (spec 2): balances, modes 1/2/3, minimum and live rate, amount with quick-adds and MAX, convert. */
export function MoneyConversionForm({ view, actions }: MoneyConversionFormProps) {
  const amountId = useId();
  if (view.status === 'loading') return <Note>{T.loading}</Note>;
  const receiveUnit = view.mode === 2 ? ' USD' : '원';
  return (
    <Form onSubmit={submitHandler(() => actions.submit())}>
      <Balances>
        <div>
          <dt>{T.usd}</dt>
          <dd data-testid="money-conversion-usd">{view.usdtText}</dd>
        </div>
        <div>
          <dt>{T.emoney}</dt>
          <dd data-testid="money-conversion-emoney">{view.emoneyText}원</dd>
        </div>
        <div>
          <dt>{T.point}</dt>
          <dd data-testid="money-conversion-point">{view.pointText}P</dd>
        </div>
      </Balances>
      <ModeTabs role="tablist" aria-label={T.modeLabel}>
        {MODES.map((mode) => (
          <SmallButton
            key={mode}
            type="button"
            role="tab"
            aria-selected={view.mode === mode}
            $active={view.mode === mode}
            data-testid={`money-conversion-mode-${mode}`}
            onClick={() => actions.setMode(mode)}
          >
            {T.modes[mode]}
          </SmallButton>
        ))}
      </ModeTabs>
      <Note>{view.minimumNote}</Note>
      <RateLine data-testid="money-conversion-rate">
        {T.rate(view.rateText)} {view.rateLoaded ? null : T.defaultRate}
      </RateLine>
      <Field>
        <Label htmlFor={amountId}>{T.amount}</Label>
        <Inline>
          <AmountInput
            id={amountId}
            data-testid="money-conversion-amount"
            inputMode={view.mode === 1 ? 'decimal' : 'numeric'}
            autoComplete="off"
            placeholder={T.amountPlaceholder}
            value={view.amountText}
            onChange={(e) => actions.setAmount(e.target.value)}
          />
          <SmallButton type="button" data-testid="money-conversion-max" onClick={() => actions.fillMax()}>
            {T.max}
          </SmallButton>
        </Inline>
        <QuickRow>
          {view.quickAmounts.map((amount) => (
            <SmallButton key={amount} type="button" onClick={() => actions.addQuickAmount(amount)}>
              {MONEY_TEXTS.quick(amount, view.quickUnit)}
            </SmallButton>
          ))}
        </QuickRow>
      </Field>
      {view.receiveText === null ? null : (
        <Receive data-testid="money-conversion-receive">{T.receive(view.receiveText, receiveUnit)}</Receive>
      )}
      <Button type="submit" $block data-testid="money-conversion-submit" disabled={view.status === 'submitting'}>
        {view.status === 'submitting' ? T.submitting : T.submit}
      </Button>
    </Form>
  );
}

/** MoneyConversionViewModel as the dialog uses it (the real class satisfies it). */
export type MoneyConversionScreenModel = Pick<MoneyConversionViewModel, 'state$' | 'dismissAlert'> & MoneyConversionActions;

export interface MoneyConversionDialogProps {
  readonly viewModel: MoneyConversionScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onClose: () => void;
}

/** The money conversion dialog (506 px) on MoneyConversionViewModel; results go to the shell's alert. */
export function MoneyConversionDialog({ viewModel, onAlert, onClose }: MoneyConversionDialogProps) {
  const view = useChargeView(viewModel, onAlert);
  if (!view) return null;
  return (
    <ScreenDialog title={T.title} onClose={onClose} width={MONEY_CONVERSION_WIDTH} testId="money-conversion">
      <MoneyConversionForm view={view} actions={viewModel} />
    </ScreenDialog>
  );
}
