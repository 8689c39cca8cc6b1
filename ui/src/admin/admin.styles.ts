import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/** Shared pieces of the back-office screens. */
export const Screen = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

export const ScreenTitle = styled.h2`
  margin: 0;
  font-size: 20px;
  color: ${color('primary')};
`;

export const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** A table that scrolls inside its own box on a narrow screen, never the page. */
export const TableBox = styled.div`
  width: 100%;
  overflow-x: auto;
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${color('surface')};

  table {
    min-width: 640px;
  }
  th {
    word-break: keep-all;
  }
  td.text {
    text-align: left;
    /* A word breaks only when it alone is wider than its cell (a login id stays whole on a phone). */
    overflow-wrap: break-word;
  }
  tr[data-fresh='true'] td {
    background: rgba(245, 197, 24, 0.12);
  }

  /* A phone shows the columns an operator acts on; the others (class 'wide') wait for a wider screen. */
  ${mobileMedia} {
    table {
      min-width: 0;
    }
    .wide {
      display: none;
    }
  }
`;

export const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  justify-content: center;
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  background: ${color('surface')};
  border: 1px solid ${color('border')};
  border-radius: ${({ theme }) => theme.radius};
  min-width: 0;

  h3 {
    margin: 0;
    font-size: 16px;
    color: ${color('primary')};
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 10px;
  }
`;

/** A form panel that does not stretch across a wide screen. */
export const NarrowPanel = styled(Panel)`
  max-width: 900px;
  width: 100%;
  box-sizing: border-box;
`;

/** One open popup: its text, its link and the close button. */
export const PopupRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 8px 0;
  border-bottom: 1px solid ${color('border')};

  & > div:first-child {
    flex: 1;
    min-width: 200px;
  }
`;

export const FormGrid = styled.div`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr) minmax(0, 2fr) auto;
  gap: 8px;
  align-items: end;

  ${mobileMedia} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Hint = styled.span`
  font-size: 12px;
  color: ${color('textMuted')};
`;

export const Balances = styled.dl`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  margin: 0;

  div {
    padding: 10px;
    border: 1px solid ${color('border')};
    border-radius: ${({ theme }) => theme.radius};
    background: ${color('surfaceRaised')};
  }
  dt {
    font-size: 12px;
    color: ${color('textMuted')};
  }
  dd {
    margin: 4px 0 0;
    font-size: 16px;
    font-weight: 600;
  }

  ${mobileMedia} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const Amount = styled.span<{ $negative?: boolean }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $negative }) => ($negative ? theme.colors.danger : theme.colors.text)};
`;

export const StatusText = styled.span<{ $tone: string }>`
  font-weight: 600;
  color: ${({ theme, $tone }) =>
    $tone === 'pending' ? '#f5c518' : $tone === 'blocked' || $tone === 'rejected' ? theme.colors.danger : theme.colors.success};
`;
