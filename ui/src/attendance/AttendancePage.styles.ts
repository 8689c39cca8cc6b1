import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

export const MonthNav = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;

  strong {
    min-width: 110px;
    text-align: center;
    font-size: 17px;
    color: ${color('text')};
  }
`;

/** Seven equal columns that shrink with the page: never wider than a 425 px screen. */
export const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: separate;
  border-spacing: 4px;

  th {
    padding: 4px 0;
    font-size: 13px;
    font-weight: 500;
    color: ${color('textMuted')};
  }

  th:first-child {
    color: #ff6b6b;
  }
`;

export const DayCell = styled.td<{ $checked: boolean; $today: boolean }>`
  height: 72px;
  vertical-align: top;
  padding: 6px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${(p) => (p.$today ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$checked ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  color: ${(p) => (p.$checked ? p.theme.colors.onPrimary : p.theme.colors.text)};
  font-size: 13px;

  span {
    display: block;
    margin-top: 6px;
    font-weight: 700;
    text-align: center;
  }

  ${mobileMedia} {
    height: 46px;
    padding: 3px;
    font-size: 12px;

    span {
      margin-top: 2px;
      font-size: 11px;
    }
  }
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  color: ${color('textMuted')};
  font-size: 13px;
`;
