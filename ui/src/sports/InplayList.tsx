import { useCallback, useEffect, useRef } from 'react';
import type { BetSlipEntry } from '@bet/core/bet-slip';
import type { FavouriteKind, InplayListView, SportsFixtureFilter, SportsLivePrices, SportsPickError } from '@bet/core/sports';
import type { Result } from '@bet/core/shared';
import type { Observable } from 'rxjs';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { InplayListContent, type InplaySportCount } from './InplayListContent.js';
import type { PrematchSlipTarget } from './PrematchList.js';
import { useStar } from './use-star.js';

/** InplayListViewModel as the screen uses it (the real class satisfies it). */
export interface InplayScreenModel {
  readonly state$: Observable<InplayListView>;
  /** The price cells by odds id: a price change re-renders its cell, never the list. */
  readonly prices: SportsLivePrices;
  setFilter(filter: SportsFixtureFilter): void;
  setPage(page: number): void;
  entryFor(fixtureId: number, oddsId: number): Result<BetSlipEntry, SportsPickError>;
  toggleFavourite(kind: FavouriteKind, id: number): void;
  setFavouritesOnly(only: boolean): void;
}

export interface InplayListProps {
  readonly viewModel: InplayScreenModel;
  /** The same bet slip as the pre-match lists: its bet button hands in-play picks to the countdown. */
  readonly betSlip: PrematchSlipTarget;
  readonly onAlert: ScreenAlert;
  /** A render probe for each price cell (tests). */
  readonly onCellRender?: (oddsId: number) => void;
  /** A render probe for the list itself (tests): called after each render of the list is committed. */
  readonly onListRender?: () => void;
  /** A visitor clicked a star: the login dialog. */
  readonly onLoginRequired?: () => void;
}

interface Counts {
  total: number;
  sports: Map<number, InplaySportCount>;
}

/**
 * Tab counts: the '전체' list gives the total and each sport seen on it; a sport tab's own list
 * gives that sport's exact total. Sports stay as tabs once seen, so a filter never hides the others.
 */
function updateCounts(counts: Counts, view: InplayListView): void {
  if (view.status !== 'ready') return;
  const sportId = view.filter.sportId;
  if (sportId === undefined) {
    counts.total = view.totalCount;
    const seen = new Map<number, InplaySportCount>();
    for (const f of view.fixtures) {
      const prev = seen.get(f.sportId);
      seen.set(f.sportId, { sportId: f.sportId, name: f.sportNameKorean, count: (prev?.count ?? 0) + 1 });
    }
    // Only one page of the whole list is known: a sport's count is at least what it shows here.
    for (const [id, s] of seen)
      counts.sports.set(id, { ...s, count: Math.max(s.count, view.pageCount > 1 ? (counts.sports.get(id)?.count ?? 0) : 0) });
    if (view.pageCount <= 1) for (const id of [...counts.sports.keys()]) if (!seen.has(id)) counts.sports.delete(id);
  } else {
    const name = view.fixtures[0]?.sportNameKorean ?? counts.sports.get(sportId)?.name;
    if (name !== undefined) counts.sports.set(sportId, { sportId, name, count: view.totalCount });
  }
}

/**
 * /inplay. A click on a price puts the live pick into the bet slip (or takes it out); a pick that
 * cannot be bet now (suspended, game over) is refused with core's message. Betting goes through
 * the slip's bet button, which runs the in-play countdown for these picks.
 */
export function InplayList({ viewModel, betSlip, onAlert, onCellRender, onListRender, onLoginRequired }: InplayListProps) {
  const view = useViewOf(viewModel);
  const counts = useRef<Counts>({ total: 0, sports: new Map() });
  useEffect(() => {
    viewModel.setFilter({});
  }, [viewModel]);
  useEffect(() => {
    onListRender?.();
  });
  // Stable, so a live frame does not re-render every memoised price cell.
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
  updateCounts(counts.current, view);
  return (
    <InplayListContent
      view={view}
      prices={viewModel.prices}
      total={counts.current.total}
      sports={[...counts.current.sports.values()]}
      onSport={(sportId) => viewModel.setFilter(sportId === null ? {} : { sportId })}
      onPick={onPick}
      onPage={(page) => viewModel.setPage(page)}
      onStar={onStar}
      onFavouritesOnly={(only) => viewModel.setFavouritesOnly(only)}
      onCellRender={onCellRender}
    />
  );
}
