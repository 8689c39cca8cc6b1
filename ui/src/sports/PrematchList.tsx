import { useCallback, useEffect } from 'react';
import {
  parsePrematchQuery,
  type FavouriteKind,
  type PrematchListView as PrematchView,
  type PrematchQuery,
  type SportsLivePrices,
  type SportsPickError,
} from '@bet/core/sports';
import type { BetSlipEntry } from '@bet/core/bet-slip';
import type { Result } from '@bet/core/shared';
import type { Observable } from 'rxjs';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { PrematchListContent, type PrematchStyle } from './PrematchListContent.js';
import { useStar } from './use-star.js';

/** PrematchListViewModel as the screen uses it (the real class satisfies it). */
export interface PrematchScreenModel {
  readonly state$: Observable<PrematchView>;
  /** The price cells by odds id: a price change re-renders its cell, never the list. */
  readonly prices: SportsLivePrices;
  setQuery(query: PrematchQuery): void;
  setPage(page: number): void;
  entryFor(fixtureId: number, oddsId: number): Result<BetSlipEntry, SportsPickError>;
  toggleFavourite(kind: FavouriteKind, id: number): void;
  setFavouritesOnly(only: boolean): void;
}

/** The bet slip intents a list uses (BetSlipViewModel has them). */
export interface PrematchSlipTarget {
  addBet(entry: BetSlipEntry): void;
  removeBet(oddsId: number): void;
}

export interface PrematchListProps {
  readonly viewModel: PrematchScreenModel;
  readonly betSlip: PrematchSlipTarget;
  /** /europe (cards) or /korea (rows). */
  readonly listStyle: PrematchStyle;
  /** The URL query ("?sportId=6046&league=3"); every change reloads from page 1. */
  readonly search: string;
  readonly onAlert: ScreenAlert;
  /** Lets '전체 경기 보기' go to the plain list. */
  readonly onNavigate?: (path: string) => void;
  /** A visitor clicked a star: the login dialog. */
  readonly onLoginRequired?: () => void;
}

/**
 * /europe and /korea. A click on a price puts the pick into the bet slip (built by core from
 * the fixture, market and odds on screen), or takes it out when it is already there; a pick
 * that cannot be bet now is refused with core's message.
 */
export function PrematchList({ viewModel, betSlip, listStyle, search, onAlert, onNavigate, onLoginRequired }: PrematchListProps) {
  const view = useViewOf(viewModel);
  useEffect(() => {
    viewModel.setQuery(parsePrematchQuery(search));
  }, [viewModel, search]);
  // Stable, so a new list view does not re-render every memoised price cell.
  const onPick = useCallback(
    (fixtureId: number, oddsId: number, selected: boolean): void => {
      if (selected) return betSlip.removeBet(oddsId);
      const entry = viewModel.entryFor(fixtureId, oddsId);
      if (entry.ok) betSlip.addBet(entry.value);
      else onAlert(entry.error.message);
    },
    [viewModel, betSlip, onAlert],
  );
  const onStar = useStar(viewModel, view?.favourites.enabled ?? false, onLoginRequired);
  if (!view) return null;
  return (
    <PrematchListContent
      view={view}
      prices={viewModel.prices}
      listStyle={listStyle}
      onPick={onPick}
      onPage={(page) => viewModel.setPage(page)}
      onStar={onStar}
      onFavouritesOnly={(only) => viewModel.setFavouritesOnly(only)}
      onShowAll={onNavigate ? () => onNavigate(`/${listStyle}`) : undefined}
    />
  );
}
