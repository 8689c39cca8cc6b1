import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/** The group tables: two a row on a desktop, one under the other on a phone. */
export const RankingGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 14px;
  & h4 {
    margin: 0 0 6px;
    color: ${color('primary')};
  }
  & tbody th {
    font-weight: 600;
    color: ${color('text')};
    background: transparent;
    text-align: left;
  }
  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
