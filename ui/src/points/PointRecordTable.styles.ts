import { styled } from 'styled-components';
import { color, mobileMedia, screenColors } from '../design-system/tokens.js';

/** Narrow screens drop the memo column (the kind says enough) so the table never scrolls sideways. */
export const MemoCell = styled.td`
  ${mobileMedia} {
    display: none;
  }
`;

export const MemoHead = styled.th`
  ${mobileMedia} {
    display: none;
  }
`;

export const DateCell = styled.td`
  white-space: nowrap;
  color: ${color('textMuted')};

  ${mobileMedia} {
    white-space: normal;
  }
`;

export const AmountCell = styled.td<{ $positive: boolean }>`
  font-weight: 600;
  white-space: nowrap;
  color: ${(p) => (p.$positive ? screenColors.toneBlue : screenColors.toneRed)};
`;
