import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/**
 * A table that never widens the page: on a narrow screen it scrolls inside its own box, which
 * takes keyboard focus so a keyboard user can scroll it too (axe scrollable-region-focusable).
 */
export const TableBox = styled.div.attrs({ tabIndex: 0 })`
  max-width: 100%;
  overflow-x: auto;
`;

/** Columns marked secondary hide under 768 px. */
export const Cell = styled.td<{ $secondary?: boolean; $align?: 'left' | 'right' }>`
  text-align: ${(p) => p.$align ?? 'center'} !important;
  white-space: nowrap;
  ${mobileMedia} {
    display: ${(p) => (p.$secondary ? 'none' : 'table-cell')};
  }
`;

export const HeadCell = styled.th<{ $secondary?: boolean }>`
  white-space: nowrap;
  ${mobileMedia} {
    display: ${(p) => (p.$secondary ? 'none' : 'table-cell')};
  }
`;

export const Totals = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 18px;
  margin: 8px 0;
  color: ${color('textMuted')};
  & strong {
    color: ${color('text')};
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 8px;
`;

export const SearchRow = styled.form`
  display: flex;
  gap: 6px;
  & input {
    flex: 1;
    min-width: 0;
    max-width: 280px;
  }
`;

export const Money = styled.span<{ $sign?: 'plus' | 'minus' }>`
  color: ${(p) => (p.$sign === 'minus' ? p.theme.colors.danger : p.$sign === 'plus' ? p.theme.colors.success : 'inherit')};
`;

export const RowLinks = styled.span`
  display: inline-flex;
  gap: 8px;
  & a {
    color: ${color('accent')};
  }
`;

/** Figures as cards: wrap to as many columns as fit. */
export const FigureGrid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 10px;
  margin: 0 0 12px;
  & > div {
    padding: 12px;
    border: 1px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radius};
    background: ${color('surfaceRaised')};
  }
  & dt {
    color: ${color('textMuted')};
    font-size: 13px;
  }
  & dd {
    margin: 4px 0 0;
    font-size: 18px;
    font-weight: 700;
  }
`;

export const SmallNote = styled.p`
  margin: 8px 0 0;
  font-size: 12px;
  color: ${color('textMuted')};
  line-height: 1.6;
`;
