import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const Grid = styled.div`
  display: grid;
  /* minmax(0, ...): a long option (bank names) must not widen a column past the dialog. */
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 10px 12px;
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
`;

/** Where the picture will be while the server draws it: the size of the picture, no layout jump. */
export const CaptchaPending = styled.span`
  display: inline-block;
  width: 150px;
  height: 50px;
  flex: none;
  border-radius: 4px;
  border: 1px solid ${color('border')};
`;

export const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
`;
