import { styled } from 'styled-components';
import type { ChargeStatus } from '@bet/core/charge';
import { color, screenColors } from '../design-system/tokens.js';

export const HistorySection = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  color: ${color('text')};
`;

export const HistoryHeader = styled.header`
  display: flex;
  justify-content: space-between;
  align-items: center;

  h3 {
    margin: 0;
    font-size: 15px;
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;

  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${color('border')};
    text-align: center;
  }

  th {
    color: ${color('textMuted')};
    font-weight: 400;
  }
`;

const STATUS_COLOURS: Readonly<Record<ChargeStatus, string>> = {
  waiting: screenColors.toneYellow,
  done: screenColors.toneBlue,
  cancelled: '#98a2bb',
  error: screenColors.toneRed,
};

export const StatusCell = styled.td<{ $status: ChargeStatus }>`
  color: ${(p) => STATUS_COLOURS[p.$status]};
  font-weight: 700;
`;

export const Message = styled.p`
  margin: 0;
  padding: 16px 0;
  color: ${color('textMuted')};
  text-align: center;
  font-size: 13px;
`;
