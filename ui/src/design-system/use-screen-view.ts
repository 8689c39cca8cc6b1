import type { Observable } from 'rxjs';
import type { ScreenAlert, ScreenConfirm } from './callbacks.js';
import { useViewOf } from './use-view-of.js';
import { useAlertForwarding, useConfirmForwarding, type ViewConfirm } from './use-view-messages.js';

/** A member screen's view model whose one-off alert the screen hands to the shell. */
export interface AlertingViewModel<V> {
  readonly state$: Observable<V>;
  dismissAlert(): void;
}

/** ...and whose pending question waits on the shell's confirm dialog. */
export interface ConfirmingViewModel<V> extends AlertingViewModel<V> {
  acceptConfirm(): void;
  cancelConfirm(): void;
}

/**
 * The latest view (null before the first) with its alert handed to the shell: what nearly every
 * member screen does first, so it is written once here. `enabled` false leaves the alert to
 * another mounted part that forwards it (the memo page under the memo dialog).
 */
export function useAlertingView<V extends { readonly alert: string | null }>(
  viewModel: AlertingViewModel<V>,
  onAlert: ScreenAlert,
  enabled = true,
): V | null {
  const view = useViewOf(viewModel);
  useAlertForwarding(view?.alert ?? null, onAlert, () => viewModel.dismissAlert(), enabled);
  return view;
}

/** `useAlertingView` plus the pending question: OK accepts it, Cancel cancels it. */
export function useConfirmingView<V extends { readonly alert: string | null; readonly confirm: ViewConfirm | null }>(
  viewModel: ConfirmingViewModel<V>,
  onAlert: ScreenAlert,
  onConfirm: ScreenConfirm,
  enabled = true,
): V | null {
  const view = useAlertingView(viewModel, onAlert, enabled);
  useConfirmForwarding(
    view?.confirm ?? null,
    onConfirm,
    () => viewModel.acceptConfirm(),
    () => viewModel.cancelConfirm(),
    enabled,
  );
  return view;
}
