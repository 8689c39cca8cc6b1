import { keyframes, styled } from 'styled-components';
import type { SportsOddsMovement } from '@bet/core';
import { color, screenColors } from '../design-system/tokens.js';

const flash = (c: string) => keyframes`
  0%, 100% { box-shadow: inset 0 0 0 1px transparent; }
  50% { box-shadow: inset 0 0 0 2px ${c}; }
`;
const flashUp = flash(screenColors.oddsUp);
const flashDown = flash(screenColors.oddsDown);

export const OddsBox = styled.button<{ $selected: boolean; $movement: SportsOddsMovement }>`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: 6px;
  min-width: 0;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${(p) => (p.$selected ? screenColors.selected : p.theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${(p) => (p.$selected ? screenColors.selected : p.theme.colors.surfaceRaised)};
  color: ${color('text')};
  font-size: 13px;
  cursor: pointer;
  animation: ${(p) => (p.$movement === 'up' ? flashUp : p.$movement === 'down' ? flashDown : 'none')} 1s ease-in-out 3;

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

export const OddsPrice = styled.span<{ $movement: SportsOddsMovement }>`
  flex-shrink: 0;
  color: ${(p) => (p.$movement === 'up' ? screenColors.oddsUp : p.$movement === 'down' ? screenColors.oddsDown : p.theme.colors.primary)};
  font-weight: 700;
`;
