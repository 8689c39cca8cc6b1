import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';
import { Card } from './FixtureCard.styles.js';

/**
 * A live match. Off screen the browser skips its style, layout and paint (content-visibility), so
 * prices moving in matches out of view cost their DOM update only; the size stands in meanwhile.
 */
export const LiveCard = styled(Card)`
  content-visibility: auto;
  contain-intrinsic-size: auto 360px;
`;

export const SportTabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

export const SportTab = styled.button<{ $active: boolean }>`
  border: 1px solid ${({ $active }) => color($active ? 'primary' : 'border')};
  border-radius: ${({ theme }) => theme.radius};
  padding: 6px 12px;
  background: ${({ $active }) => ($active ? color('primary') : 'transparent')};
  color: ${({ $active }) => ($active ? color('onPrimary') : color('text'))};
  font-size: 13px;
  cursor: pointer;
`;

export const SportGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

export const SportHeading = styled.h3`
  margin: 0;
  padding-bottom: 4px;
  border-bottom: 2px solid ${color('primary')};
  color: ${color('primary')};
  font-size: 16px;
`;

export const LeagueGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const LeagueHeading = styled.h4`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  color: ${color('textMuted')};
  font-size: 13px;
  font-weight: 400;

  img {
    width: 18px;
    height: 12px;
    object-fit: cover;
  }
`;

export const LiveBadge = styled.span`
  border-radius: 3px;
  padding: 1px 5px;
  background: ${color('dangerStrong')};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
`;

export const LockedNote = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  margin-left: 6px;
  color: ${color('danger')};
  font-size: 12px;
`;
