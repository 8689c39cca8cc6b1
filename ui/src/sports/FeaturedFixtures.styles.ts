import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

export const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.25fr);
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
  ${mobileMedia} {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`;

export const Meta = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  min-width: 0;
  font-size: 12px;
  color: ${color('textMuted')};
  & > span:last-child {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const LiveMark = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: 3px;
  background: ${color('dangerStrong')};
  color: #fff;
  font-size: 11px;
  font-weight: 800;
`;

export const Teams = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: 4px;
  min-width: 0;
  font-size: 14px;
  font-weight: 700;
  color: ${color('text')};
  & > span:first-child,
  & > span:last-child {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const Versus = styled.span`
  flex: none;
  font-size: 12px;
  font-weight: 800;
  color: ${color('primary')};
`;

export const Prices = styled.div`
  display: flex;
  gap: 6px;
  min-width: 0;
`;

export const Note = styled.p`
  margin: 0;
  padding: 18px 0;
  text-align: center;
  font-size: 13px;
  color: ${color('textMuted')};
`;
