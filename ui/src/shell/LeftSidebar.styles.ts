import { styled } from 'styled-components';

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: ${({ theme }) => theme.layout.sidebarWidth}px;
  flex-shrink: 0;
`;

export const Box = styled.section`
  padding: 10px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export const BoxTitle = styled.h3`
  margin: 0 0 8px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.primary};
`;

export const SearchForm = styled.form`
  display: flex;
  gap: 6px;
  & input {
    flex: 1;
    min-width: 0;
    height: 34px;
    padding: 0 8px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Banner = styled.span`
  display: block;
  & > a {
    display: block;
    padding: 14px 12px;
    border-radius: ${({ theme }) => theme.radius};
    background: linear-gradient(120deg, ${({ theme }) => theme.colors.surfaceRaised}, #32406a);
  }
  & strong {
    display: block;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
  & small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ButtonRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 6px;
`;

export const ExternalLinks = styled.nav`
  display: grid;
  gap: 4px;
  font-size: 13px;
  & a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
