import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import type { DialogRenderersOf } from '../design-system/dialog-renderers.js';
import { ScreenDialog } from '../design-system/ScreenDialog.js';
import { Scoped, type DisposableViewModel } from '../design-system/use-scoped-view-model.js';
import { useConfirmingView } from '../design-system/use-screen-view.js';
import { PointExchangePanel, type PointExchangeScreenModel } from './PointExchangePage.js';
import { POINT_TEXTS as T } from './texts.js';

import { POINTS_DIALOG_KINDS, type PointsDialogKind } from './dialog-kinds.js';

export { POINTS_DIALOG_KINDS, type PointsDialogKind };

export interface PointsDialogDeps {
  /** A fresh view model per opening, disposed when the dialog closes. */
  readonly createPointExchange: () => PointExchangeScreenModel & DisposableViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

export interface PointToCashDialogProps {
  readonly viewModel: PointExchangeScreenModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
  readonly onClose: () => void;
}

/** The page's balances, conversion form and history in the screen-dialog frame. */
export function PointToCashDialog({ viewModel, onAlert, onConfirm, onClose }: PointToCashDialogProps) {
  const view = useConfirmingView(viewModel, onAlert, onConfirm);
  return (
    <ScreenDialog title={T.exchangeTitle} onClose={onClose} width="640px" testId="point-to-cash-dialog">
      {view ? <PointExchangePanel view={view} actions={viewModel} /> : null}
    </ScreenDialog>
  );
}

export function pointsDialogs(d: PointsDialogDeps): DialogRenderersOf<PointsDialogKind> {
  return {
    pointToCash: ({ close }) => (
      <Scoped create={d.createPointExchange}>
        {(vm) => <PointToCashDialog viewModel={vm} onAlert={d.onAlert} onConfirm={d.onConfirm} onClose={close} />}
      </Scoped>
    ),
  };
}
