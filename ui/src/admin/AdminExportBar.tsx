import type { AdminExportViewModel } from '@bet/core/admin-desk';
import { styled } from 'styled-components';
import { FieldMessage, Input } from '../design-system/form.styles.js';
import { useViewOf } from '../design-system/use-view-of.js';
import { color } from '../design-system/tokens.js';
import { Bar } from './admin.styles.js';
import { EXPORT_TEXTS as T } from './dashboard-texts.js';

export const DownloadLink = styled.a`
  display: inline-flex;
  align-self: flex-start;
  align-items: center;
  height: 32px;
  padding: 0 12px;
  border-radius: 4px;
  background: ${color('primary')};
  color: ${color('onPrimary')};
  font-size: 13px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  &[aria-disabled='true'] {
    opacity: 0.5;
    pointer-events: none;
  }
`;

/** Wide enough for a whole date on a 425 px phone, never stretched across a wide screen. */
const DateInput = styled(Input)`
  flex: 1 1 140px;
  min-width: 140px;
  max-width: 180px;
`;

/** A range's two KST days, typed as dates ('YYYY-MM-DD'). */
export function DateRangeInputs(props: {
  readonly what: string;
  readonly from: string;
  readonly to: string;
  readonly onFrom: (day: string) => void;
  readonly onTo: (day: string) => void;
}) {
  return (
    <>
      <DateInput type="date" aria-label={`${props.what} ${T.from}`} value={props.from} onChange={(e) => props.onFrom(e.target.value)} />
      <span aria-hidden="true">~</span>
      <DateInput type="date" aria-label={`${props.what} ${T.to}`} value={props.to} onChange={(e) => props.onTo(e.target.value)} />
    </>
  );
}

/** One CSV export on an admin screen: its date range and 다운로드, a plain link the browser saves (the server streams the file). */
export function AdminExportBar({ viewModel: vm }: { readonly viewModel: AdminExportViewModel }) {
  const view = useViewOf(vm);
  if (!view) return null;
  return (
    <Bar data-testid={`admin-export-${view.kind}`}>
      <strong>{view.label} CSV</strong>
      <DateRangeInputs what={view.label} from={view.from} to={view.to} onFrom={(d) => vm.setFrom(d)} onTo={(d) => vm.setTo(d)} />
      <DownloadLink
        href={view.href ?? undefined}
        download={view.fileName}
        aria-disabled={view.href === null}
        aria-label={T.downloadLabel(view.label)}
      >
        {T.download}
      </DownloadLink>
      {view.error ? <FieldMessage $tone="error">{view.error}</FieldMessage> : null}
    </Bar>
  );
}
