import { styled } from 'styled-components';
import { color, mobileMedia, stackingGrid } from '../design-system/tokens.js';

/** The notice, rules and events pages: shortcuts on top, the list left and the post right. */
export const BoardShortcuts = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 12px;
  & a,
  & button {
    padding: 8px 14px;
    border: 1px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radius};
    background: ${color('surfaceRaised')};
    color: ${color('text')};
    font: inherit;
    text-decoration: none;
    cursor: pointer;
  }
  & a[aria-current='page'],
  & button[aria-pressed='true'] {
    background: ${color('primary')};
    border-color: ${color('primary')};
    color: ${color('onPrimary')};
  }
`;

export const BoardColumns = styled.div`
  ${stackingGrid('minmax(220px, 320px) minmax(0, 1fr)', '16px')}
`;

export const PostList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
  & > li + li {
    border-top: 1px solid ${color('border')};
  }
`;

export const PostButton = styled.button<{ $selected: boolean }>`
  display: block;
  width: 100%;
  padding: 12px 14px;
  border: 0;
  background: ${(p) => (p.$selected ? p.theme.colors.surfaceRaised : 'transparent')};
  color: ${(p) => (p.$selected ? p.theme.colors.primary : p.theme.colors.text)};
  text-align: left;
  font: inherit;
  cursor: pointer;
  overflow-wrap: anywhere;
`;

/** The post's HTML: images and tables never push the page sideways. */
export const PostBody = styled.article`
  min-width: 0;
  padding: 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
  overflow-wrap: anywhere;
  & h3 {
    margin: 0 0 12px;
    font-size: 17px;
    color: ${color('primary')};
  }
  & img,
  & table,
  & iframe {
    max-width: 100%;
    height: auto;
  }
  ${mobileMedia} {
    border: 0;
    border-radius: 0;
    padding: 12px 14px;
    background: ${color('background')};
  }
`;

export const CategoryHead = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  padding: 10px 14px;
  border: 0;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-expanded='true'] {
    color: ${color('primary')};
  }
`;
