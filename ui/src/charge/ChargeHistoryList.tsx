import type { ChargeHistoryView, ChargeRecord } from '@bet/core/charge';
import { ListPager } from '../design-system/Pager.js';
import { CHARGE_TEXTS } from './texts.js';
import { SmallButton } from './ChargeForm.styles.js';
import { HistoryHeader, HistorySection, Message, StatusCell, Table } from './ChargeHistoryList.styles.js';

const T = CHARGE_TEXTS.history;

export interface ChargeHistoryListProps {
  readonly title: string;
  readonly testId: string;
  readonly history: ChargeHistoryView;
  readonly onPage: (page: number) => void;
  readonly onHide: (record: ChargeRecord) => void;
  readonly onDeleteAll: () => void;
}

/** A deposit or withdrawal history page: date, type, amount, status label, hide button, paging. */
export function ChargeHistoryList({ title, testId, history, onPage, onHide, onDeleteAll }: ChargeHistoryListProps) {
  const rows = history.rows;
  return (
    <HistorySection data-testid={testId} aria-label={title} aria-busy={history.busy}>
      <HistoryHeader>
        <h3>{title}</h3>
        <SmallButton type="button" disabled={history.busy || rows.length === 0} onClick={onDeleteAll}>
          {T.deleteAll}
        </SmallButton>
      </HistoryHeader>
      {rows.length === 0 ? (
        <Message>{history.status === 'loading' ? T.loading : history.status === 'failed' ? T.failed : T.empty}</Message>
      ) : (
        <Table>
          <thead>
            <tr>
              <th>{T.date}</th>
              <th>{T.type}</th>
              <th>{T.amount}</th>
              <th>{T.status}</th>
              <th>{T.manage}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.record.chargeType}-${row.id}`} data-testid="charge-history-row">
                <td>{row.date}</td>
                <td>{row.typeLabel}</td>
                <td>{row.amountText}</td>
                <StatusCell $status={row.status}>{row.statusLabel}</StatusCell>
                <td>
                  {row.canHide && (
                    <SmallButton type="button" disabled={history.busy} onClick={() => onHide(row.record)}>
                      {T.hide}
                    </SmallButton>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <ListPager list={history} onPage={onPage} />
    </HistorySection>
  );
}
