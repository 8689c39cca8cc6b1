import { styled } from 'styled-components';
import { color, mobileMedia } from '../../design-system/tokens.js';

export const GameTiles = styled.nav`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 10px;
  ${mobileMedia} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

export const GameTile = styled.div<{ $hue: string }>`
  & > a {
    display: flex;
    align-items: center;
    gap: 12px;
    height: 88px;
    padding: 0 14px;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${color('border')};
    background: linear-gradient(135deg, ${({ $hue }) => $hue} 0%, ${color('surfaceRaised')} 75%);
    color: ${color('text')};
    text-decoration: none;
    transition: border-color 0.2s;
  }
  & > a:hover,
  & > a:focus-visible {
    border-color: ${color('primary')};
  }
  & strong {
    display: block;
    font-size: 16px;
    color: #fff;
  }
  & small {
    display: block;
    margin-top: 2px;
    font-size: 12px;
    color: ${color('textMuted')};
  }
  ${mobileMedia} {
    & > a {
      height: 72px;
      gap: 8px;
      padding: 0 10px;
    }
    & svg {
      width: 36px;
      height: 36px;
    }
    & strong {
      font-size: 14px;
    }
  }
`;
