import { formatUsdt, withThousands } from '@bet/core/shared';
import type { AdminUsdtRow, AdminUsdtViewModel } from '@bet/core/admin-desk';
import { Badge, SmallButton } from '../design-system/parts.styles.js';
import { RowActions } from './admin.styles.js';
import { Address, Muted, ReceivedInput } from './AdminUsdtPage.styles.js';
import { AdminListFrame, pagingOf, type AdminListPageProps } from './AdminListFrame.js';
import { QueueTabs } from './DeskTabs.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.usdt;

export type AdminUsdtPageProps = AdminListPageProps<AdminUsdtViewModel>;

const kindOf = (r: AdminUsdtRow): string =>
  r.depositMode === 1 ? T.kinds.withdrawal : r.wallet === 'cash' ? T.kinds.charge : T.kinds.deposit;

/** The amount cell: micro-USDT shown with up to 6 decimals; a waiting deposit takes the received amount. */
function AmountCell({ row, vm }: { readonly row: AdminUsdtRow; readonly vm: AdminUsdtViewModel }) {
  return (
    <td>
      {row.amount > 0 ? formatUsdt(row.amount) : T.anyAmount}
      {row.krwAmount !== null ? <Muted>{T.won(withThousands(row.krwAmount))}</Muted> : null}
      {row.takesReceived ? (
        <ReceivedInput
          aria-label={T.receivedLabel(row.userId, row.id)}
          placeholder={T.received}
          inputMode="decimal"
          maxLength={24}
          value={row.receivedText}
          onChange={(e) => vm.setReceived(row.id, e.target.value)}
        />
      ) : null}
    </td>
  );
}

/** /admin/usdt: the USDT queue (USD deposits, tether charges, USD withdrawals); a new request appears by itself. */
export function AdminUsdtPage({ viewModel: vm, onAlert, onConfirm }: AdminUsdtPageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <AdminListFrame
      title={T.title}
      testId="admin-usdt"
      lead={T.lead}
      filters={<QueueTabs texts={T} selected={view.status} onSelect={(status) => vm.setStatus(status)} />}
      table={T}
      rowCount={view.rows.length}
      paging={pagingOf(view, vm)}
    >
      {view.rows.map((r) => (
        <tr key={r.id} data-testid="admin-usdt-row" data-fresh={r.fresh} data-request-id={r.id}>
          <td className="wide">
            {r.id} {r.fresh ? <Badge $tone="strong">{T.fresh}</Badge> : null}
          </td>
          <td className="text">
            {r.userId}
            <Muted>{r.nickname}</Muted>
          </td>
          <td>{kindOf(r)}</td>
          <td className="wide">
            {r.network ?? ''} {r.token ?? ''}
          </td>
          <AmountCell row={r} vm={vm} />
          <td className="text">
            <Address>{r.address ?? ''}</Address>
            {r.txHash ? <Address>{r.txHash}</Address> : null}
          </td>
          <td className="wide">{r.requestedAt}</td>
          <td>
            {r.status === 0 ? (
              <RowActions>
                <SmallButton type="button" $active aria-label={T.approveLabel(r.userId, r.id)} onClick={() => vm.approve(r.id)}>
                  {T.approve}
                </SmallButton>
                <SmallButton type="button" $danger aria-label={T.rejectLabel(r.userId, r.id)} onClick={() => vm.reject(r.id)}>
                  {T.reject}
                </SmallButton>
              </RowActions>
            ) : r.status === 1 ? (
              T.done
            ) : (
              T.cancelled
            )}
          </td>
        </tr>
      ))}
    </AdminListFrame>
  );
}
