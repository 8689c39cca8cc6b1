import { styled } from 'styled-components';
import { color, mobileMedia, screenColors } from '../design-system/tokens.js';

export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 16px;

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Mono = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 12px;
  word-break: break-all;
`;

export const Verdict = styled.p<{ $ok: boolean }>`
  margin: 12px 0 0;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 700;
  color: #fff;
  background: ${(p) => (p.$ok ? '#1c7c3a' : screenColors.toneRed)};
`;

export const CheckList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 12px;
  margin: 12px 0 0;
  color: ${color('text')};

  dt {
    color: ${color('textMuted')};
  }
  dd {
    margin: 0;
    word-break: break-all;
  }
`;

export const ResultCell = styled.td`
  max-width: 320px;
  word-break: keep-all;
`;
