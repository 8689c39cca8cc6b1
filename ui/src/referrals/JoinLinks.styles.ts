import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const LinkRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 8px;
  ${mobileMedia} {
    flex-wrap: wrap;
  }
`;

/** The link itself: selectable text that wraps anywhere on a phone instead of widening the page. */
export const LinkText = styled.code`
  flex: 1;
  min-width: 0;
  padding: 8px 10px;
  border-radius: 4px;
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  font-size: 13px;
  overflow-wrap: anywhere;
  user-select: all;
`;

export const CodeLabel = styled.span`
  color: ${color('textMuted')};
  font-size: 12px;
  white-space: nowrap;
`;
