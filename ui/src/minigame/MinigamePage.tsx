import { useEffect } from 'react';
import type { MinigameBoardViewModel } from '@bet/core/minigame';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { useForwarded } from '../design-system/use-forwarded.js';
import { MinigameBoard } from './MinigameBoard.js';

/** MinigameBoardViewModel as the page uses it (the real class satisfies it). */
export type MinigameScreenModel = Pick<MinigameBoardViewModel, 'state$' | 'open' | 'selectGame' | 'pick' | 'dismissAlert'>;

export interface MinigamePageProps {
  readonly viewModel: MinigameScreenModel;
  /** The route's provider (/minigame/{provider}); undefined on /minigame. */
  readonly provider?: string;
  /** The route's `?game=` query: a game to open directly. */
  readonly gameId?: number;
  readonly onAlert: ScreenAlert;
  /** In-site navigation: provider and game tabs change the route, a refused game goes to the top page. */
  readonly onNavigate: (path: string) => void;
}

export const minigamePath = (provider: string, gameId?: number): string =>
  gameId === undefined ? `/minigame/${provider}` : `/minigame/${provider}?game=${gameId}`;

/**
 * The mini-game screen on its view model: opens the route's provider and game; alerts go to the
 * shell. A missing game or one in maintenance alerts and then goes to the top page (spec 7).
 */
export function MinigamePage({ viewModel, provider, gameId, onAlert, onNavigate }: MinigamePageProps) {
  const view = useViewOf(viewModel);
  useEffect(() => viewModel.open(provider, gameId), [viewModel, provider, gameId]);
  const alert = view?.alert ? { message: view.alert, leave: view.leave } : null;
  useForwarded(alert?.message ?? null, (message) => {
    onAlert(message);
    viewModel.dismissAlert();
    if (alert?.leave) onNavigate('/');
  });
  if (!view) return null;
  const active = view.providers.find((p) => p.active)?.provider ?? 'lotus';
  return (
    <MinigameBoard
      view={view}
      actions={{
        selectProvider: (p) => onNavigate(minigamePath(p)),
        selectGame: (id) => onNavigate(minigamePath(active, id)),
        pick: (oddsId) => viewModel.pick(oddsId),
      }}
    />
  );
}
