import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export {
  GamePageBox as LobbyPage,
  PageHeader as LobbyHeader,
  TabRow as Tabs,
  TabButton as Tab,
} from '../design-system/game-board.styles.js';

export const SearchRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  & input {
    flex: 1;
    min-width: 0;
  }
`;

/** Tiles: as many 200 px columns as fit; two per row on a phone. */
export const TileGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${mobileMedia} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 8px;
  }
`;

export const Tile = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  & img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    background: ${color('surfaceRaised')};
  }
`;

export const TileBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 8px 10px 10px;
  & strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & small {
    color: ${color('textMuted')};
  }
`;

export const StatusLine = styled.p`
  margin: 0;
  padding: 24px 0;
  text-align: center;
  color: ${color('textMuted')};
`;
