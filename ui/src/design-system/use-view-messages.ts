import type { ScreenAlert, ScreenConfirm } from './callbacks.js';
import { useForwarded } from './use-forwarded.js';

/**
 * Hands a view model's one-off `alert` text to the shell's alert dialog, then clears it on the
 * view model. `enabled` false leaves the alert where it is (another mounted part forwards it).
 */
export function useAlertForwarding(alert: string | null, onAlert: ScreenAlert, dismiss: () => void, enabled = true): void {
  useForwarded(enabled ? alert : null, (message) => {
    onAlert(message);
    dismiss();
  });
}

/** A question a view model waits on: the command runs only when the member says OK. */
export interface ViewConfirm {
  readonly message: string;
}

/** Hands a view model's pending `confirm` to the shell's confirm dialog; OK accepts, Cancel cancels. */
export function useConfirmForwarding(
  confirm: ViewConfirm | null,
  onConfirm: ScreenConfirm,
  accept: () => void,
  cancel: () => void,
  enabled = true,
): void {
  useForwarded(enabled ? confirm : null, (pending) => onConfirm(pending.message, accept, cancel));
}
