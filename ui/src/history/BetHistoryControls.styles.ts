import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
`;

export const RowLabel = styled.span`
  min-width: 40px;
  margin-right: 4px;
  color: ${color('textMuted')};
  font-size: 13px;
`;

export const ChoiceButton = styled.button<{ $active: boolean }>`
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${(p) => (p.$active ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  color: ${(p) => (p.$active ? p.theme.colors.onPrimary : p.theme.colors.text)};
  font-weight: ${(p) => (p.$active ? 700 : 400)};
  cursor: pointer;
`;

export const TabButton = styled(ChoiceButton)`
  height: 38px;
  padding: 0 18px;
  font-size: 15px;
`;

export const DateInput = styled.input`
  height: 32px;
  padding: 0 8px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
`;

export const ControlsBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
`;
