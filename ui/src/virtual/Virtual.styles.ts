import { keyframes, styled } from 'styled-components';
import type { MinigameCountdownTone } from '@bet/core';
import { color, mobileMedia, screenColors } from '../design-system/tokens.js';

export const VirtualPageBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: 4px;
  & h2 {
    margin: 0;
    font-size: 22px;
    color: ${color('primary')};
  }
  & p {
    margin: 0;
    color: ${color('textMuted')};
  }
`;

/** Tabs wrap onto a second line rather than scroll sideways at 425 px. */
export const TabRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const TabButton = styled.button<{ $selected: boolean; $small?: boolean }>`
  min-height: ${({ $small }) => ($small ? '32px' : '36px')};
  padding: 0 14px;
  border-radius: 18px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? screenColors.selected : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? screenColors.selected : theme.colors.surfaceRaised)};
  color: ${color('text')};
  font-weight: 600;
`;

/** Video and rounds beside the results on a desktop; one column on a phone. */
export const BoardGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  gap: 14px;
  align-items: start;
  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  padding: 14px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  & h3 {
    margin: 0;
    font-size: 17px;
  }
`;

/** 16:9 like the provider's player, so the page does not jump when a stream appears. */
export const Screen = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  background: #0b3d20;
  & video,
  & iframe {
    width: 100%;
    height: 100%;
    border: 0;
    background: #000;
  }
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

export const Placeholder = styled.div<{ $ground: VirtualGround }>`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  padding: 12px;
  text-align: center;
  color: #fff;
  background: ${({ $ground }) => GROUNDS[$ground]};
  /* Text stays readable on every ground. */
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.85);
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

const TONE: Readonly<Record<MinigameCountdownTone, string>> = { green: '#2fb36d', orange: '#f59f00', red: screenColors.toneRed };

export const Countdown = styled.span<{ $tone: MinigameCountdownTone }>`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  & small {
    color: ${color('textMuted')};
  }
  & strong {
    font-size: 20px;
    font-variant-numeric: tabular-nums;
    color: ${({ $tone }) => TONE[$tone]};
  }
`;

export const RoundHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  & h4 {
    margin: 0;
    font-size: 15px;
    overflow-wrap: anywhere;
  }
  & h4 small {
    margin-right: 6px;
    color: ${color('textMuted')};
  }
`;

export const Market = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  & h5 {
    margin: 0;
    font-size: 13px;
    color: ${color('textMuted')};
  }
`;

export const PickRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(110px, 1fr));
  gap: 8px;
  ${mobileMedia} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const PickButton = styled.button<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: 44px;
  min-width: 0;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? theme.colors.primary : theme.colors.surfaceRaised)};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.onPrimary : theme.colors.text)};
  font-weight: 700;
  & span:first-child {
    min-width: 0;
    overflow-wrap: anywhere;
    text-align: left;
  }
  & span:last-child {
    font-variant-numeric: tabular-nums;
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

export const Note = styled.p`
  margin: 0;
  padding: 18px 0;
  text-align: center;
  color: ${color('textMuted')};
`;

export const ResultList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 10px;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${color('surfaceRaised')};
    font-size: 13px;
  }
  & li strong {
    flex: none;
    min-width: 58px;
  }
  & li span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & li b {
    margin-left: auto;
    color: ${screenColors.toneYellow};
  }
`;
