import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const BonusRow = styled.div`
  padding: 8px 10px;
  border-top: 1px solid ${color('border')};
`;

export const BonusTitle = styled.div`
  margin-bottom: 6px;
  color: ${color('textMuted')};
  font-size: 12px;
`;

export const BonusGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 4px;
`;

export const BonusButton = styled.button<{ $selected: boolean }>`
  min-height: 30px;
  padding: 2px 4px;
  border: 1px solid ${(p) => (p.$selected ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: 4px;
  background: ${(p) => (p.$selected ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  color: ${(p) => (p.$selected ? p.theme.colors.onPrimary : p.theme.colors.text)};
  font-size: 12px;
  cursor: pointer;
`;

export const RejectionBox = styled.div`
  margin: 8px 10px 0;
  padding: 8px;
  border: 1px solid ${color('danger')};
  border-radius: 4px;
  font-size: 12px;
`;

export const RejectionMessage = styled.p`
  margin: 0 0 6px;
  color: ${color('danger')};
`;

export const RejectionLine = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
  padding: 2px 0;

  s {
    color: ${color('textMuted')};
  }
`;

export const RejectionActions = styled.div`
  display: flex;
  gap: 6px;
  margin-top: 8px;
`;

export const RejectionButton = styled.button<{ $primary?: boolean }>`
  flex: ${(p) => (p.$primary ? 2 : 1)};
  height: 32px;
  border: 1px solid ${(p) => (p.$primary ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: 4px;
  background: ${(p) => (p.$primary ? p.theme.colors.primary : 'transparent')};
  color: ${(p) => (p.$primary ? p.theme.colors.onPrimary : p.theme.colors.text)};
  font-weight: 700;
  cursor: pointer;
`;
