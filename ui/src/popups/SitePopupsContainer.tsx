import { useEffect } from 'react';
import { EMPTY, type Observable } from 'rxjs';
import { DEFAULT_POPUP_SNOOZE_POLICY, type PopupsView, type PopupsViewModel } from '@bet/core/popups';
import { useObservable, useViewModel } from '../design-system/use-view-model.js';
import { useShellMode } from '../design-system/viewport-context.js';
import { SitePopups } from './SitePopups.js';

/** PopupsViewModel as the top page uses it (the real class satisfies it). */
export type PopupsScreenModel = Pick<PopupsViewModel, 'state$' | 'load' | 'close' | 'snooze' | 'routeChanged' | 'setSlipGamePath'>;

/** The part of the bet slip's view that decides whether popups hide. */
export interface PopupSlipState {
  readonly gamePath: string;
  readonly count: number;
}

/**
 * The slip game path as the popups see it. The slip always has a path (default 'europe'), so
 * "a slip game path is set" is read as "the member is building a slip": the path counts only
 * while the slip holds picks; otherwise null, and the popups show.
 */
export const popupSlipGamePath = (slip: PopupSlipState | null): string | null => (slip && slip.count > 0 ? slip.gamePath : null);

const NO_POPUPS: PopupsView = { popups: [], snoozePolicy: DEFAULT_POPUP_SNOOZE_POLICY };

export interface SitePopupsContainerProps {
  readonly viewModel: PopupsScreenModel;
  /** The bet slip's view (BetSlipViewModel.state$); without it the popups never hide for the slip. */
  readonly slip$?: Observable<PopupSlipState>;
}

/** Loads the popups when the top page shows them; leaving the page closes them (spec 2). */
export function SitePopupsContainer({ viewModel, slip$ = EMPTY }: SitePopupsContainerProps) {
  const view = useViewModel(viewModel, NO_POPUPS);
  const slip = useObservable<PopupSlipState | null>(slip$, null);
  const device = useShellMode();
  const slipPath = popupSlipGamePath(slip);
  useEffect(() => {
    viewModel.setSlipGamePath(slipPath);
  }, [viewModel, slipPath]);
  useEffect(() => {
    void viewModel.load();
    return () => viewModel.routeChanged();
  }, [viewModel]);
  return (
    <SitePopups
      popups={view.popups}
      device={device}
      snoozeLabel={view.snoozePolicy.label}
      onSnooze={(id) => viewModel.snooze(id)}
      onClose={(id) => viewModel.close(id)}
    />
  );
}
