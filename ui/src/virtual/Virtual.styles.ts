import { keyframes, styled } from 'styled-components';
import { ScreenOverlay, VideoScreen } from '../design-system/game-board.styles.js';
import { color, screenColors } from '../design-system/tokens.js';

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

/** The provider's 16:9 player: pitch green until the video arrives. */
export const Screen = styled(VideoScreen)`
  background: #0b3d20;
`;

/** Soccer's pitch, basketball's court, the races' lanes: the placeholder looks like the game. */
const GROUNDS = {
  soccer: `linear-gradient(90deg, transparent 49.6%, rgba(255, 255, 255, 0.35) 49.6%, rgba(255, 255, 255, 0.35) 50.4%, transparent 50.4%),
    repeating-linear-gradient(90deg, #14632f 0 10%, #187337 10% 20%)`,
  basketball: `radial-gradient(circle at 50% 50%, transparent 14%, rgba(255, 255, 255, 0.4) 14.4%, transparent 15%),
    linear-gradient(90deg, transparent 49.6%, rgba(255, 255, 255, 0.4) 49.6%, rgba(255, 255, 255, 0.4) 50.4%, transparent 50.4%),
    linear-gradient(180deg, #9a5b2e, #7d4622)`,
  race: `repeating-linear-gradient(180deg, #7a5634 0 11%, rgba(255, 255, 255, 0.35) 11% 11.6%), #7a5634`,
} as const;
export type VirtualGround = keyof typeof GROUNDS;

export const Placeholder = styled(ScreenOverlay)<{ $ground: VirtualGround }>`
  background: ${({ $ground }) => GROUNDS[$ground]};
  & small {
    opacity: 0.8;
  }
  & strong {
    font-size: clamp(18px, 4vw, 30px);
    overflow-wrap: anywhere;
  }
`;

export const StageLabel = styled.span`
  padding: 2px 10px;
  border-radius: 12px;
  background: rgba(0, 0, 0, 0.45);
  font-weight: 700;
`;

const run = keyframes`
  0% { transform: translateX(0); }
  50% { transform: translateX(calc(100% - 18px)); }
  100% { transform: translateX(0); }
`;

/** The ball (or the leading runner) crossing the pitch while the round plays; still for reduced motion. */
export const Track = styled.div`
  position: relative;
  width: min(80%, 420px);
  height: 18px;
  & i {
    position: absolute;
    inset: 0;
    display: block;
    animation: ${run} 2.4s ease-in-out infinite;
  }
  & i::after {
    content: '';
    display: block;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 0 6px rgba(0, 0, 0, 0.5);
  }
  @media (prefers-reduced-motion: reduce) {
    & i {
      animation: none;
    }
  }
`;

export const Progress = styled.div`
  width: min(80%, 420px);
  height: 6px;
  border-radius: 3px;
  background: rgba(255, 255, 255, 0.25);
  & span {
    display: block;
    height: 100%;
    border-radius: 3px;
    background: ${screenColors.toneYellow};
    transition: width 0.9s linear;
  }
`;

export const RoundBox = styled.article`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding-top: 12px;
  border-top: 1px solid ${color('border')};
  &:first-of-type {
    padding-top: 0;
    border-top: 0;
  }
`;
