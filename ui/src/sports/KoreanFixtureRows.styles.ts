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

/** The fixture's star beside its start time. */
export const StarCell = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
`;

/** A league header row across the table, with the league's star. */
export const LeagueRow = styled.tr`
  th {
    padding: 6px 4px;
    text-align: left;
  }
`;
