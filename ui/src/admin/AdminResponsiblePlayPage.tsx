import type { AdminResponsiblePlayViewModel, ResponsiblePlayRowView } from '@bet/core/admin-desk';
import { withThousands } from '@bet/core/shared';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { AdminListFrame, listPropsOf } from './AdminListFrame.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.responsiblePlay;

export interface AdminResponsiblePlayPageProps {
  readonly viewModel: AdminResponsiblePlayViewModel;
  readonly onAlert: ScreenAlert;
}

/** /admin/responsible-play (issue 13): members with limits, exclusions, reality-check settings and stops; read only. */
export function AdminResponsiblePlayPage({ viewModel: vm, onAlert }: AdminResponsiblePlayPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  return (
    <AdminListFrame
      title={T.title}
      testId="admin-responsible-play"
      lead={T.note}
      {...listPropsOf(view, vm, { label: T.searchLabel, maxLength: 40 })}
      table={T}
      rowCount={view.rows.length}
    >
      {view.rows.map((r) => (
        <ResponsiblePlayRow key={r.id} row={r} />
      ))}
    </AdminListFrame>
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
