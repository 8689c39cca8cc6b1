import { styled } from 'styled-components';
import { color, screenColors } from '../design-system/tokens.js';

export const Rule = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin: 0;
  color: ${color('textMuted')};
  font-size: 13px;
  & strong {
    color: ${screenColors.toneYellow};
  }
`;
