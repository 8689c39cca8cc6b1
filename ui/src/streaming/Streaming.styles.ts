import { styled } from 'styled-components';
import { Card, ScreenOverlay, VideoScreen } from '../design-system/game-board.styles.js';
import { color, screenColors, stackingGrid } from '../design-system/tokens.js';

/** Video and match beside the channel list on a desktop; one column on a phone. */
export const StreamingGrid = styled.div`
  ${stackingGrid('minmax(0, 2fr) minmax(280px, 1fr)', '14px')}
`;

/** A game board's card with a title line (h2: the name, small: the source). */
export const Panel = styled(Card)`
  & h2 {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: 8px;
    margin: 0;
    font-size: 16px;
    color: ${color('primary')};
  }
  & h2 small {
    font-size: 12px;
    font-weight: 500;
    color: ${color('textMuted')};
  }
`;

/** The stream's 16:9 box: dark blue until the video arrives. */
export const Screen = styled(VideoScreen)`
  background: #06122a;
`;

/** The match drawn from the data when there is no video: teams, score, phase. */
export const Scoreboard = styled(ScreenOverlay)`
  background: radial-gradient(ellipse at 50% 30%, rgba(47, 111, 237, 0.45), transparent 70%), linear-gradient(180deg, #0d1f44, #06122a);
  & small {
    opacity: 0.85;
    overflow-wrap: anywhere;
  }
`;

export const Teams = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
  align-items: center;
  gap: clamp(8px, 3vw, 28px);
  width: 100%;
  & span {
    font-size: clamp(15px, 2.6vw, 26px);
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  & span:first-child {
    text-align: right;
  }
  & span:last-child {
    text-align: left;
  }
  & strong {
    font-size: clamp(26px, 6vw, 56px);
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const LiveBadge = styled.span<{ $ended?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: 12px;
  font-size: 13px;
  font-weight: 700;
  background: ${({ $ended }) => ($ended ? 'rgba(255, 255, 255, 0.2)' : screenColors.toneRed)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #fff;
    display: ${({ $ended }) => ($ended ? 'none' : 'inline-block')};
  }
`;

export const MatchBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px;
  & p {
    margin: 0;
    min-width: 0;
    color: ${color('textMuted')};
    overflow-wrap: anywhere;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 38px;
    padding: 0 16px;
    border-radius: ${({ theme }) => theme.radius};
    background: ${screenColors.selected};
    color: #fff;
    font-weight: 700;
    text-decoration: none;
  }
`;

export const ChannelList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ChannelButton = styled.button<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 2px 10px;
  width: 100%;
  padding: 10px 12px;
  text-align: left;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ $selected, theme }) => ($selected ? screenColors.selected : theme.colors.border)};
  background: ${({ $selected, theme }) => ($selected ? 'rgba(47, 111, 237, 0.18)' : theme.colors.surfaceRaised)};
  color: ${color('text')};
  cursor: pointer;
  & small {
    color: ${color('textMuted')};
    overflow-wrap: anywhere;
  }
  & b {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  & strong {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & em {
    font-style: normal;
    font-size: 12px;
    color: ${screenColors.toneYellow};
    white-space: nowrap;
    text-align: right;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${color('textMuted')};
`;
