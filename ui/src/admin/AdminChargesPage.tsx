import type { AdminChargesViewModel } from '@bet/core';
import { formatUsdt, withThousands } from '@bet/core';
import type { ScreenAlert, ScreenConfirm } from '../design-system/callbacks.js';
import { Badge, SmallButton } from '../design-system/parts.styles.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { Bar, Hint, RowActions, Screen, ScreenTitle } from './admin.styles.js';
import { AdminListTable } from './AdminSearchList.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskMessages } from './use-desk-messages.js';

const T = ADMIN_TEXTS.charges;

export interface AdminChargesPageProps {
  readonly viewModel: AdminChargesViewModel;
  readonly onAlert: ScreenAlert;
  readonly onConfirm: ScreenConfirm;
}

/** /admin/charges: the deposit and withdrawal queue; a new request appears by itself (the view model polls). */
export function AdminChargesPage({ viewModel: vm, onAlert, onConfirm }: AdminChargesPageProps) {
  const view = useViewOf(vm);
  useDeskMessages(view, vm, onAlert, onConfirm);
  if (!view) return null;
  return (
    <Screen aria-label={T.title} data-testid="admin-charges">
      <ScreenTitle>{T.title}</ScreenTitle>
      <Bar role="tablist">
        {T.tabs.map((tab) => (
          <SmallButton
            key={tab.status}
            type="button"
            role="tab"
            aria-selected={view.status === tab.status}
            $active={view.status === tab.status}
            onClick={() => vm.setStatus(tab.status)}
          >
            {tab.label}
          </SmallButton>
        ))}
        <Hint>{T.live}</Hint>
      </Bar>
      <AdminListTable label={T.list} columns={T.columns} wideColumns={T.wideColumns} view={view} onPage={(p) => vm.goToPage(p)}>
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
      </AdminListTable>
    </Screen>
  );
}
