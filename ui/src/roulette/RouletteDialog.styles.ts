import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const Tabs = styled.div`
  display: flex;
  gap: 4px;
`;

export const Coupons = styled.p`
  margin: 0;
  text-align: center;
  color: ${color('textMuted')};
  font-size: 13px;
`;

export const Commitment = styled.div`
  margin: 0;
  color: ${color('textMuted')};
  font-size: 12px;
  overflow-wrap: anywhere;

  a {
    color: ${color('accent')};
  }

  summary {
    cursor: pointer;
    margin-top: 4px;
  }

  details code {
    display: block;
    font-size: 11px;
    user-select: all;
  }
`;

export const SpinRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;
