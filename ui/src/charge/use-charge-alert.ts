import type { ChargeAlert } from '@bet/core/charge';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useForwarded } from '../design-system/use-forwarded.js';

/** Hands a charge view model's alert (success or refusal) to the shell's alert dialog, then clears it. */
export function useChargeAlert(alert: ChargeAlert | null, onAlert: ScreenAlert, dismiss: () => void): void {
  useForwarded(alert, (a) => {
    onAlert(a.message);
    dismiss();
  });
}
