import { styled } from 'styled-components';
import { color } from '../screens/common/tokens.js';

/**
 * The form pieces the feature dialogs (features/) and the charge screens (screens/charge) share:
 * one look for every member form. Buttons and quick-amount rows stay with their screens (sizes differ).
 */
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

export const Label = styled.label`
  color: ${color('textMuted')};
  font-size: 13px;
`;

export const Inline = styled.div`
  display: flex;
  gap: 6px;
  align-items: center;
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font-size: 15px;

  &:disabled,
  &:read-only {
    color: ${color('textMuted')};
  }
`;

export const AmountInput = styled(Input)`
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
