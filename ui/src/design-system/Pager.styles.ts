import { styled } from 'styled-components';
import { color } from './tokens.js';

export const PagerNav = styled.nav`
  display: flex;
  justify-content: center;
  gap: 4px;
  padding: 12px 0;
  flex-wrap: wrap;
`;

export const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 32px;
  height: 32px;
  padding: 0 8px;
  border: 1px solid ${color('border')};
  border-radius: 4px;
  background: ${(p) => (p.$current ? p.theme.colors.primary : p.theme.colors.surfaceRaised)};
  color: ${(p) => (p.$current ? p.theme.colors.onPrimary : p.theme.colors.text)};
  font-weight: ${(p) => (p.$current ? 700 : 400)};
  cursor: pointer;

  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;
