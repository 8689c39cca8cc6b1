import { styled } from 'styled-components';
import { Input } from '../design-system/form.styles.js';

/** A field inside a table cell: as wide as its column allows, never wider (the table fits a phone). */
export const CellInput = styled(Input)`
  width: 100%;
  max-width: 220px;
`;

/** A row's name cell: one line (Korean words do not break inside). */
export const NameCell = styled.td`
  white-space: nowrap;
`;
