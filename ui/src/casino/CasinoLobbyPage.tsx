import { useEffect, type ReactNode } from 'react';
import type { CasinoCategory, CasinoLobbyViewModel } from '@bet/core/casino';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { useAlertForwarding } from '../design-system/use-view-messages.js';
import { CasinoLobby, type CasinoLobbyActions } from './CasinoLobby.js';

/** CasinoLobbyViewModel as the lobby page uses it (the real class satisfies it). */
export type CasinoLobbyScreenModel = Pick<CasinoLobbyViewModel, 'state$' | 'load' | 'dismissAlert'> & CasinoLobbyActions;

export interface CasinoLobbyPageProps {
  readonly viewModel: CasinoLobbyScreenModel;
  readonly category: CasinoCategory;
  readonly onAlert: ScreenAlert;
  /** The jackpot counter above the wallet (the app gives it its view model). */
  readonly jackpot?: ReactNode;
}

/** /casino or /slot: loads its lobby on arrival; results and refusals go to the shell's alert. */
export function CasinoLobbyPage({ viewModel, category, onAlert, jackpot }: CasinoLobbyPageProps) {
  const view = useViewOf(viewModel);
  useAlertForwarding(view?.alert?.message ?? null, onAlert, () => viewModel.dismissAlert());
  useEffect(() => viewModel.load(category), [viewModel, category]);
  if (!view) return null;
  return <CasinoLobby view={view} actions={viewModel} jackpot={jackpot} />;
}
