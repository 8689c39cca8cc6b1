import { styled } from 'styled-components';
import { color } from '../design-system/tokens.js';

export const FixtureBlock = styled.tbody`
  border-bottom: 2px solid ${color('border')};
`;

export const Row = styled.tr`
  td {
    padding: 4px;
    border-bottom: 1px solid ${color('border')};
    color: ${color('text')};
    font-size: 13px;
    text-align: center;
    white-space: nowrap;
  }
`;

export const Muted = styled.td`
  && {
    color: ${color('textMuted')};
    font-size: 12px;
  }
`;

export const OddsCell = styled.td`
  width: 28%;

  && {
    padding: 3px;
  }

  > button {
    width: 100%;
  }
`;

export const Baseline = styled.span`
  color: ${color('textMuted')};
`;
