import { keyframes, styled } from 'styled-components';
import type { SportsOddsMovement } from '@bet/core/sports';
import { color, screenColors } from '../design-system/tokens.js';

/**
 * The up/down mark fades out over the flash (SPORTS_ODDS_FLASH_MS in core ends it). Only opacity
 * animates (a box-shadow pulse repainted every flashing cell on every frame), and in four steps,
 * not smoothly: at 2,000 price changes a second dozens of marks are always fading, and a smooth
 * fade made the compositor draw every frame; without a GPU (headless Chromium, cheap phones) that
 * cost the page 8 of its 60 frames a second and half a dozen long tasks in 20 s. Stepped, the
 * page holds 58-60 fps with no long task (server/bench/inplay-browser.ts, issue 9).
 */
export const markFade = keyframes`
  from { opacity: 1; }
  to { opacity: 0.25; }
`;

const movementColor = (m: SportsOddsMovement): string | null =>
  m === 'up' ? screenColors.oddsUp : m === 'down' ? screenColors.oddsDown : null;

export const OddsBox = styled.button<{ $selected: boolean; $movement: SportsOddsMovement }>`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: 6px;
  min-width: 0;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${(p) => (p.$selected ? screenColors.selected : (movementColor(p.$movement) ?? p.theme.colors.border))};
  border-radius: ${({ theme }) => theme.radius};
  background: ${(p) => (p.$selected ? screenColors.selected : p.theme.colors.surfaceRaised)};
  color: ${color('text')};
  font-size: 13px;
  cursor: pointer;

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

export const OddsName = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** The ▲/▼ beside a moved price. */
export const MoveMark = styled.span`
  animation: ${markFade} 3s steps(4, end) forwards;
`;

export const OddsPrice = styled.span<{ $movement: SportsOddsMovement }>`
  flex-shrink: 0;
  color: ${(p) => (p.$movement === 'up' ? screenColors.oddsUp : p.$movement === 'down' ? screenColors.oddsDown : p.theme.colors.primary)};
  font-weight: 700;
`;
