import { styled } from 'styled-components';

export const PartnerHeader = styled.header`
  display: flex;
  align-items: center;
  gap: 16px;
  padding: 12px 20px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h1 {
    margin: 0;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The nickname and the contract percent; on a phone one above the other, Korean words never split. */
export const Who = styled.span`
  flex: 1;
  min-width: 0;
  word-break: keep-all;
  color: ${({ theme }) => theme.colors.textMuted};
  & b {
    color: ${({ theme }) => theme.colors.text};
    margin-right: 8px;
  }
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    font-size: 13px;
    & b {
      display: block;
      margin-right: 0;
    }
  }
`;

export const Body = styled.div`
  display: flex;
  gap: 16px;
  padding: 16px 20px;
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    flex-direction: column;
  }
`;

export const Nav = styled.nav`
  width: 200px;
  flex-shrink: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
  & a {
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius};
  }
  & a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.layout.mobileBreakpoint - 1}px) {
    width: auto;
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export const Content = styled.main`
  flex: 1;
  min-width: 0;
`;
