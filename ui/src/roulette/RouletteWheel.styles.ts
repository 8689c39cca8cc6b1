import { css, keyframes, styled } from 'styled-components';
import { color } from '../design-system/tokens.js';
import type { RoulettePhase } from './roulette-phase.js';

export const WHEEL_SIZE_PX = 280;
const SEGMENT_COLOURS = ['#2a3a66', '#3a2a55'] as const;

const spin = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;

export const WheelFrame = styled.div`
  position: relative;
  width: ${WHEEL_SIZE_PX}px;
  height: ${WHEEL_SIZE_PX}px;
  margin: 8px auto 16px;
`;

/** The pointer over the top of the wheel. */
export const Pointer = styled.div`
  position: absolute;
  top: -6px;
  left: 50%;
  z-index: 1;
  width: 0;
  height: 0;
  transform: translateX(-50%);
  border-left: 12px solid transparent;
  border-right: 12px solid transparent;
  border-top: 22px solid ${color('primary')};
`;

export interface WheelDiscProps {
  readonly $phase: RoulettePhase;
  readonly $count: number;
  /** One full turn while spinning (spec 9: 0.5 s normal, 0.4 s VIP). */
  readonly $spinMs: number;
  /** The turn to the won segment (spec 9: 0.5 s). */
  readonly $landMs: number;
  readonly $stopAngle: number;
}

const gradient = (count: number): string => {
  const step = 360 / Math.max(1, count);
  const stops = Array.from({ length: count }, (_, i) => `${SEGMENT_COLOURS[i % 2]} ${i * step}deg ${(i + 1) * step}deg`);
  return `conic-gradient(${stops.join(', ')})`;
};

export const WheelDisc = styled.div<WheelDiscProps>`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  border: 4px solid ${color('primary')};
  background: ${(p) => gradient(p.$count)};
  ${(p) => {
    if (p.$phase === 'spinning')
      return css`
        animation: ${spin} ${p.$spinMs}ms linear infinite;
      `;
    if (p.$phase === 'landed')
      return css`
        transform: rotate(${p.$stopAngle}deg);
        transition: transform ${p.$landMs}ms ease-out;
      `;
    return css`
      transform: rotate(0deg);
    `;
  }}
`;

/** A segment's label, turned to the middle of its segment. */
export const SegmentLabel = styled.span<{ $angle: number }>`
  position: absolute;
  top: 0;
  left: 50%;
  height: 50%;
  width: 64px;
  margin-left: -32px;
  padding-top: 16px;
  transform-origin: 50% 100%;
  transform: rotate(${(p) => p.$angle}deg);
  color: ${color('text')};
  font-size: 12px;
  font-weight: 700;
  text-align: center;
`;
