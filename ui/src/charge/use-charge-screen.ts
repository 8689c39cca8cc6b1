import { CHARGE_MESSAGES, type ChargeAlert, type ChargeRecord } from '@bet/core/charge';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { useChargeView, type ChargeViewModel } from './use-charge-view.js';

/** What the deposit and withdraw screens share: a view with an alert and a paged history. */
export interface ChargeScreenModel<V extends { readonly alert: ChargeAlert | null }> extends ChargeViewModel<V> {
  setPage(page: number): void;
  hideRecord(record: ChargeRecord): void;
  deleteAll(): void;
}

export interface ChargeScreenCallbacks {
  /** Shows a message in the shell's alert dialog. */
  readonly onAlert: ScreenAlert;
  /** Asks in the shell's confirm dialog (delete-all asks first). */
  readonly onConfirm: ScreenConfirm;
}

/**
 * The view of a charge screen, its alerts handed to the shell's alert dialog (then cleared),
 * and the history callbacks (delete-all asks '전체 내역을 삭제하시겠습니까?' first).
 */
export function useChargeScreen<V extends { readonly alert: ChargeAlert | null }>(
  viewModel: ChargeScreenModel<V>,
  { onAlert, onConfirm }: ChargeScreenCallbacks,
) {
  const view = useChargeView(viewModel, onAlert);
  const history = {
    onPage: (page: number) => viewModel.setPage(page),
    onHide: (record: ChargeRecord) => viewModel.hideRecord(record),
    onDeleteAll: () =>
      onConfirm(
        CHARGE_MESSAGES.deleteAllConfirm,
        () => viewModel.deleteAll(),
        () => undefined,
      ),
  };
  return { view, history };
}
