import { styled } from 'styled-components';
import { color } from '../common/tokens.js';

export const EntryBox = styled.li`
  position: relative;
  list-style: none;
  padding: 8px 28px 8px 10px;
  border-bottom: 1px solid ${color('border')};
  font-size: 13px;
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
