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

/** The providers' groups of mini-game switches side by side on a wide screen, one column on a phone. */
export const SwitchGroups = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 8px 20px;
`;

/** One provider's mini-games under its name. */
export const SwitchGroup = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  h4 {
    margin: 0;
    padding: 4px 0;
    font-size: 14px;
    color: ${color('textMuted')};
    border-bottom: 1px solid ${color('border')};
  }
`;
