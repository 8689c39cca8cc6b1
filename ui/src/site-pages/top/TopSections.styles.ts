import { styled } from 'styled-components';
import { mobileMedia } from '../../design-system/tokens.js';

/** Two columns on a desktop (live | pre-match; games | notices), one on a phone. */
export const TwoColumns = styled.div<{ $wide?: 'left' | 'right' }>`
  display: grid;
  grid-template-columns: ${({ $wide }) => ($wide === 'left' ? '2fr 1fr' : $wide === 'right' ? '1fr 2fr' : '1fr 1fr')};
  gap: 20px;
  align-items: start;
  ${mobileMedia} {
    grid-template-columns: 1fr;
  }
`;
