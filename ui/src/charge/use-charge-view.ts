import type { ChargeAlert } from '@bet/core/charge';
import type { Observable } from 'rxjs';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useForwarded } from '../design-system/use-forwarded.js';
import { useViewOf } from '../design-system/use-view-of.js';

/** A money view model (deposit, withdrawal, USD, conversion): its alert is a success or a refusal. */
export interface ChargeViewModel<V extends { readonly alert: ChargeAlert | null }> {
  readonly state$: Observable<V>;
  dismissAlert(): void;
}

/** The latest view (null before the first), its alert handed to the shell's alert dialog, then cleared. */
export function useChargeView<V extends { readonly alert: ChargeAlert | null }>(
  viewModel: ChargeViewModel<V>,
  onAlert: ScreenAlert,
): V | null {
  const view = useViewOf(viewModel);
  useForwarded(view?.alert ?? null, (alert) => {
    onAlert(alert.message);
    viewModel.dismissAlert();
  });
  return view;
}
