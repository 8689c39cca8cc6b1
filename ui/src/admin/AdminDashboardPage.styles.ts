import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/** A loss or a waiting queue: a light red that keeps 4.5:1 on the dark cards. */
const WARNING_RED = '#ff6b6b';

/** Cards in a grid: three across a wide screen, one above the other on a phone. */
export const CardGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(260px, 1fr));
  gap: 12px;
  ${mobileMedia} {
    grid-template-columns: 1fr;
  }
`;

export const Card = styled.section`
  min-width: 0;
  padding: 12px 14px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};

  h3 {
    margin: 0 0 8px;
    font-size: 15px;
  }
`;

/** Label and figure on one line each, the figure right-aligned. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  margin: 0;
  font-size: 14px;

  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
  dd[data-negative='true'] {
    color: ${WARNING_RED};
  }
`;

export const QueueList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    padding: 8px 10px;
    border: 1px solid ${color('border')};
    border-radius: 4px;
    color: inherit;
    text-decoration: none;
  }
  a[data-waiting='true'] strong {
    color: ${WARNING_RED};
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin: 0 0 6px;
  padding: 0;
  list-style: none;
  font-size: 13px;

  i {
    display: inline-block;
    width: 12px;
    height: 3px;
    margin-right: 4px;
    vertical-align: middle;
  }
`;

export const Lead = styled.p`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 13px;
`;
