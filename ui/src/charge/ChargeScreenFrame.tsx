import type { ChargeAlert, ChargeHistoryView } from '@bet/core/charge';
import type { ReactNode } from 'react';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { ChargeHistoryList } from './ChargeHistoryList.js';
import { ChargeRules } from './ChargeRules.js';
import { ChargeSwitch } from './ChargeSwitch.js';
import { CHARGE_TEXTS } from './texts.js';
import { useChargeScreen, type ChargeScreenCallbacks, type ChargeScreenModel } from './use-charge-screen.js';
import { Column, PageGrid, PageTitle } from './ChargeLayout.styles.js';

export type ChargeKind = 'deposit' | 'withdraw';

/** What the frame reads from a charge view beside the form. */
export interface ChargeFrameView {
  readonly alert: ChargeAlert | null;
  readonly history: ChargeHistoryView;
  readonly rules: readonly string[];
}

/** Spelled out so the browser tests' ids can be found by a search. */
const HISTORY_TEST_ID = { deposit: 'deposit-history', withdraw: 'withdraw-history' } as const satisfies Record<ChargeKind, string>;

export interface ChargePageFrameProps<V extends ChargeFrameView> extends ChargeScreenCallbacks {
  readonly kind: ChargeKind;
  readonly viewModel: ChargeScreenModel<V>;
  /** The kind's form for the current view. */
  readonly renderForm: (view: V) => ReactNode;
}

/** What a charge dialog adds to its page's props. */
export interface ChargeDialogActions {
  readonly onClose: () => void;
  /** Switches to the other charge dialog (deposit <-> withdraw). */
  readonly onSwitch: () => void;
}

export interface ChargeDialogFrameProps<V extends ChargeFrameView> extends ChargePageFrameProps<V>, ChargeDialogActions {}

/** The form above its history (null until the first view); the view's alerts go to the shell. */
function useChargeColumn<V extends ChargeFrameView>({ kind, viewModel, renderForm, onAlert, onConfirm }: ChargePageFrameProps<V>) {
  const { view, history } = useChargeScreen(viewModel, { onAlert, onConfirm });
  if (!view) return null;
  const column = (
    <Column>
      {renderForm(view)}
      <ChargeHistoryList title={CHARGE_TEXTS[kind].history} testId={HISTORY_TEST_ID[kind]} history={view.history} {...history} />
    </Column>
  );
  return { view, column };
}

/** A charge page (deposit or withdraw): title, form and history, rules panel on desktop. */
export function ChargePageFrame<V extends ChargeFrameView>(props: ChargePageFrameProps<V>) {
  const shown = useChargeColumn(props);
  if (!shown) return null;
  const T = CHARGE_TEXTS[props.kind];
  return (
    <section aria-label={T.title}>
      <PageTitle>{T.title}</PageTitle>
      <PageGrid>
        {shown.column}
        <ChargeRules title={T.rules} rules={shown.view.rules} />
      </PageGrid>
    </section>
  );
}

/** A charge dialog: the same form and history, with the deposit / withdraw switch in the header. */
export function ChargeDialogFrame<V extends ChargeFrameView>({ onClose, onSwitch, ...props }: ChargeDialogFrameProps<V>) {
  const shown = useChargeColumn(props);
  if (!shown) return null;
  return (
    <ScreenDialog
      title={CHARGE_TEXTS[props.kind].title}
      onClose={onClose}
      width="520px"
      headerExtra={<ChargeSwitch current={props.kind} onSwitch={onSwitch} />}
    >
      {shown.column}
    </ScreenDialog>
  );
}
