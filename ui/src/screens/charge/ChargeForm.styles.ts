import { styled } from 'styled-components';
import { color } from '../common/tokens.js';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  color: ${color('text')};
  font-size: 14px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const FieldLabel = styled.label`
  color: ${color('textMuted')};
  font-size: 13px;
`;

export const Inline = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
`;

export const TextInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font-size: 15px;

  &:read-only {
    color: ${color('textMuted')};
  }
`;

export const AmountInput = styled(TextInput)`
  text-align: right;
`;

export const Select = styled.select`
  height: 38px;
  padding: 0 8px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};

  &:disabled {
    opacity: 0.6;
  }
`;

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
