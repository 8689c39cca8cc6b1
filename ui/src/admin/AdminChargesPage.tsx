import type { AdminChargesViewModel } from '@bet/core/admin-desk';
import { formatUsdt, withThousands } from '@bet/core/shared';
import { Badge, SmallButton } from '../design-system/parts.styles.js';
import { RowActions } from './admin.styles.js';
import { AdminListFrame, pagingOf, type AdminListPageProps } from './AdminListFrame.js';
import { ADMIN_TEXTS } from './texts.js';
import { QueueTabs } from './DeskTabs.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.charges;

export type AdminChargesPageProps = AdminListPageProps<AdminChargesViewModel>;

/** /admin/charges: the deposit and withdrawal queue; a new request appears by itself (the view model polls). */
export function AdminChargesPage({ viewModel: vm, onAlert, onConfirm, exports }: AdminChargesPageProps) {
  const view = useDeskView(vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <AdminListFrame
      exports={exports}
      title={T.title}
      testId="admin-charges"
      filters={<QueueTabs texts={T} selected={view.status} onSelect={(status) => vm.setStatus(status)} />}
      table={T}
      rowCount={view.rows.length}
      paging={pagingOf(view, vm)}
    >
      {view.rows.map((c) => (
        <tr key={c.id} data-testid="admin-charge-row" data-fresh={c.fresh}>
          <td>
            {c.id} {c.fresh ? <Badge $tone="strong">{T.fresh}</Badge> : null}
          </td>
          <td className="text">{c.userId}</td>
          <td>{c.depositMode === 0 ? T.deposit : T.withdrawal}</td>
          <td>{c.wallet === 'usdt' ? `${formatUsdt(c.amount)} USDT` : withThousands(c.amount)}</td>
          <td className="text">{c.depositName ?? ''}</td>
          <td className="wide">{c.requestedAt}</td>
          <td>
            {c.status === 0 ? (
              <RowActions>
                <SmallButton type="button" $active onClick={() => vm.approve(c.id)}>
                  {T.approve}
                </SmallButton>
                <SmallButton type="button" $danger onClick={() => vm.reject(c.id)}>
                  {T.reject}
                </SmallButton>
              </RowActions>
            ) : (
              (T.tabs.find((t) => t.status === c.status)?.label ?? String(c.status))
            )}
          </td>
        </tr>
      ))}
    </AdminListFrame>
  );
}
