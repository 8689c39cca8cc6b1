import { styled } from 'styled-components';
import type { SlipSettlementTone } from '@bet/core/history';
import { color, mobileMedia, screenColors } from '../design-system/tokens.js';

const TONES: Readonly<Record<SlipSettlementTone, string | null>> = {
  blue: screenColors.toneBlue,
  yellow: screenColors.toneYellow,
  red: screenColors.toneRed,
  none: null,
};

export const Card = styled.article`
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};
  color: ${color('text')};
  overflow-x: auto;
`;

export const LegTable = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: 13px;

  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${color('border')};
    text-align: center;
    white-space: nowrap;
  }

  th {
    background: ${color('surfaceRaised')};
    color: ${color('textMuted')};
    font-weight: 400;
  }

  /* A phone cannot show eight columns: each leg becomes a block of labelled lines (the cells'
     data-label), the match on a line of its own, so nothing is cut off or scrolls sideways. */
  ${mobileMedia} {
    min-width: 0;

    thead {
      display: none;
    }

    tr {
      display: grid;
      grid-template-columns: 1fr 1fr;
      border-bottom: 1px solid ${color('border')};
    }

    td {
      display: flex;
      gap: 6px;
      border-bottom: 0;
      padding: 4px 12px;
      text-align: left;
      white-space: normal;
    }

    td::before {
      content: attr(data-label);
      flex: none;
      color: ${color('textMuted')};
    }

    td[data-wide] {
      grid-column: 1 / -1;
    }
  }
`;

export const MiniLegTable = styled(LegTable)`
  min-width: 0;
`;

export const Summary = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 18px;
  margin: 0;
  padding: 10px 12px;
  font-size: 13px;

  div {
    display: flex;
    gap: 6px;
  }

  dt {
    color: ${color('textMuted')};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

export const Status = styled.dd<{ $tone: SlipSettlementTone }>`
  color: ${(p) => TONES[p.$tone] ?? p.theme.colors.text};
`;

/** A leg's outcome in core's legOutcomeTone: the same colour meaning as the slip's summary. */
export const LegStatus = styled.td<{ $tone: SlipSettlementTone }>`
  color: ${(p) => TONES[p.$tone] ?? p.theme.colors.text};
`;

export const ActionButton = styled.button`
  margin-left: auto;
  height: 30px;
  padding: 0 14px;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surfaceRaised')};
  color: ${color('text')};
  cursor: pointer;

  &:disabled {
    opacity: 0.5;
  }
`;

/** Spec 6: the member's user type in brackets after the time placed ('(A)'), its meaning not shown. */
export const UserType = styled.span`
  margin-left: 6px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
