import { styled } from 'styled-components';
import { color, mobileMedia } from '../design-system/tokens.js';

/** A recorded value in a cell: one 'key: value' line each, wrapped, never widening the table. */
export const AuditFields = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 320px;
  font-size: 12px;
  overflow-wrap: anywhere;

  span {
    color: ${color('textMuted')};
  }
`;

/**
 * The audit list: on a phone each line becomes a block of labelled rows (the cells' data-label),
 * so every column stays readable and nothing is cut off or scrolls sideways.
 */
export const AuditScreen = styled.div`
  ${mobileMedia} {
    table,
    tbody,
    tr,
    td {
      display: block;
      width: 100%;
    }
    thead {
      display: none;
    }
    tr {
      border-bottom: 1px solid ${color('border')};
      padding: 6px 0;
    }
    td {
      display: grid;
      grid-template-columns: 72px 1fr;
      gap: 8px;
      padding: 3px 10px;
      border: 0;
      text-align: left;
    }
    td::before {
      content: attr(data-label);
      color: ${color('textMuted')};
    }
    /* A line without a before, after or detail shows no empty labelled row. */
    td:empty {
      display: none;
    }
    ${AuditFields} {
      max-width: none;
    }
  }
`;
