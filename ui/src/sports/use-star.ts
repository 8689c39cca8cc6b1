import { useCallback, useRef } from 'react';
import type { FavouriteKind } from '@bet/core/sports';
import type { StarHandler } from './FavouriteStar.js';

/**
 * A list's star click: the member's star goes to the view model; a visitor's opens the login
 * dialog (stars are kept per member on the server). Stable while the member stays the same, so a
 * new list view does not re-render every memoised fixture.
 */
export function useStar(
  viewModel: { toggleFavourite(kind: FavouriteKind, id: number): void },
  enabled: boolean,
  onLoginRequired: (() => void) | undefined,
): StarHandler {
  const login = useRef(onLoginRequired);
  login.current = onLoginRequired;
  return useCallback(
    (kind: FavouriteKind, id: number) => {
      if (enabled) viewModel.toggleFavourite(kind, id);
      else login.current?.();
    },
    [viewModel, enabled],
  );
}
