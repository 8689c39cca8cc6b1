import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const Panel = styled.aside`
  padding: 14px 16px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
  color: ${color('textMuted')};
  font-size: 13px;
  line-height: 1.7;

  h3 {
    margin: 0 0 8px;
    color: ${color('primary')};
    font-size: 15px;
  }

  ul {
    margin: 0;
    padding-left: 18px;
  }

  ${mobileMedia} {
    display: none;
  }
`;
