import { styled } from 'styled-components';
import { color } from '../../screens/common/tokens.js';

export const PageTitle = styled.h2`
  margin: 0 0 12px;
  font-size: 18px;
  color: ${color('primary')};
`;

export const PageBox = styled.section`
  padding: 16px;
  color: ${color('text')};
`;
