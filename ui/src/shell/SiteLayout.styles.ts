import { styled } from 'styled-components';

export const Page = styled.div<{ $mode: 'mobile' | 'desktop' }>`
  min-height: 100%;
  /* Desktop: never squeeze the three columns below the layout breakpoint (spec 9, 1263 px). */
  min-width: ${({ theme, $mode }) => ($mode === 'desktop' ? `${theme.layout.layoutBreakpoint}px` : '0')};
  padding-bottom: ${({ theme, $mode }) => ($mode === 'mobile' ? `${theme.layout.mobileFooterHeight}px` : '0')};
`;

export const Columns = styled.div<{ $mode: 'mobile' | 'desktop' }>`
  max-width: ${({ theme }) => theme.layout.container}px;
  margin: 0 auto;
  padding: ${({ $mode }) => ($mode === 'desktop' ? '16px' : '10px')};
  display: flex;
  align-items: flex-start;
  gap: 16px;
`;

export const Main = styled.main`
  flex: 1;
  min-width: 0;
`;

export const RightColumn = styled.aside`
  width: ${({ theme }) => theme.layout.betSlipWidth}px;
  flex-shrink: 0;
  position: sticky;
  top: ${({ theme }) => theme.layout.headerHeight + theme.layout.tabsHeight + 16}px;
`;

export const ModeSwitch = styled.button`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${({ theme }) => theme.z.footer};
  padding: 8px 12px;
  border-radius: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
`;
