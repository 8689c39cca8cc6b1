import { styled } from 'styled-components';
import type { SidebarPopularGame } from './sidebar-data.js';
import { FlagImage } from '../design-system/FlagImage.js';
import { SHELL_TEXTS } from './texts.js';

const Item = styled.button`
  width: 100%;
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 8px;
  padding: 6px 4px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  font-size: 13px;
  & img {
    grid-row: span 2;
    width: 20px;
    height: 14px;
    object-fit: cover;
    align-self: center;
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Empty = styled.p`
  margin: 4px 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Spec 2 popular games; a click opens /europe?game_type=1&fixtureId={id}. */
export function PopularGames({
  games,
  onGame,
}: {
  readonly games: readonly SidebarPopularGame[];
  readonly onGame: (fixtureId: number) => void;
}) {
  if (games.length === 0) return <Empty>{SHELL_TEXTS.sidebar.noPopular}</Empty>;
  return (
    <div>
      {games.map((game) => (
        <Item key={game.fixtureId} type="button" onClick={() => onGame(game.fixtureId)}>
          <FlagImage src={game.locationImagePath} />
          <small>{game.sportName}</small>
          <span>
            {game.home} {SHELL_TEXTS.sidebar.versus} {game.away}
          </span>
        </Item>
      ))}
    </div>
  );
}
