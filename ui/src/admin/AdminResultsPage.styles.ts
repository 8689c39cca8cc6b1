import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/** One market line: its name and the odds an operator marks as the winner. */
export const MarketLine = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(0, 1fr);
  gap: 8px;
  align-items: center;
  padding: 6px 0;
  border-bottom: 1px solid ${color('border')};

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The final score under the markets: the same label column, two short number fields. */
export const ScoreLine = styled(MarketLine)`
  input {
    flex: 0 0 88px;
    width: 88px;
    text-align: right;
  }
`;
