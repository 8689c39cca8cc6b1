import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const QuickRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 4px;
`;

export const SmallButton = styled.button`
  height: 34px;
  padding: 0 10px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  white-space: nowrap;
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

export const SubmitButton = styled.button`
  height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('primary')};
  color: ${color('onPrimary')};
  font-size: 16px;
  font-weight: 700;
  cursor: pointer;

  &:disabled {
    background: ${color('border')};
    color: ${color('textMuted')};
    cursor: progress;
  }
`;

export const Notice = styled.p<{ $tone?: 'warning' | 'info' }>`
  margin: 0;
  padding: 10px 12px;
  border: 1px solid ${(p) => (p.$tone === 'warning' ? p.theme.colors.danger : p.theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  color: ${(p) => (p.$tone === 'warning' ? p.theme.colors.danger : p.theme.colors.primary)};
  font-size: 13px;
`;

export const RuleList = styled.ul`
  margin: 0;
  padding-left: 18px;
  color: ${color('textMuted')};
  font-size: 12px;
  line-height: 1.6;
`;

export const AccountBox = styled.output`
  display: block;
  padding: 10px 12px;
  border: 1px dashed ${color('primary')};
  border-radius: ${({ theme }) => theme.radius};
  color: ${color('primary')};
  font-weight: 700;
`;
