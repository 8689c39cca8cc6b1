import type { AdminAuditViewModel } from '@bet/core';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { AdminListFrame, listPropsOf } from './AdminListFrame.js';
import { AuditCode } from './AdminAuditPage.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.audit;

export interface AdminAuditPageProps {
  readonly viewModel: AdminAuditViewModel;
  readonly onAlert: ScreenAlert;
}

/** /admin/audit: who did what, when, from where, and the change; searched and paged, read only. */
export function AdminAuditPage({ viewModel: vm, onAlert }: AdminAuditPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  return (
    <AdminListFrame
      title={T.title}
      testId="admin-audit"
      lead={T.lead}
      {...listPropsOf(view, vm, { label: T.searchLabel, maxLength: 60 })}
      table={T}
      rowCount={view.rows.length}
    >
      {view.rows.map((line) => (
        <tr key={line.id} data-testid="admin-audit-row">
          <td>{line.at}</td>
          <td className="text">{line.actor ?? T.visitor}</td>
          <td className="wide">{line.ip ?? ''}</td>
          <td className="text">{line.action}</td>
          <td className="wide text">{line.target ?? ''}</td>
          <td className="text">
            <AuditCode>{line.before ?? ''}</AuditCode>
          </td>
          <td className="text">
            <AuditCode>{line.after ?? ''}</AuditCode>
          </td>
          <td className="wide text">
            <AuditCode>{line.rest}</AuditCode>
          </td>
        </tr>
      ))}
    </AdminListFrame>
  );
}
