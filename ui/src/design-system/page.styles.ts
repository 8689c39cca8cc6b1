import { styled } from 'styled-components';
import { color } from './tokens.js';

/** The title of a page drawn by a feature (memo box, Q&A). */
export const PageTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 18px;
  color: ${color('primary')};
`;

export const PageBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: 22px;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Lead = styled.p`
  margin: 0;
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Card = styled.div`
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
`;

export const LinkGrid = styled.nav`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 10px;
  & a {
    display: block;
    padding: 14px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  & a strong {
    display: block;
    color: ${({ theme }) => theme.colors.primary};
  }
  & a small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
  }
`;

export const Centered = styled.div`
  min-height: 50vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 14px;
  text-align: center;
`;

/** A titled block of a page (the top page's live, featured and game blocks). */
export const TitledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
`;

/** A titled block's heading: the title with a gold mark, a "more" link on the right. */
export const TitledSectionHead = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding-bottom: 8px;
  border-bottom: 1px solid ${color('border')};
  & h2 {
    margin: 0;
    padding-left: 10px;
    border-left: 4px solid ${color('primary')};
    font-size: 18px;
    color: ${color('text')};
  }
  & a {
    font-size: 13px;
    color: ${color('textMuted')};
  }
`;
