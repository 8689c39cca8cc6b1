import { AUDIT_ACTION_OPTIONS, type AdminAuditViewModel, type AuditField } from '@bet/core/admin-desk';
import { Select } from '../design-system/form.styles.js';
import { DateRangeInputs, DownloadLink } from './AdminExportBar.js';
import { EXPORT_TEXTS } from './dashboard-texts.js';
import type { ScreenAlert } from '../design-system/callbacks.js';
import { AdminListFrame, listPropsOf } from './AdminListFrame.js';
import { Bar } from './admin.styles.js';
import { AuditFields, AuditScreen } from './AdminAuditPage.styles.js';
import { ADMIN_TEXTS } from './texts.js';
import { useDeskView } from './use-desk-messages.js';

const T = ADMIN_TEXTS.audit;
const [AT, ACTOR, IP, ACTION, TARGET, BEFORE, AFTER, REST] = T.columns;

export interface AdminAuditPageProps {
  readonly viewModel: AdminAuditViewModel;
  readonly onAlert: ScreenAlert;
}

/** A recorded value as 'key: value' lines (core flattens the JSON the server stored). */
function Fields({ fields }: { readonly fields: readonly AuditField[] | null }) {
  if (!fields || fields.length === 0) return null;
  return (
    <AuditFields>
      {fields.map((f, i) => (
        <li key={`${f.key}-${i}`}>
          {f.key ? <span>{f.key}: </span> : null}
          {f.value}
        </li>
      ))}
    </AuditFields>
  );
}

/** /admin/audit: who did what, when, from where, and the change; searched and paged, read only. */
export function AdminAuditPage({ viewModel: vm, onAlert }: AdminAuditPageProps) {
  const view = useDeskView(vm, onAlert);
  if (!view) return null;
  return (
    <AuditScreen>
      <AdminListFrame
        title={T.title}
        testId="admin-audit"
        lead={T.lead}
        {...listPropsOf(view, vm, { label: T.searchLabel, maxLength: 60 })}
        filters={
          <>
            <DateRangeInputs what={T.period} from={view.from} to={view.to} onFrom={(d) => vm.setFrom(d)} onTo={(d) => vm.setTo(d)} />
            <Select
              aria-label={T.actionFilter}
              value={view.action}
              onChange={(e) => vm.setAction(e.target.value)}
              style={{ maxWidth: 240 }}
            >
              <option value="">{T.actionAll}</option>
              {AUDIT_ACTION_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </>
        }
        exports={
          <Bar>
            <span>{T.exportNote}</span>
            <DownloadLink href={view.exportHref} download={view.exportFileName} aria-label={EXPORT_TEXTS.downloadLabel(T.title)}>
              {EXPORT_TEXTS.download}
            </DownloadLink>
          </Bar>
        }
        table={T}
        rowCount={view.rows.length}
      >
        {view.rows.map((line) => (
          <tr key={line.id} data-testid="admin-audit-row">
            <td data-label={AT}>{line.at}</td>
            <td className="text" data-label={ACTOR}>
              {line.actor ?? T.visitor}
            </td>
            <td className="text" data-label={IP}>
              {line.ip ?? ''}
            </td>
            <td className="text" data-label={ACTION} data-testid="admin-audit-action">
              {line.action}
            </td>
            <td className="text" data-label={TARGET}>
              {line.target ?? ''}
            </td>
            <td className="text" data-label={BEFORE}>
              <Fields fields={line.before} />
            </td>
            <td className="text" data-label={AFTER}>
              <Fields fields={line.after} />
            </td>
            <td className="text" data-label={REST} data-testid="admin-audit-detail">
              <Fields fields={line.rest} />
            </td>
          </tr>
        ))}
      </AdminListFrame>
    </AuditScreen>
  );
}
