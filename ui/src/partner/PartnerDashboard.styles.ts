import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const CardList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: 10px 12px;
    border: 1px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radius};
    background: ${color('surfaceRaised')};
  }
  & small {
    color: ${color('textMuted')};
  }
`;
