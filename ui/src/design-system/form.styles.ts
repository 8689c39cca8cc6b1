import { styled } from 'styled-components';
import { color } from './tokens.js';

/**
 * The one form style of the site: the login, join, referral and inquiry dialogs, the memo box,
 * the roulette and the charge screens and dialogs all draw their fields with these.
 * Buttons and quick-amount rows stay with their screens (sizes differ).
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

/** A field whose label wraps its control (text, then the input): the dialogs' layout. */
export const LabelField = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  font-size: 13px;
  color: ${color('textMuted')};
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
  min-width: 0;
  max-width: 100%;
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

export const TextArea = styled.textarea`
  min-height: 110px;
  padding: 8px 10px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font-size: 15px;
  resize: vertical;
`;

/** A field's own message under it: an error (default) or a confirmation. */
export const FieldMessage = styled.span<{ $tone?: 'error' | 'ok' }>`
  font-size: 12px;
  color: ${({ theme, $tone = 'error' }) => ($tone === 'ok' ? theme.colors.success : theme.colors.danger)};
`;

export const LinkRow = styled.div`
  display: flex;
  justify-content: center;
  gap: 12px;
  flex-wrap: wrap;
`;

export const TextLink = styled.a`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.accent};
`;

export const Note = styled.p`
  margin: 0;
  line-height: 1.6;
  text-align: center;
`;

/** The login's anti-automation code picture (an SVG data URL from the server). */
/** The server's 자동방지코드 picture at its drawn size (server/src/auth/captcha-drawing.ts). */
export const CaptchaImage = styled.img`
  width: 150px;
  height: 50px;
  border: 1px solid ${color('border')};
  border-radius: 4px;
  flex: none;
`;
