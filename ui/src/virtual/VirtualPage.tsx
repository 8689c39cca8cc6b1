import { useEffect } from 'react';
import type { VirtualBoardViewModel } from '@bet/core/virtual';
import type { VirtualGameKind } from '@bet/core/bet-slip';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useForwarded } from '../design-system/use-forwarded.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { VirtualBoard } from './VirtualBoard.js';

/** VirtualBoardViewModel as the page uses it (the real class satisfies it). */
export type VirtualScreenModel = Pick<VirtualBoardViewModel, 'state$' | 'open' | 'selectLeague' | 'pick' | 'dismissAlert'>;

export interface VirtualPageProps {
  readonly viewModel: VirtualScreenModel;
  /** The route's game (soccer on /bet365). */
  readonly game: VirtualGameKind;
  readonly onAlert: ScreenAlert;
  /** In-site navigation: the game tabs change the route. */
  readonly onNavigate: (path: string) => void;
}

export const virtualPath = (game: VirtualGameKind): string => `/bet365/${game}`;

/** The virtual-sports screen on its view model: opens the route's game; alerts go to the shell. */
export function VirtualPage({ viewModel, game, onAlert, onNavigate }: VirtualPageProps) {
  const view = useViewOf(viewModel);
  useEffect(() => viewModel.open(game), [viewModel, game]);
  useForwarded(view?.alert ?? null, (message) => {
    onAlert(message);
    viewModel.dismissAlert();
  });
  if (!view) return null;
  return (
    <VirtualBoard
      view={view}
      actions={{
        selectGame: (g) => onNavigate(virtualPath(g)),
        selectLeague: (l) => viewModel.selectLeague(l),
        pick: (oddsId) => viewModel.pick(oddsId),
      }}
    />
  );
}
