import { css, styled } from 'styled-components';

/** The site's one button: `$variant` primary (gold), secondary (outlined) or ghost (text only). */
export const Button = styled.button<{ $variant?: 'primary' | 'secondary' | 'ghost'; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-height: 34px;
  padding: 0 14px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid transparent;
  font-weight: 600;
  white-space: nowrap;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ theme, $variant = 'primary' }) => {
    if ($variant === 'primary') {
      return css`
        background: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
      `;
    }
    if ($variant === 'secondary') {
      return css`
        background: transparent;
        color: ${theme.colors.text};
        border-color: ${theme.colors.border};
      `;
    }
    return css`
      background: transparent;
      color: ${theme.colors.textMuted};
      padding: 0 6px;
    `;
  }}
  &:hover:not(:disabled) {
    filter: brightness(1.08);
  }
`;
