import type { PointRecordItem } from '@bet/core/points';
import { Badge, Empty, SmallButton, Table } from '../design-system/parts.styles.js';
import { AmountCell, DateCell, MemoCell, MemoHead } from './PointRecordTable.styles.js';
import { POINT_TEXTS as T } from './texts.js';

export interface PointRecordTableProps {
  readonly items: readonly PointRecordItem[];
  readonly loading: boolean;
  /** With it each row has a delete button (the exchange page's conversions). */
  readonly onDelete?: (id: number) => void;
  readonly busy?: boolean;
}

/** Pure: one page of point rows (date, kind, memo, signed amount, status, and delete when given). */
export function PointRecordTable({ items, loading, onDelete, busy = false }: PointRecordTableProps) {
  if (items.length === 0) return <Empty>{loading ? T.loading : T.empty}</Empty>;
  return (
    <Table data-testid="point-records">
      <thead>
        <tr>
          <th>{T.columns.date}</th>
          <th>{T.columns.kind}</th>
          <MemoHead>{T.columns.memo}</MemoHead>
          <th>{T.columns.amount}</th>
          <th>{T.columns.status}</th>
          {onDelete ? <th>{T.columns.delete}</th> : null}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid="point-record">
            <DateCell>{item.createdAt}</DateCell>
            <td>{item.kind}</td>
            <MemoCell>{item.memo}</MemoCell>
            <AmountCell $positive={item.positive}>{item.amountText}</AmountCell>
            <td>
              <Badge $tone="muted">{item.status}</Badge>
            </td>
            {onDelete ? (
              <td>
                <SmallButton type="button" $danger disabled={busy} onClick={() => onDelete(item.id)}>
                  {T.delete}
                </SmallButton>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
