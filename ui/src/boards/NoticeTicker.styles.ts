import { keyframes, styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-100%); }
`;

/** One line high; the track starts at the right edge and scrolls out to the left. */
export const TickerBox = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  height: 36px;
  padding: 0 12px;
  overflow: hidden;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  & > strong {
    flex: none;
    color: ${color('primary')};
    font-size: 13px;
  }
`;

export const TickerWindow = styled.div`
  flex: 1;
  min-width: 0;
  overflow: hidden;
`;

export const TickerTrack = styled.div<{ $seconds: number }>`
  display: inline-flex;
  gap: 48px;
  padding-left: 100%;
  white-space: nowrap;
  font-size: 13px;
  animation: ${scroll} ${(p) => p.$seconds}s linear infinite;
  &:hover,
  &:focus-within {
    animation-play-state: paused;
  }
  & a {
    color: ${color('text')};
  }
  & time {
    margin-right: 6px;
    color: ${color('textMuted')};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    padding-left: 0;
  }
`;
