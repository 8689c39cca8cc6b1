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

/**
 * Height of every text field and select. A min-height as well: `flex: 1` lets the field grow
 * sideways in an `Inline` row, but in a column `Field` its zero flex-basis would otherwise win
 * over `height` and squash it to the text's height (입금자명 and the inquiry title were 19 px).
 */
export const FIELD_HEIGHT_PX = 38;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: ${FIELD_HEIGHT_PX}px;
  min-height: ${FIELD_HEIGHT_PX}px;
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
  height: ${FIELD_HEIGHT_PX}px;
  min-height: ${FIELD_HEIGHT_PX}px;
  padding: 0 8px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};

  &:disabled {
    opacity: 0.6;
  }
`;
