import { styled } from 'styled-components';
import { stackingGrid } from '../design-system/tokens.js';

/** Form and history on the left, rules on the right; one column on mobile. */
export const PageGrid = styled.div`
  ${stackingGrid('minmax(0, 1fr) 320px', '16px')}
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const PageTitle = styled.h2`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 20px;
`;

export const SwitchTabs = styled.div`
  display: flex;
  gap: 4px;
`;

export const SwitchTab = styled.button<{ $active: boolean }>`
  height: 28px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${(p) => (p.$active ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$active ? p.theme.colors.onPrimary : p.theme.colors.text)};
  cursor: pointer;
`;
