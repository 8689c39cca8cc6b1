import { styled } from 'styled-components';

/** Form pieces shared by the login, referral, join and inquiry dialogs. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Row = styled.div`
  display: flex;
  gap: 6px;
  align-items: stretch;
  & > input,
  & > select {
    flex: 1;
    min-width: 0;
  }
`;

export const Input = styled.input`
  height: 38px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &:disabled {
    opacity: 0.7;
  }
`;

export const Select = styled.select`
  height: 38px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

export const TextArea = styled.textarea`
  min-height: 110px;
  padding: 8px 10px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  resize: vertical;
`;

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
export const CaptchaImage = styled.img`
  width: 120px;
  height: 40px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 4px;
  flex: none;
`;
