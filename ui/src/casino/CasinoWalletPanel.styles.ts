import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: 16px;
  padding: 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
  & h3 {
    margin: 0 0 8px;
    font-size: 16px;
  }
`;

export const Balances = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 12px;
  margin: 0;
  & dt {
    color: ${color('textMuted')};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-weight: 700;
  }
`;

export const Directions = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 6px;
  & button {
    white-space: normal;
  }
`;

export const AmountRow = styled.div`
  display: flex;
  gap: 8px;
  & input {
    flex: 1;
    min-width: 0;
  }
`;
