import { styled } from 'styled-components';

export const HeaderBox = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.header};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const TopRow = styled.div`
  max-width: ${({ theme }) => theme.layout.container}px;
  height: ${({ theme }) => theme.layout.headerHeight}px;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: center;
  gap: 16px;
`;

/** The operator's logo (brand.ts): its height fixed, its width from the file's proportions. */
export const Logo = styled.img`
  display: block;
  height: 40px;
  width: auto;
  max-width: 220px;
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const Tabs = styled.nav`
  max-width: ${({ theme }) => theme.layout.container}px;
  height: ${({ theme }) => theme.layout.tabsHeight}px;
  margin: 0 auto;
  padding: 0 16px;
  display: flex;
  align-items: stretch;
  gap: 4px;
`;

export const Tab = styled.span<{ $active: boolean }>`
  display: flex;
  & > a {
    display: flex;
    align-items: center;
    padding: 0 14px;
    font-weight: 600;
    border-bottom: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
    color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  }
`;

/** A shortcut to the notice, rules or events dialog: quieter than the tabs. */
export const BoardLink = styled.button`
  align-self: center;
  padding: 4px 10px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: 13px;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
