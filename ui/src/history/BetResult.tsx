import { useEffect } from 'react';
import type { BetHistoryTab, BetHistoryView, MinigameProviderChoice } from '@bet/core/history';
import type { Observable } from 'rxjs';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { useForwarded } from '../design-system/use-forwarded.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { BetHistoryList, type BetHistoryActions } from './BetHistoryList.js';

/** BetHistoryViewModel as the screen uses it (the real class satisfies it). */
export interface BetHistoryScreenModel extends BetHistoryActions {
  readonly state$: Observable<BetHistoryView>;
  open(tab?: string, provider?: string): void;
  acceptConfirm(): void;
  cancelConfirm(): void;
  dismissAlert(): void;
}

export interface BetResultProps {
  readonly viewModel: BetHistoryScreenModel;
  /** Route parts: /bet_result/{tab} and /bet_result/minigame/provider/{provider}. */
  readonly tab?: string;
  readonly provider?: string;
  readonly onAlert: ScreenAlert;
  /** Cancel asks '이 주문을 취소하시겠습니까? 취소된 내역은 복구할 수 없습니다.' here. */
  readonly onConfirm: ScreenConfirm;
  /**
   * When given, tab and provider buttons navigate (the route then reopens the list); without
   * it they switch the list in place.
   */
  readonly onNavigate?: (path: string) => void;
}

/** Path of a tab or provider, as spec 2 writes the routes. */
export function betResultPath(tab: BetHistoryTab, provider: MinigameProviderChoice = 'all'): string {
  if (tab === 'minigame' && provider !== 'all') return `/bet_result/minigame/provider/${provider}`;
  return tab === 'sports' ? '/bet_result' : `/bet_result/${tab}`;
}

/** /bet_result: opens from the route, hands confirms and alerts to the shell's dialogs. */
export function BetResult({ viewModel, tab, provider, onAlert, onConfirm, onNavigate }: BetResultProps) {
  const view = useViewOf(viewModel);
  useEffect(() => {
    viewModel.open(tab, provider);
  }, [viewModel, tab, provider]);
  useForwarded(view?.confirm ?? null, (c) =>
    onConfirm(
      c.message,
      () => viewModel.acceptConfirm(),
      () => viewModel.cancelConfirm(),
    ),
  );
  useForwarded(view?.alert ?? null, (message) => {
    onAlert(message);
    viewModel.dismissAlert();
  });
  if (!view) return null;
  const actions: BetHistoryActions = onNavigate
    ? {
        ...bind(viewModel),
        selectTab: (t) => onNavigate(betResultPath(t)),
        selectProvider: (p) => onNavigate(betResultPath('minigame', p)),
      }
    : viewModel;
  return <BetHistoryList view={view} actions={actions} />;
}

/** The view model's intents as plain functions (class methods lose `this` when spread). */
function bind(vm: BetHistoryActions): BetHistoryActions {
  return {
    selectTab: (t) => vm.selectTab(t),
    selectProvider: (p) => vm.selectProvider(p),
    selectRange: (r) => vm.selectRange(r),
    setCustomRange: (from, to) => vm.setCustomRange(from, to),
    selectResult: (r) => vm.selectResult(r),
    goToPage: (page) => vm.goToPage(page),
    requestCancel: (id) => vm.requestCancel(id),
    requestDelete: (id) => vm.requestDelete(id),
  };
}
