import { styled } from 'styled-components';
import { color, screenColors } from '../design-system/tokens.js';

export const EntryBox = styled.li<{ $locked: boolean }>`
  position: relative;
  list-style: none;
  padding: 8px 28px 8px 10px;
  border-bottom: 1px solid ${color('border')};
  font-size: 13px;
  opacity: ${(p) => (p.$locked ? 0.6 : 1)};
`;

export const League = styled.div`
  color: ${color('textMuted')};
  font-size: 12px;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

export const Teams = styled.div`
  margin: 2px 0;
  font-weight: 600;
`;

export const PickRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

export const Market = styled.span`
  color: ${color('textMuted')};
`;

export const Pick = styled.span`
  color: ${color('text')};
`;

export const Price = styled.span`
  color: ${color('primary')};
  font-weight: 700;
  white-space: nowrap;
`;

export const OldPrice = styled.s`
  margin-right: 4px;
  color: ${color('textMuted')};
  font-weight: 400;
`;

/** A suspended pick: cannot be bet until the feed reopens it. */
export const LockBadge = styled.span`
  margin-right: 6px;
  padding: 0 4px;
  border-radius: 3px;
  background: ${color('danger')};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
`;

/** Korean sites show a rising price in red and a falling one in blue. */
export const Mark = styled.span<{ $up: boolean }>`
  margin-left: 3px;
  color: ${(p) => (p.$up ? screenColors.oddsUp : screenColors.oddsDown)};
  font-size: 11px;
`;

export const PendingPrice = styled.div`
  margin-top: 2px;
  color: ${color('danger')};
  font-size: 12px;
  text-align: right;
`;

export const RemoveButton = styled.button`
  position: absolute;
  top: 6px;
  right: 6px;
  border: 0;
  background: transparent;
  color: ${color('textMuted')};
  font-size: 16px;
  cursor: pointer;

  &:hover {
    color: ${color('danger')};
  }
`;
