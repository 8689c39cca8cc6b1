import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const TitleButton = styled.button<{ $unread: boolean }>`
  border: 0;
  padding: 0;
  background: transparent;
  color: ${color('text')};
  font-weight: ${(p) => (p.$unread ? 700 : 400)};
  text-align: left;
  cursor: pointer;
`;

export const TitleCell = styled.td`
  && {
    text-align: left;
  }
`;

export const BodyCell = styled.td`
  && {
    padding: 12px 16px;
    text-align: left;
    background: ${color('background')};
    line-height: 1.6;
    word-break: break-word;
  }

  img {
    max-width: 100%;
  }
`;

export const DateCell = styled.td`
  white-space: nowrap;
  color: ${color('textMuted')};
`;
