import type { AdminResponsiblePlayViewModel, ResponsiblePlayRowView } from '@bet/core';
import { withThousands } from '@bet/core';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { Hint, Screen, ScreenTitle } from './admin.styles.js';
import { AdminListTable, AdminSearchBar } from './AdminSearchList.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskMessages } from './use-desk-messages.js';

const T = ADMIN_TEXTS.responsiblePlay;

export interface AdminResponsiblePlayPageProps {
  readonly viewModel: AdminResponsiblePlayViewModel;
  readonly onAlert: ScreenAlert;
}

/** /admin/responsible-play (issue 13): members with limits, exclusions, reality-check settings and stops; read only. */
export function AdminResponsiblePlayPage({ viewModel: vm, onAlert }: AdminResponsiblePlayPageProps) {
  const view = useViewOf(vm);
  useDeskMessages(view, vm, onAlert);
  if (!view) return null;
  return (
    <Screen aria-label={T.title} data-testid="admin-responsible-play">
      <ScreenTitle>{T.title}</ScreenTitle>
      <Hint>{T.note}</Hint>
      <AdminSearchBar search={view.search} onChange={(text) => vm.setSearch(text)} onSearch={() => vm.search()} />
      <AdminListTable label={T.list} columns={T.columns} wideColumns={T.wideColumns} view={view} onPage={(p) => vm.goToPage(p)}>
        {view.rows.map((r) => (
          <ResponsiblePlayRow key={r.id} row={r} />
        ))}
      </AdminListTable>
    </Screen>
  );
}

function ResponsiblePlayRow({ row: r }: { readonly row: ResponsiblePlayRowView }) {
  return (
    <tr data-testid="admin-responsible-play-row" data-user-id={r.userId}>
      <td className="wide">{withThousands(r.id)}</td>
      <td className="text">{r.userId}</td>
      <td className="text wide">{r.nickname}</td>
      <td className="text" data-testid="rp-limits">
        {r.limits.length === 0 ? T.none : r.limits.map((line) => <div key={line}>{line}</div>)}
      </td>
      <td className="text" data-testid="rp-exclusion">
        {r.exclusion ?? T.none}
      </td>
      <td className="text wide" data-testid="rp-reality-check">
        {r.realityCheck}
      </td>
      <td className="text" data-testid="rp-stops">
        {r.stops}
      </td>
    </tr>
  );
}
