import type { ReactNode } from 'react';
import { Empty, Table } from '../design-system/parts.styles.js';
import { Cell, HeadCell, TableBox } from './PartnerScreen.styles.js';
import { PARTNER_TEXTS as T } from './texts.js';

export interface PartnerColumn<R> {
  readonly label: string;
  readonly cell: (row: R) => ReactNode;
  /** Hidden under 768 px, so a phone never scrolls sideways. */
  readonly secondary?: boolean;
  readonly align?: 'left' | 'right';
}

export interface PartnerTableProps<R> {
  readonly rows: readonly R[];
  readonly columns: readonly PartnerColumn<R>[];
  readonly rowKey: (row: R) => string | number;
  readonly loading: boolean;
  readonly testId: string;
  readonly emptyText?: string;
}

/** Pure: the rows of a partner list as a table (secondary columns hide on a phone). */
export function PartnerTable<R>({ rows, columns, rowKey, loading, testId, emptyText = T.empty }: PartnerTableProps<R>) {
  if (rows.length === 0) return <Empty data-testid={`${testId}-empty`}>{loading ? T.loading : emptyText}</Empty>;
  return (
    <TableBox>
      <Table data-testid={testId}>
        <thead>
          <tr>
            {columns.map((c) => (
              <HeadCell key={c.label} $secondary={c.secondary}>
                {c.label}
              </HeadCell>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((c) => (
                <Cell key={c.label} $secondary={c.secondary} $align={c.align}>
                  {c.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
