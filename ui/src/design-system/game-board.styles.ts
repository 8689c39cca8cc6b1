import { styled } from 'styled-components';
import type { MinigameCountdownTone } from '@bet/core/minigame';
import { color, mobileMedia, screenColors, stackingGrid } from './tokens.js';

/*
 * The parts the game screens share: the page frame and header, wrapping tab rows, the board of
 * round cards with pick buttons, the countdown and the results list. The mini-game board, the
 * virtual sports screen and the casino lobbies draw from here; each keeps only what is its own.
 */

/** The countdown's colours (spec 4: green, orange at <= 10 s, red at <= 5 s). */
const TONE: Readonly<Record<MinigameCountdownTone, string>> = { green: '#2fb36d', orange: '#f59f00', red: screenColors.toneRed };

/** A game screen: header, tabs, board (mini-games, virtual sports, casino lobbies). */
export const GamePageBox = styled.section`
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
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: ${({ $small }) => ($small ? '32px' : '36px')};
  padding: 0 14px;
  border-radius: 18px;
  border: 1px solid ${({ $selected, theme }) => ($selected ? screenColors.selected : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? screenColors.selected : theme.colors.surfaceRaised)};
  color: ${color('text')};
  font-weight: 600;
  & small {
    color: ${screenColors.toneYellow};
    font-weight: 500;
  }
`;

/** Video and rounds beside the results on a desktop; one column on a phone. */
export const BoardGrid = styled.div`
  ${stackingGrid('minmax(0, 2fr) minmax(260px, 1fr)', '14px')}
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

/** 16:9 like a broadcast, so the page does not jump when a stream appears; each screen sets its backdrop. */
export const VideoScreen = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius};
  & video,
  & iframe {
    width: 100%;
    height: 100%;
    border: 0;
    background: #000;
  }
`;

/** What a screen shows without a video (a scoreboard, the game's ground): centred white text over it. */
export const ScreenOverlay = styled.div`
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
  /* Text stays readable on every background. */
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.85);
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

export const Countdown = styled.span<{ $tone: MinigameCountdownTone }>`
  display: inline-flex;
  align-items: baseline;
  gap: 6px;
  & small {
    color: ${color('textMuted')};
  }
  & strong {
    font-size: 22px;
    font-variant-numeric: tabular-nums;
    color: ${({ $tone }) => TONE[$tone]};
  }
`;

export const Market = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  & h4,
  & h5 {
    margin: 0;
    font-size: 14px;
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
