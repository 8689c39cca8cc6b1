import type { VirtualBoardView } from '@bet/core/virtual';
import type { VirtualGameKind } from '@bet/core/bet-slip';
import { GameTabRow } from '../design-system/GameBoardParts.js';
import { VIRTUAL_TEXTS as T } from './texts.js';

export interface VirtualTabsProps {
  readonly view: Pick<VirtualBoardView, 'games' | 'leagues'>;
  readonly onGame: (game: VirtualGameKind) => void;
  readonly onLeague: (league: string | null) => void;
}

/** The four games of spec 2 (/bet365/soccer...) and, for soccer, its leagues. */
export function VirtualTabs({ view, onGame, onLeague }: VirtualTabsProps) {
  const games = view.games.map((g) => ({ key: g.game, label: g.label, active: g.active }));
  const leagues = view.leagues.map((l) => ({ key: l.id, label: l.name, active: l.active }));
  return (
    <>
      <GameTabRow tabs={games} kind="tabs" label={T.gameTabs} testId="virtual-game-tab" onPick={onGame} />
      {leagues.length > 0 && <GameTabRow tabs={leagues} kind="filters" label={T.leagueTabs} testId="virtual-league" onPick={onLeague} />}
    </>
  );
}
