import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const SwitchRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 8px 0;
  border-bottom: 1px solid ${color('border')};

  & > div {
    display: flex;
    flex-direction: column;
    gap: 2px;
    min-width: 0;
  }
  &:last-child {
    border-bottom: none;
  }
`;
