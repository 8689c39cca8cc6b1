import { styled } from 'styled-components';
import { color, mobileMedia, screenColors } from '../design-system/tokens.js';

export const LobbyPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

export const LobbyHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & h2 {
    margin: 0;
    font-size: 22px;
    color: ${color('primary')};
  }
  & p {
    margin: 0;
    color: ${color('textMuted')};
  }
`;

/** Provider tabs: one row that wraps (never a sideways scroll at 425 px). */
export const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const Tab = styled.button<{ $selected: boolean }>`
  min-height: 36px;
  padding: 0 14px;
  border-radius: 18px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? screenColors.selected : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? screenColors.selected : theme.colors.surfaceRaised)};
  color: ${color('text')};
  font-weight: 600;
`;

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
