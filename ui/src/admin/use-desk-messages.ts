import type { Observable } from 'rxjs';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { useAlertForwarding, useConfirmForwarding } from '../design-system/use-view-messages.js';

interface DeskMessageView {
  readonly alert: string | null;
  readonly confirm?: { readonly message: string } | null;
}

interface DeskMessageModel {
  dismissAlert(): void;
  accept?(): void;
  cancel?(): void;
}

/** Hands a back-office view's alert and question to the shell's dialogs (OK accepts, Cancel cancels). */
export function useDeskMessages(
  view: DeskMessageView | null,
  viewModel: DeskMessageModel,
  onAlert: ScreenAlert,
  onConfirm?: ScreenConfirm,
): void {
  useAlertForwarding(view?.alert ?? null, onAlert, () => viewModel.dismissAlert());
  useConfirmForwarding(
    view?.confirm ?? null,
    onConfirm ?? ((_message, _accept, cancel) => cancel()),
    () => viewModel.accept?.(),
    () => viewModel.cancel?.(),
  );
}

/** A back-office screen's view (null before the first one) with its alert and question handed to the shell. */
export function useDeskView<V extends DeskMessageView>(
  viewModel: DeskMessageModel & { readonly state$: Observable<V> },
  onAlert: ScreenAlert,
  onConfirm?: ScreenConfirm,
): V | null {
  const view = useViewOf(viewModel);
  useDeskMessages(view, viewModel, onAlert, onConfirm);
  return view;
}
